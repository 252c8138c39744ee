/**
 * A loader run at most once: the first call starts it and later calls share its promise; a failure
 * (say, the chunk could not be fetched) lets the next call try again.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
