/**
 * The same tags are expired again this long after a revalidation webhook's call. A page that was
 * already regenerating when the editor saved (e.g. after a crawl) finishes with the old content and
 * stores it as fresh; the repeat passes catch it (after a crawl of every page, regeneration queues
 * took over 10 s), so such a race costs seconds instead of the 300 s safety net.
 */
export const repeatRevalidationAfterMs = [3_000, 10_000, 30_000] as const;

/**
 * Where this server can call itself (server/index.mjs sets it once it listens; unset under
 * `next dev`). A repeat is made as a call of its own because Next applies the revalidations made in
 * `after()` only once every `after()` callback of the request has ended, which would hold the early
 * repeats back until the last one.
 */
export const SELF_URL_VARIABLE = 'SITE_SELF_URL';

/**
 * Sends the webhook's body again to this server, marked as a repeat; false when there is no self
 * address (the caller then expires the tags itself).
 */
export async function repeatThroughSelf(body: object, secret: string): Promise<boolean> {
  const self = process.env[SELF_URL_VARIABLE];
  if (!self) return false;
  await fetch(`${self}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify({ ...body, repeat: true }),
  });
  return true;
}
