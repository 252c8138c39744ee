import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import { log } from '@/server/log.mjs';

/**
 * Whether WordPress has gone silent. A page makes several WordPress reads, some one after another
 * (a post, then its related posts, then the team), and each would wait out its own timeout: so a
 * render that must happen while WordPress hangs (an edit expired the page) would wait out every one.
 *
 * So the first read that gets no answer at all (a timeout, a refused connection) opens the breaker.
 * While it is open every render still asks WordPress, but with a short timeout
 * (SILENT_READ_TIMEOUT_MS), and the first of its reads that hears nothing turns the rest of that
 * render to their last good answers at once (./client.ts): a render during a hang waits one short
 * timeout, not one long one per read. Any answer to any read (an error status too) closes it. Only
 * silence opens it: an error status comes back fast, so it costs a render nothing to wait for.
 *
 * Recovery needs nothing but the next render: no timer (one runs in the async context of the render
 * that started it, and Next's fetch refused a probe sent from there as part of that finished static
 * render, so the breaker never closed), and no pause between trials (a render that skipped asking
 * right after WordPress came back stored its last good answers as a fresh page, which no request
 * then rendered again). A read sent well before the one whose answer closed the breaker (held by the
 * stalled WordPress) opens it no more when it times out: that silence is older than the answer.
 * *
 * The state is this process's own, kept on globalThis so every bundle that holds a copy of this
 * module shares it: each instance learns of an outage by one read that waited, and of the recovery
 * by one that was answered.
 */

/** How long a read waits for WordPress while it is known to be silent. */
export const SILENT_READ_TIMEOUT_MS = 1_500;
/** Reads sent this long before an answered one say nothing new when they time out afterwards. */
const OLDER_SILENCE_MS = 1_000;

type State = {
  silentSince?: number;
  /** Origins whose answers are watched (once per process). */
  watched: Set<string>;
  /** Reads sent before this, when they time out, say nothing new: WordPress answered a later one. */
  silenceStaleBefore: number;
};
const KEY = Symbol.for('agency.wordpress-breaker');
/** One state per process, shared by every bundle that holds a copy of this module. */
const state = ((globalThis as { [KEY]?: State })[KEY] ??= { silenceStaleBefore: 0, watched: new Set() });

/** True while WordPress is known not to answer. */
export function wordpressSilent(): boolean {
  return state.silentSince !== undefined;
}

/** How long a read sent now waits for WordPress: the configured time, or a short one while it is silent. */
export function readTimeoutMs(configuredMs: number): number {
  return state.silentSince === undefined ? configuredMs : Math.min(configuredMs, SILENT_READ_TIMEOUT_MS);
}

/** A read sent at `askedAt` got no answer: open the breaker (once), unless WordPress answered a later read. */
export function noteSilence(reason: string, askedAt: number): void {
  if (state.silentSince !== undefined || askedAt < state.silenceStaleBefore) return;
  state.silentSince = Date.now();
  log('warn', 'WordPress is not answering; pages render from last good answers until it does', { reason });
}

/**
 * Closes the breaker whenever a response from `origin` (WordPress) arrives over the network: Node's
 * fetch publishes each one's headers on this channel; an answer from a cache publishes nothing.
 */
export function watchAnswersFrom(origin: string): void {
  if (state.watched.has(origin)) return;
  state.watched.add(origin);
  subscribe('undici:request:headers', (message) => {
    const { request } = message as { request?: { origin?: unknown } };
    if (String(request?.origin) === origin) noteAnswer(Date.now());
  });
}

/** WordPress answered a read sent at `askedAt`: close the breaker (once). */
function noteAnswer(askedAt: number): void {
  const since = state.silentSince;
  if (since === undefined) return;
  state.silentSince = undefined;
  state.silenceStaleBefore = askedAt - OLDER_SILENCE_MS;
  log('info', 'WordPress answers again', { silentForMs: Date.now() - since });
}

/** Forgets an outage (tests start each case with WordPress presumed answering). */
export function closeBreakerForTests(): void {
  state.silentSince = undefined;
  state.silenceStaleBefore = 0;
}
