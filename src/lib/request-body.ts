/**
 * How much more than its cap a refused body is still read, and dropped, before the refusal is sent.
 * The sender is most likely a browser still uploading a form: it shows the answer once its body is
 * sent, while a connection closed under it shows a network error instead and loses the page.
 */
export const REFUSED_BODY_READ_BYTES = 16 * 1024 * 1024;

/**
 * A request body read with a hard cap, or null when it is larger than `maxBytes`. The Content-Length
 * header cannot be trusted to be present or honest, so the stream is counted too; nothing past the
 * cap is kept, and a body larger than the cap plus REFUSED_BODY_READ_BYTES is abandoned at once.
 */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  const refused = Number.isFinite(declared) && declared > maxBytes;
  const readLimit = maxBytes + REFUSED_BODY_READ_BYTES;
  if (!request.body) return refused ? null : new Uint8Array();
  const reader = request.body.getReader();
  if (declared > readLimit) {
    await reader.cancel().catch(() => undefined);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > readLimit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    if (!refused && total <= maxBytes) chunks.push(value);
  }
  if (refused || total > maxBytes) return null;
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
