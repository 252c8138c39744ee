/**
 * When a kept page's Brotli form has settled. The server answers a page version's first requests in
 * a quick Brotli made while the visitor waits, then keeps a smaller one made in the background; a page
 * older than its revalidation time is made again on the first request after it. The bench waits for
 * this before measuring a route, the e2e suite before comparing lengths.
 */

/** Between two answers: the best form takes at most a few hundred ms to make, so two quick answers
 * of a new version could both still be the quick form. */
const APART_MS = 1000;

/**
 * The Brotli length of the page at `url` once two answers `APART_MS` apart agree on it.
 * @param {string} url
 * @param {number} [timeoutMs]  how long to keep asking
 * @returns {Promise<number | undefined>}  undefined when it did not settle in time
 */
export async function settledBrotliLength(url, timeoutMs = 20_000) {
  const length = async () => {
    const res = await fetch(url, {
      headers: { 'accept-encoding': 'br' },
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    return res.headers.get('content-length');
  };
  const deadline = Date.now() + timeoutMs;
  let previous = await length();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, APART_MS));
    const now = await length();
    if (now !== null && now === previous) return Number(now);
    previous = now;
  }
  return undefined;
}
