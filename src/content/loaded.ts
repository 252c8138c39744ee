import { log } from '@/server/log.mjs';
import { duringBuild } from './wordpress/build-reads';
import { WordPressError } from './wordpress/client';

/**
 * The one vocabulary of results. Every loader behind a screen answers `Loaded<T>`: `ok` with the
 * content, `missing` (nothing at that address: the screen answers 404 or redirects, `okOrMoved`) or
 * `failed` (WordPress could not be read: the screen shows its failure text). `load` wraps a read that
 * is never missing, `loadOr` one a page can do without, `okOrNull` serves routes with no room for a
 * failure text; `nullIfMissing` (the WordPress client) turns WordPress's 404 into "there is none".
 */
export type Loaded<T> = { status: 'ok'; value: T } | { status: 'missing' } | { status: 'failed' };

/** A load that is never missing (a list; a page that already redirected or 404ed): content or failed. */
export type LoadedOrFailed<T> = Exclude<Loaded<T>, { status: 'missing' }>;

export const ok = <T>(value: T): { status: 'ok'; value: T } => ({ status: 'ok', value });
export const missing = { status: 'missing' } as const;

/**
 * WordPress could not be read and no last good answer is kept. Thrown during a render, it makes Next
 * answer 500, keep no copy of that answer, and go on serving the last good render of the address.
 */
export class ContentUnavailableError extends Error {
  constructor(what: string) {
    super(`${what}: WordPress could not be read and no last good answer is kept`);
    this.name = 'ContentUnavailableError';
  }
}

/**
 * For a route with no room for a failure text (a share card, a feed): the content, or null when
 * there is none; a failed load throws ContentUnavailableError.
 */
export function okOrNull<T>(loaded: Loaded<T>, what: string): T | null {
  if (loaded.status === 'failed') throw new ContentUnavailableError(what);
  return loaded.status === 'ok' ? loaded.value : null;
}

/**
 * A read that failed: a WordPress failure is logged under `what` and answered as 'failed'; any
 * other error is a bug and propagates.
 */
export function failed(what: string, error: unknown): { status: 'failed' } {
  if (!(error instanceof WordPressError)) throw error;
  console.error(`[content] ${what} failed:`, error.message);
  return { status: 'failed' };
}

/** A read that is never missing (a list, the page's whole content): its value, or 'failed' (logged). */
export async function load<T>(what: string, read: () => Promise<T>): Promise<LoadedOrFailed<T>> {
  try {
    return ok(await read());
  } catch (error) {
    return failed(what, error);
  }
}

/** A read a page can do without: its value, or `fallback` when WordPress cannot be read (logged). */
export async function loadOr<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  const loaded = await load(what, read);
  return loaded.status === 'ok' ? loaded.value : fallback;
}

/**
 * A route's answer (a feed, a share card). During a build, one WordPress could not give is an empty
 * answer instead of a throw, which would fail the build; such a build keeps none of its answers
 * (./wordpress/build-reads.ts), so the route answers its first request itself.
 */
export async function answerUnlessUnreadAtBuild(
  what: string,
  answer: () => Promise<Response>,
): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    const unread = error instanceof WordPressError || error instanceof ContentUnavailableError;
    if (!unread || !duringBuild()) throw error;
    log('warn', 'WordPress could not be read at build time; made on its first request', { what });
    return new Response(null);
  }
}
