/**
 * A code-split module that starts loading as soon as this module is evaluated, marked the way
 * React's `use()` reads a settled promise (status/value). On the server it has settled long before a
 * request renders, so `use()` returns it synchronously: the markup is part of the page, never a
 * streamed boundary that stays hidden without JavaScript. In the browser it is a separate chunk,
 * fetched in parallel with hydration instead of inside the page's first-load scripts.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function preloadedModule<T>(load: () => Promise<T>): Promise<T> {
  const promise = load() as Tracked<T>;
  promise.status = 'pending';
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
    },
  );
  return promise;
}
