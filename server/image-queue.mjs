/**
 * Image variants wait their turn instead of all being made at once: a crawler asks for hundreds of
 * cold variants, each a decode, resize and WebP encode on a small machine's cores plus a read of the
 * upload from WordPress. Beyond a large backlog a request is told to come back (503, Retry-After),
 * never failed.
 */
import os from 'node:os';

export const IMAGE_PATH = '/_next/image';

/**
 * @param {{ concurrency?: number, backlog?: number }} [options]
 *   concurrency: variants Next works on at once (twice the cores: a cached variant is answered in
 *   milliseconds, so it should not wait long behind cold ones); backlog: requests that may wait
 */
export function imageQueue({ concurrency = 2 * os.availableParallelism(), backlog = 256 } = {}) {
  let running = 0;
  /** @type {Set<() => void>} */
  const waiting = new Set();
  const release = () => {
    const [next] = waiting;
    if (next) {
      waiting.delete(next);
      next();
    } else running -= 1;
  };
  return {
    /**
     * Resolves with the function that frees the turn once the variant is answered; with undefined
     * when the backlog is full or the client left while waiting.
     * @param {AbortSignal} [gone]  aborted when the client leaves
     * @returns {Promise<(() => void) | undefined>}
     */
    async enter(gone) {
      if (running < concurrency) {
        running += 1;
        return once(release);
      }
      if (waiting.size >= backlog || gone?.aborted) return undefined;
      const turn = await new Promise((resolve) => {
        const take = () => {
          gone?.removeEventListener('abort', leave);
          resolve(true);
        };
        const leave = () => {
          waiting.delete(take);
          resolve(false);
        };
        gone?.addEventListener('abort', leave, { once: true });
        waiting.add(take);
      });
      return turn ? once(release) : undefined;
    },
    stats: () => ({ running, waiting: waiting.size }),
  };
}

/** @param {() => void} fn */
function once(fn) {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}
