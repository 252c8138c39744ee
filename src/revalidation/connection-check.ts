import 'server-only';
import { wordpressUrl } from '@/src/config/env';
import { authHeader } from '@/src/content/wordpress/client';
import { createRateLimiter } from '@/src/forms/server/rate-limit';

/**
 * The site's half of WordPress's connection test (Settings → Connect the website). WordPress sends
 * {type:'ping', challenge} to the revalidation webhook with the secret (the route has checked it);
 * the site then proves the other direction with its own settings: it reads a post from its
 * WORDPRESS_URL with its credentials, and asks WordPress (POST agency/v1/connect/check) whether the
 * challenge is the one that WordPress just sent and whether its account may submit the forms. That
 * call stores nothing.
 *
 * The answer says only how that went, and which WordPress the site reads (an address the admin
 * needs when it is the wrong one); never the credentials. Each test costs two requests to
 * WordPress, so tests are limited per instance and window, whoever sends them.
 */
export type ConnectionState =
  /** Read a post and may submit the forms, as the account named. */
  | 'ok'
  /** No WORDPRESS_USER / WORDPRESS_APP_PASSWORD configured. */
  | 'no-credentials'
  /** WordPress did not answer. */
  | 'unreachable'
  /** WordPress refused the credentials. */
  | 'refused'
  /** The WordPress that answered is not the one testing (or lacks the plugin). */
  | 'other'
  /** The account may read but not submit. */
  | 'cannot-submit';

export type PingAnswer = {
  pong: true;
  wordpress: { state: ConnectionState; url: string; account?: string };
};

const TIMEOUT_MS = 5_000;
const tests = createRateLimiter({ name: 'connection-test', limit: 10, windowMs: 60_000 });

type Asked = { status: number; body: unknown } | undefined;

/** One call to WordPress with the site's credentials; undefined when no answer came. */
async function ask(path: string, init: RequestInit = {}): Promise<Asked> {
  try {
    const response = await fetch(`${wordpressUrl()}/wp-json/${path}`, {
      ...init,
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { Accept: 'application/json', ...authHeader(), ...init.headers },
    });
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, body };
  } catch {
    return undefined;
  }
}

const refusedStatus = (status: number) => status === 401 || status === 403;

/** What the site found when it turned to WordPress with `challenge`. */
export async function checkConnection(challenge: string): Promise<PingAnswer['wordpress']> {
  const url = new URL(wordpressUrl()).origin;
  if (Object.keys(authHeader()).length === 0) return { state: 'no-credentials', url };
  const read = await ask('wp/v2/posts?per_page=1&_fields=id');
  if (!read) return { state: 'unreachable', url };
  if (refusedStatus(read.status)) return { state: 'refused', url };
  if (read.status !== 200 || !Array.isArray(read.body)) return { state: 'other', url };
  const check = await ask('agency/v1/connect/check', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challenge }),
  });
  if (!check) return { state: 'unreachable', url };
  if (refusedStatus(check.status)) return { state: 'refused', url };
  const body = (check.body ?? {}) as { thisWordPress?: unknown; canSubmit?: unknown; account?: unknown };
  if (check.status !== 200 || body.thisWordPress !== true) return { state: 'other', url };
  const account = typeof body.account === 'string' ? body.account : undefined;
  if (body.canSubmit !== true) return { state: 'cannot-submit', url, account };
  return { state: 'ok', url, account };
}

/** The webhook's answer to a ping whose secret matched: 429 past the allowance. */
export async function answerPing(challenge: string): Promise<Response> {
  const decision = await tests.hit('all');
  if (!decision.allowed)
    return Response.json(
      { error: 'Too many connection tests; try again in a minute.' },
      { status: 429, headers: { 'retry-after': String(decision.retryAfterSeconds) } },
    );
  const answer: PingAnswer = { pong: true, wordpress: await checkConnection(challenge) };
  return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
}
