import 'server-only';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import { log } from '@/server/log.mjs';
import { serverEnv } from '@/src/config/env';
import { UNREAD_AT_BUILD_FILE } from '@/src/content/unread-at-build.mjs';

/**
 * How WordPress is read while `next build` prerenders pages. A build must never fail because
 * WordPress answers slowly: a fresh embedded WordPress (PHP in WebAssembly on a small machine) takes
 * seconds per answer while the build asks for many at once. So during a build reads go a few at a
 * time (a read waiting its turn has not started its clock), each waits long, and one that got no
 * answer or a 5xx/429 is tried again after a pause. The breaker of a running site (./breaker.ts)
 * plays no part: there is no visitor waiting, only a build that can afford patience.
 *
 * WordPress that did not answer before the build began (BUILD_WITHOUT_WORDPRESS, which the build
 * script sets after waiting for it) is not asked at all, and after several reads in a row got
 * nothing despite every attempt the rest of the build asks once each: a build against a WordPress
 * that is really down finishes in minutes. A read that still fails is noted, and a build with such
 * a note keeps none of its pages: each renders on its first visit (server/build-seeds.mjs).
 */

/** True inside `next build` (Next sets the phase for the build and its workers). */
export const duringBuild = (): boolean => process.env.NEXT_PHASE === 'phase-production-build';

/** A build read's patience: longer than the slowest runner's answer under a build's load. */
export const BUILD_READ_TIMEOUT_MS = 30_000;
/** Pauses before the second and third attempt. */
export const BUILD_RETRY_PAUSES_MS = [2_000, 6_000] as const;
/**
 * Reads in flight at once per build worker: enough that a WordPress slow to answer each does not
 * hold the build for long, few enough that one answering two to four at a time (the embedded
 * runners, about a second each) answers each well within its timeout.
 */
const BUILD_READS_AT_ONCE = 12;
/** Reads in a row that exhausted their attempts before the rest of the build asks only once each. */
const GIVE_UP_AFTER = 3;

const queue = pLimit(BUILD_READS_AT_ONCE);
let exhaustedInARow = 0;

/** What a failed attempt was, for deciding whether another is worth it. */
export type AttemptFailure = { answered: boolean; status?: number };

/** The build read's timeout: the configured one when that is longer still. */
export const buildReadTimeoutMs = (): number =>
  Math.max(BUILD_READ_TIMEOUT_MS, serverEnv().WORDPRESS_TIMEOUT_MS);

/** WordPress is not to be asked during this build. */
export const buildWithoutWordPress = (): boolean => serverEnv().BUILD_WITHOUT_WORDPRESS;

/**
 * Runs `attempt` in the build's queue, again after a pause while it fails in a way another attempt
 * may get past (`transient` says which), and gives its last failure when attempts run out.
 */
export async function readDuringBuild<T>(
  what: string,
  attempt: () => Promise<T>,
  transient: (error: unknown) => boolean,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  const pauses = exhaustedInARow >= GIVE_UP_AFTER ? [] : BUILD_RETRY_PAUSES_MS;
  for (let tried = 0; ; tried += 1) {
    try {
      const value = await queue(attempt);
      exhaustedInARow = 0;
      return value;
    } catch (error) {
      if (!transient(error)) {
        exhaustedInARow = 0;
        throw error;
      }
      if (tried >= pauses.length) {
        exhaustedInARow += 1;
        throw error;
      }
      log('warn', 'WordPress did not answer a build read; trying again', {
        path: what,
        reason: (error as Error).message,
        inSeconds: pauses[tried]! / 1000,
      });
      // Outside the queue: other reads go on meanwhile.
      await sleep(pauses[tried]!);
    }
  }
}

/**
 * A build read got no live answer (it failed, or a last good answer from before stood in): noted in
 * the build folder, so the build keeps none of its pages. Several build workers may append at once.
 */
export function noteUnreadAtBuild(what: string): void {
  try {
    appendFileSync(
      path.join(/*turbopackIgnore: true*/ process.cwd(), serverEnv().NEXT_DIST_DIR, UNREAD_AT_BUILD_FILE),
      `${what}\n`,
    );
  } catch (error) {
    log('warn', 'could not note a WordPress read the build could not make', { error });
  }
}
