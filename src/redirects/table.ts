import { serverEnv, wordpressUrl } from '@/src/config/environment.mjs';
import { indexRules, redirectListSchema, rulePath, type RedirectRule } from './rules';

/**
 * The redirect table of this server process, read from WordPress (agency/v1/redirects) by the proxy
 * before any route runs. It uses a plain fetch, not the WordPress client: the proxy is bundled apart
 * from the server-only app code, the list is public and needs no credentials, and it is kept here
 * rather than in the data cache, so Next's cache tags do not apply to it.
 *
 * A table older than MAX_AGE_MS is read again in the background while the request goes on with the
 * one in hand, so an editor's save applies within seconds on every instance. A request waits for
 * the first read, and for the first after the revalidation webhook said the table changed (on the
 * instance it reaches), but never longer than VISITOR_WAIT_MS: the read itself has the patience of
 * every WordPress read (WORDPRESS_TIMEOUT_MS, set for the slowest runner we ship) and the table
 * takes its answer whenever it comes. A failed or timed-out read keeps the last table and is tried
 * again soon: 1 s later, then 2, 4, ... up to RETRY_AFTER_MS while WordPress stays away. The state
 * lives on globalThis: the proxy and the route handlers are bundled apart but share it.
 */

const MAX_AGE_MS = 4_000;
const RETRY_AFTER_MS = 30_000;
const FIRST_RETRY_MS = 1_000;
const VISITOR_WAIT_MS = 1_500;

type Table = {
  rules: Map<string, RedirectRule>;
  freshUntil: number;
  /** False until a read has answered, and again once the webhook said the rules changed. */
  current: boolean;
  /** Counts the webhook's calls: a read started before one does not make the table current. */
  generation: number;
  /** Reads in a row that failed: the pause before the next grows with them. */
  failures: number;
  reading?: Promise<void>;
};

const KEY = Symbol.for('agency.redirect-table');
const store = globalThis as typeof globalThis & { [KEY]?: Table };
const table = (): Table =>
  (store[KEY] ??= { rules: new Map(), freshUntil: 0, current: false, generation: 0, failures: 0 });

async function read(state: Table): Promise<void> {
  const generation = state.generation;
  try {
    const response = await fetch(`${wordpressUrl()}/wp-json/agency/v1/redirects`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(serverEnv().WORDPRESS_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`WordPress answered ${response.status}`);
    state.rules = indexRules(redirectListSchema.parse(await response.json()).redirects);
    state.freshUntil = Date.now() + MAX_AGE_MS;
    state.current = generation === state.generation;
    state.failures = 0;
  } catch (error) {
    state.failures += 1;
    const retryInMs = Math.min(RETRY_AFTER_MS, FIRST_RETRY_MS * 2 ** (state.failures - 1));
    console.warn(
      `[redirects] keeping the last table, reading again in ${retryInMs / 1000} s: ${(error as Error).message}`,
    );
    state.freshUntil = Date.now() + retryInMs;
    // What is in hand is the best there is until WordPress answers again.
    state.current = true;
  }
}

/** One read at a time; a caller joins the one under way. */
const readOnce = (state: Table) =>
  (state.reading ??= read(state).finally(() => {
    state.reading = undefined;
  }));

/** Waits for `reading`, at most VISITOR_WAIT_MS: the read goes on, and its table applies when it comes. */
const waitAWhileFor = (reading: Promise<void>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, VISITOR_WAIT_MS);
    void reading.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/** The rule for a request's path, if editors made one. */
export async function redirectFor(pathname: string): Promise<RedirectRule | undefined> {
  const state = table();
  if (Date.now() >= state.freshUntil) void readOnce(state);
  if (!state.current) await waitAWhileFor(readOnce(state));
  // The webhook came while that read was under way: read once more, the visitor waiting.
  if (!state.current && !state.reading) await waitAWhileFor(readOnce(state));
  return state.rules.get(rulePath(pathname));
}

/** An editor saved the redirects: the next request reads them again. */
export function forgetRedirects(): void {
  const state = table();
  state.current = false;
  state.freshUntil = 0;
  state.generation += 1;
}
