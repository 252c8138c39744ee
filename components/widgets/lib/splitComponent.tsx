import { Suspense, use, type ComponentType } from 'react';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Starts `load` now and marks the promise the way React's `use()` reads a settled one. */
function preload<T>(load: () => Promise<T>): Promise<T> {
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

/**
 * A client component in its own chunk that still renders in place on the server. The chunk starts
 * loading when the importing module is evaluated. On the server it has settled long before a request
 * renders, so `use()` returns it synchronously and the markup is part of the page (React.lazy would
 * suspend and stream it after the page, where it stays hidden without JavaScript). In the browser it
 * is fetched in parallel with hydration instead of being one of the page's first-load scripts; the
 * server's markup stays in place until it arrives.
 */
export function splitComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loaded = preload(load);
  function Loaded(props: P) {
    const Component = use(loaded);
    return <Component {...props} />;
  }
  return function Split(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
