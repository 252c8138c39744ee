import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { log } from '@/server/log.mjs';
import { serverEnv, wordpressUrl } from '@/src/config/env';
import { noteSilence, readTimeoutMs, watchAnswersFrom, wordpressSilent } from './breaker';
import {
  buildReadTimeoutMs,
  buildWithoutWordPress,
  duringBuild,
  noteUnreadAtBuild,
  readDuringBuild,
} from './build-reads';
import { recall, remember } from './last-good';

/**
 * The one fetch to WordPress: base URL and Basic credentials from the server
 * environment, a timeout, Next's data cache with tags, and a zod parse so the rest of the code only
 * ever sees typed, validated data.
 */

export class WordPressError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly path?: string,
    /** The answer came but was not the JSON shape asked for. */
    readonly malformed = false,
  ) {
    super(message);
    this.name = 'WordPressError';
  }
}

export type WpQuery = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

export type WpFetchOptions = {
  /** Cache tags for on-demand revalidation (e.g. 'posts', 'post:my-slug'). */
  tags?: string[];
  /** Seconds before a time-based revalidation; false caches until a tag is revalidated. */
  revalidate?: number | false;
  /** Bypass the data cache entirely (previews): nothing is read from or stored in it. */
  noStore?: boolean;
  /** REST namespace; 'wp/v2' unless given. */
  namespace?: string;
};

/** Default time-based revalidation: a safety net behind the on-demand revalidation webhook. */
export const DEFAULT_REVALIDATE_SECONDS = 300;

export function buildWpUrl(path: string, query: WpQuery = {}, namespace = 'wp/v2'): string {
  const url = new URL(`${wordpressUrl()}/wp-json/${namespace}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

export function authHeader(): Record<string, string> {
  const { WORDPRESS_USER: user, WORDPRESS_APP_PASSWORD: password } = serverEnv();
  if (!user || !password) return {};
  return { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

export type WpResponse<T> = { data: T; totalPages: number; total: number };

/**
 * Whether this render still asks WordPress while it is silent (./breaker.ts): it does until one of
 * its reads hears nothing, then the rest of the render takes last good answers at once. Kept for the
 * render by React's per-request cache; outside a render (route handlers) each read asks.
 */
const thisRender = cache((): { asks: boolean } => ({ asks: true }));

/**
 * GET a WordPress REST path and validate the body with `schema`.
 * Throws WordPressError on network failure, timeout, non-2xx or an unexpected shape, except that a
 * cached read whose WordPress is down, slow or broken (no answer, 5xx, 429, malformed) answers the
 * last good data it had (./last-good.ts): a page regenerated during an outage keeps its content.
 * A 404 or another refusal is an answer, never replaced. While WordPress is silent (./breaker.ts),
 * reads wait a short time for it, and once one read of a render has heard nothing, the render's
 * other reads with a last good answer do not ask it: that answer comes at once.
 */
export async function wpGet<S extends z.ZodType>(
  path: string,
  schema: S,
  query: WpQuery = {},
  options: WpFetchOptions = {},
): Promise<WpResponse<z.infer<S>>> {
  const url = buildWpUrl(path, query, options.namespace);
  const building = duringBuild();
  const render = !options.noStore && !building && wordpressSilent() ? thisRender() : undefined;
  if (render && !render.asks) {
    // A read with nothing kept still asks: its page has no better answer to give than WordPress's.
    const kept = await recall<z.infer<S>>(url);
    if (kept) return kept;
  }
  try {
    if (building && buildWithoutWordPress())
      throw new WordPressError('WordPress is not asked during this build', undefined, path);
    const result = building
      ? await readDuringBuild(path, () => readWordPress(url, path, schema, options, true), isTransient)
      : await readWordPress(url, path, schema, options, false);
    if (!options.noStore) await remember(url, result);
    return result;
  } catch (error) {
    if (building) noteUnreadAtBuild(path);
    // No answer: the render's other reads give their last good answers at once.
    if (render && error instanceof WordPressError && error.status === undefined) render.asks = false;
    const outage = error instanceof WordPressError && (isTransient(error) || error.malformed);
    if (!outage || options.noStore) throw error;
    const kept = await recall<z.infer<S>>(url);
    if (!kept) throw error;
    log('warn', 'WordPress failed; rendering from its last good answer', { path, reason: error.message });
    return kept;
  }
}

/**
 * A read where a refusal with one of `absent` statuses (404 unless given) means "there is none": null
 * instead of an error. Every other failure still throws.
 */
export async function nullIfMissing<T>(
  read: Promise<T>,
  absent: readonly number[] = [404],
): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof WordPressError && error.status !== undefined && absent.includes(error.status))
      return null;
    throw error;
  }
}

/** No answer, a 5xx or a 429: WordPress down, slow or overloaded, not a refusal of this read. */
const isTransient = (error: unknown): boolean =>
  error instanceof WordPressError && (!error.status || error.status >= 500 || error.status === 429);

async function readWordPress<S extends z.ZodType>(
  url: string,
  path: string,
  schema: S,
  options: WpFetchOptions,
  building: boolean,
): Promise<WpResponse<z.infer<S>>> {
  let response: Response;
  const askedAt = Date.now();
  if (!building) watchAnswersFrom(new URL(url).origin);
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...authHeader() },
      signal: AbortSignal.timeout(
        building ? buildReadTimeoutMs() : readTimeoutMs(serverEnv().WORDPRESS_TIMEOUT_MS),
      ),
      ...(options.noStore
        ? { cache: 'no-store' as const }
        : { next: { tags: options.tags, revalidate: options.revalidate ?? DEFAULT_REVALIDATE_SECONDS } }),
    });
  } catch (cause) {
    const reason = `WordPress unreachable: ${(cause as Error).message}`;
    if (!building) noteSilence(reason, askedAt);
    throw new WordPressError(reason, undefined, path);
  }
  if (!response.ok) {
    throw new WordPressError(`WordPress answered ${response.status}`, response.status, path);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new WordPressError('WordPress answered with malformed JSON', response.status, path, true);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new WordPressError(
      `Unexpected WordPress response: ${parsed.error.message}`,
      response.status,
      path,
      true,
    );
  }
  return {
    data: parsed.data,
    totalPages: Number(response.headers.get('x-wp-totalpages') ?? 1) || 1,
    total: Number(response.headers.get('x-wp-total') ?? 0) || 0,
  };
}
