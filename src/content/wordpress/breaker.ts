import 'server-only';
import { log } from '@/server/log.mjs';
import { serverEnv } from '@/src/config/env';
import { pingWordPress } from './ping';

/**
 * Whether WordPress has gone silent. A page makes several WordPress reads, some one after another
 * (a post, then its related posts, then the team), and each would wait out its own timeout: a
 * render that must happen while WordPress hangs (an edit expired the page) took 8 s per read.
 *
 * So the first read that gets no answer at all (a timeout, a refused connection) opens the breaker:
 * from then on the client answers cached reads from their last good answers at once, without asking
 * WordPress (a read with none still asks: failing it at once could turn a passing blip into an
 * error page). A probe in the background asks WordPress's health endpoint every few seconds; its
 * first answer of any kind closes the breaker. Only silence opens it: an error status comes back
 * fast, so it costs a render nothing to wait for.
 *
 * The state is this process's own: each instance learns of an outage by one read that waited.
 */

/** Pause between two probes while WordPress is silent. */
export const PROBE_EVERY_MS = 3_000;

type State = { silentSince?: number; probe?: ReturnType<typeof setTimeout> };
const KEY = Symbol.for('agency.wordpress-breaker');
/** One state per process, shared by every bundle that holds a copy of this module. */
const state = ((globalThis as { [KEY]?: State })[KEY] ??= {});

/** True while WordPress is known not to answer: reads must not wait for it. */
export function wordpressSilent(): boolean {
  return state.silentSince !== undefined;
}

/** A read got no answer from WordPress: open the breaker (once) and start probing. */
export function noteSilence(reason: string): void {
  if (state.silentSince !== undefined) return;
  state.silentSince = Date.now();
  log('warn', 'WordPress is not answering; pages render from last good answers until it does', { reason });
  scheduleProbe();
}

function scheduleProbe(): void {
  state.probe = setTimeout(() => void runProbe(), PROBE_EVERY_MS);
  // A probe never keeps the process (a build, a test run) alive.
  state.probe.unref?.();
}

async function runProbe(): Promise<void> {
  const since = state.silentSince;
  if (since === undefined) return;
  const answered = (await pingWordPress(serverEnv().WORDPRESS_TIMEOUT_MS)) !== undefined;
  if (state.silentSince !== since) return;
  if (!answered) {
    scheduleProbe();
    return;
  }
  closeBreaker();
  log('info', 'WordPress answers again', { silentForMs: Date.now() - since });
}

function closeBreaker(): void {
  if (state.probe) clearTimeout(state.probe);
  state.probe = undefined;
  state.silentSince = undefined;
}

/** Forgets an outage (tests start each case with WordPress presumed answering). */
export const closeBreakerForTests = closeBreaker;
