import 'server-only';
import { serverEnv } from '@/src/config/env';

/**
 * /updateblogsitemap (DESIGN.md): refreshes the generated sitemap and, when SITEMAP_FUNCTION_URL is
 * set, calls that cloud function (SPEC §7: a GET without parameters). Rate-limited per client, and
 * the actual work runs at most once per cooldown however many visitors arrive.
 */
export const REFRESH_LIMIT = { perClient: 5, windowMs: 60_000, cooldownMs: 30_000 } as const;

const hits = new Map<string, number[]>();
let lastRefresh = 0;

/** Sliding-window limit per client key; true when this request may proceed. */
export function allowRequest(client: string, now = Date.now()): boolean {
  const recent = (hits.get(client) ?? []).filter((t) => now - t < REFRESH_LIMIT.windowMs);
  if (recent.length >= REFRESH_LIMIT.perClient) {
    hits.set(client, recent);
    return false;
  }
  recent.push(now);
  hits.set(client, recent);
  if (hits.size > 10_000) hits.clear(); // bounded memory under a flood of distinct clients
  return true;
}

/** True when a refresh ran recently enough that another would change nothing. */
export function recentlyRefreshed(now = Date.now()): boolean {
  return now - lastRefresh < REFRESH_LIMIT.cooldownMs;
}

export function markRefreshed(now = Date.now()): void {
  lastRefresh = now;
}

/** Calls the external sitemap function when configured; throws when it fails. */
export async function callSitemapFunction(): Promise<'called' | 'not-configured'> {
  const url = serverEnv().SITEMAP_FUNCTION_URL;
  if (!url) return 'not-configured';
  const response = await fetch(url, { method: 'GET', cache: 'no-store', signal: AbortSignal.timeout(8000) });
  if (!response.ok) throw new Error(`sitemap function answered ${response.status}`);
  return 'called';
}

export function resetSitemapRefreshForTests(): void {
  hits.clear();
  lastRefresh = 0;
}
