import { wordpressUrl } from '@/src/config/environment.mjs';
import { indexRules, redirectListSchema, rulePath, type RedirectRule } from './rules';

/**
 * The redirect table of this server process, read from WordPress (agency/v1/redirects) by the proxy
 * before any route runs. It uses a plain fetch, not the WordPress client: the proxy is bundled apart
 * from the server-only app code, the list is public and needs no credentials, and it is kept here
 * rather than in the data cache, so Next's cache tags do not apply to it. A table older than MAX_AGE_MS is read again in the background while the
 * request goes on with the one in hand, so an editor's save applies within seconds on every
 * instance and no visitor waits for it; a request waits only for the first read, and after the
 * revalidation webhook said the table changed (on the instance it reaches). WordPress failing keeps
 * the last table and waits RETRY_AFTER_MS before asking again (the first failure after the webhook,
 * or of the very first read, QUICK_RETRY_MS: WordPress has just called us, so it is up but busy, and an editor is waiting to see
 * the new rule), so an outage costs a waiting request
 * at most READ_TIMEOUT_MS, once. The state lives on globalThis: the proxy and the route handlers are
 * bundled apart but share it.
 */

const MAX_AGE_MS = 4_000;
const RETRY_AFTER_MS = 30_000;
const QUICK_RETRY_MS = 1_000;
const READ_TIMEOUT_MS = 1_000;

type Table = {
  rules: Map<string, RedirectRule>;
  freshUntil: number;
  /** False until a read has answered, and again once the webhook said the rules changed. */
  current: boolean;
  /** Counts the webhook's calls: a read started before one does not make the table current. */
  generation: number;
  reading?: Promise<void>;
};

const KEY = Symbol.for('agency.redirect-table');
const store = globalThis as typeof globalThis & { [KEY]?: Table };
const table = (): Table =>
  (store[KEY] ??= { rules: new Map(), freshUntil: 0, current: false, generation: 0 });

async function read(state: Table): Promise<void> {
  const generation = state.generation;
  try {
    const response = await fetch(`${wordpressUrl()}/wp-json/agency/v1/redirects`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`WordPress answered ${response.status}`);
    state.rules = indexRules(redirectListSchema.parse(await response.json()).redirects);
    state.freshUntil = Date.now() + MAX_AGE_MS;
    state.current = generation === state.generation;
  } catch (error) {
    console.warn(`[redirects] keeping the last table: ${(error as Error).message}`);
    // Not current: the webhook said the rules changed (or nothing was ever read) and this is the
    // first failure since; once current, a failure waits the outage pause.
    state.freshUntil = Date.now() + (state.current ? RETRY_AFTER_MS : QUICK_RETRY_MS);
    // What is in hand is the best there is until WordPress answers again.
    state.current = true;
  }
}

/** One read at a time; a caller joins the one under way. */
const readOnce = (state: Table) =>
  (state.reading ??= read(state).finally(() => {
    state.reading = undefined;
  }));

/** The rule for a request's path, if editors made one. */
export async function redirectFor(pathname: string): Promise<RedirectRule | undefined> {
  const state = table();
  if (Date.now() >= state.freshUntil) void readOnce(state);
  if (!state.current) await readOnce(state);
  // The webhook came while that read was under way: read once more, the visitor waiting.
  if (!state.current) await readOnce(state);
  return state.rules.get(rulePath(pathname));
}

/** An editor saved the redirects: the next request reads them again. */
export function forgetRedirects(): void {
  const state = table();
  state.current = false;
  state.freshUntil = 0;
  state.generation += 1;
}
