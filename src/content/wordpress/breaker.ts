import 'server-only';
import { log } from '@/server/log.mjs';

/**
 * Whether WordPress has gone silent. A page makes several WordPress reads, some one after another
 * (a post, then its related posts, then the team), and each would wait out its own timeout: a
 * render that must happen while WordPress hangs (an edit expired the page) took 8 s per read.
 *
 * So the first read that gets no answer at all (a timeout, a refused connection) opens the breaker:
 * from then on the client answers cached reads from their last good answers at once, without asking
 * WordPress (a read with none still asks: failing it at once could turn a passing blip into an
 * error page). Only silence opens it: an error status comes back fast, so it costs a render nothing
 * to wait for.
 *
 * Recovery is driven by reads alone, never by a timer: while the breaker is open, one render every
 * TRIAL_EVERY_MS asks WordPress again (the trial, see ./client.ts), and any answer to any read (an
 * error status too) closes it. A silent trial changes nothing; the next one is due TRIAL_EVERY_MS
 * after it began, not after it timed out, so the breaker outlives WordPress's silence by at most
 * that pause plus one answer, on each instance that is asked for pages. A read sent well before the
 * one whose answer closed the breaker (an earlier trial, held by the stalled WordPress) opens it no
 * more when it times out: that silence is older than the answer. (A timer is no way back: it runs
 * in the async context of the render that started it, and Next's fetch refused a probe sent from
 * there as part of that finished static render, before sending it; the breaker never closed.)
 *
 * An answer Next's data cache gives in WordPress's place closes it too (the two cannot be told
 * apart); if WordPress is still silent, a read of the same trial that reached it opens it again.
 *
 * The state is this process's own, kept on globalThis so every bundle that holds a copy of this
 * module shares it: each instance learns of an outage by one read that waited, and of the recovery
 * by one that was answered.
 */

/** Pause between two trials while WordPress is silent. */
export const TRIAL_EVERY_MS = 2_000;

type State = {
  silentSince?: number;
  lastTrialAt: number;
  /** Reads sent before this, when they time out, say nothing new: WordPress answered a later one. */
  silenceStaleBefore: number;
};
const KEY = Symbol.for('agency.wordpress-breaker');
const state = ((globalThis as { [KEY]?: State })[KEY] ??= { lastTrialAt: 0, silenceStaleBefore: 0 });

/** True while WordPress is known not to answer. */
export function wordpressSilent(): boolean {
  return state.silentSince !== undefined;
}

/**
 * While WordPress is silent: whether a trial is due. If so it is the caller's, who then asks
 * WordPress; false while WordPress answers (there is nothing to try).
 */
export function takeTrial(): boolean {
  const now = Date.now();
  if (state.silentSince === undefined || now - state.lastTrialAt < TRIAL_EVERY_MS) return false;
  state.lastTrialAt = now;
  return true;
}

/** A read sent at `askedAt` got no answer from WordPress: open the breaker (once per outage). */
export function noteSilence(reason: string, askedAt: number): void {
  if (state.silentSince !== undefined || askedAt < state.silenceStaleBefore) return;
  state.silentSince = state.lastTrialAt = Date.now();
  log('warn', 'WordPress is not answering; pages render from last good answers until it does', { reason });
}

/** WordPress answered a read sent at `askedAt` (any status): close the breaker if it was open. */
export function noteAnswer(askedAt: number): void {
  const since = state.silentSince;
  if (since === undefined) return;
  state.silentSince = undefined;
  // Trials are a pause apart; reads sent with this one (the same render) still count.
  state.silenceStaleBefore = askedAt - TRIAL_EVERY_MS / 2;
  log('info', 'WordPress answers again', { silentForMs: Date.now() - since });
}

/** Forgets an outage (tests start each case with WordPress presumed answering). */
export function closeBreakerForTests(): void {
  state.silentSince = undefined;
  state.lastTrialAt = state.silenceStaleBefore = 0;
}
