import 'server-only';
import { serverEnv } from '@/src/config/env';
import { createRateLimiter } from '@/src/forms/server/rate-limit';

/**
 * /updateblogsitemap: refreshes the generated sitemap and, when SITEMAP_FUNCTION_URL is
 * set, calls that cloud function (a GET without parameters). Rate-limited per client, and
 * the actual work runs at most once per cooldown however many visitors arrive.
 */
export const REFRESH_LIMIT = { perClient: 5, windowMs: 60_000, cooldownMs: 30_000 } as const;

const perClient = createRateLimiter({
  name: 'sitemap',
  limit: REFRESH_LIMIT.perClient,
  windowMs: REFRESH_LIMIT.windowMs,
});
// The cooldown is the same mechanism with one slot for everybody (shared by all instances with REDIS_URL).
const refreshSlot = createRateLimiter({
  name: 'sitemap-refresh',
  limit: 1,
  windowMs: REFRESH_LIMIT.cooldownMs,
});

/** Per-client limit; true when this request may proceed. */
export async function allowRequest(client: string): Promise<boolean> {
  return (await perClient.hit(client)).allowed;
}

/**
 * Claims the refresh for this cooldown: true for the first caller, false while a refresh already
 * ran (or runs) within it. A failed refresh is tried again after the cooldown.
 */
export async function claimRefresh(): Promise<boolean> {
  return (await refreshSlot.hit('all')).allowed;
}

/** Calls the external sitemap function when configured; throws when it fails. */
export async function callSitemapFunction(): Promise<'called' | 'not-configured'> {
  const url = serverEnv().SITEMAP_FUNCTION_URL;
  if (!url) return 'not-configured';
  const response = await fetch(url, { method: 'GET', cache: 'no-store', signal: AbortSignal.timeout(8000) });
  if (!response.ok) throw new Error(`sitemap function answered ${response.status}`);
  return 'called';
}
