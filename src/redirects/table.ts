import { wordpressUrl } from '@/src/config/environment.mjs';
import { indexRules, redirectListSchema, rulePath, type RedirectRule } from './rules';

/**
 * The redirect table of this server process, read from WordPress (agency/v1/redirects) by the proxy
 * before any route runs. A table older than MAX_AGE_MS is read again before it is used, so an
 * editor's save applies within seconds on every instance; the revalidation webhook also marks it
 * stale at once on the instance it reaches. WordPress failing keeps the last table and waits
 * RETRY_AFTER_MS before asking again, so an outage costs no request more than READ_TIMEOUT_MS once.
 * The state lives on globalThis: the proxy and the route handlers are bundled apart but share it.
 */

const MAX_AGE_MS = 4_000;
const RETRY_AFTER_MS = 30_000;
const READ_TIMEOUT_MS = 1_000;

type Table = { rules: Map<string, RedirectRule>; freshUntil: number; reading?: Promise<void> };

const KEY = Symbol.for('agency.redirect-table');
const store = globalThis as typeof globalThis & { [KEY]?: Table };
const table = (): Table => (store[KEY] ??= { rules: new Map(), freshUntil: 0 });

async function read(state: Table): Promise<void> {
  try {
    const response = await fetch(`${wordpressUrl()}/wp-json/agency/v1/redirects`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`WordPress answered ${response.status}`);
    state.rules = indexRules(redirectListSchema.parse(await response.json()).redirects);
    state.freshUntil = Date.now() + MAX_AGE_MS;
  } catch (error) {
    console.warn(`[redirects] keeping the last table: ${(error as Error).message}`);
    state.freshUntil = Date.now() + RETRY_AFTER_MS;
  }
}

/** The rule for a request's path, if editors made one. */
export async function redirectFor(pathname: string): Promise<RedirectRule | undefined> {
  const state = table();
  if (Date.now() >= state.freshUntil) {
    state.reading ??= read(state).finally(() => {
      state.reading = undefined;
    });
    await state.reading;
  }
  return state.rules.get(rulePath(pathname));
}

/** An editor saved the redirects: the next request reads them again. */
export function forgetRedirects(): void {
  table().freshUntil = 0;
}
