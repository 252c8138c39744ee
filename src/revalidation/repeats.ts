/**
 * The same tags are expired again this long after a revalidation webhook's call. A page that was
 * already regenerating when the editor saved (e.g. after a crawl) finishes with the old content and
 * stores it as fresh; the repeat passes catch it (after a crawl of every page, regeneration queues
 * took over 10 s), so such a race costs seconds instead of the 300 s safety net.
 */
export const repeatRevalidationAfterMs = [3_000, 10_000, 30_000] as const;
