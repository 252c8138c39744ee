/**
 * Waits for the machine to be quiet: the bench's browser and servers share its cores, so a page the
 * server is still making (a stale page regenerated on a view, or its best Brotli made in the
 * background) would slow the browser's measured load, which on a visitor's phone it never does.
 */
import { readFileSync } from 'node:fs';

/**
 * The CPU time counters of the whole machine, in clock ticks.
 * @returns {{ busy: number, total: number }}
 */
function cpuTicks() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Resolves once the machine's busy share over a window of `windowMs` is at most `busyShare`, or when
 * `timeoutMs` has passed; says which.
 * @param {{ busyShare?: number, windowMs?: number, timeoutMs?: number }} [options]
 * @returns {Promise<{ quiet: boolean, busyShare: number, waitedMs: number }>}
 */
export async function waitForQuietMachine({ busyShare = 0.1, windowMs = 1000, timeoutMs = 30_000 } = {}) {
  const start = Date.now();
  let before = cpuTicks();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const now = cpuTicks();
    const share = now.total > before.total ? (now.busy - before.busy) / (now.total - before.total) : 0;
    const waitedMs = Date.now() - start;
    if (share <= busyShare) return { quiet: true, busyShare: share, waitedMs };
    if (waitedMs >= timeoutMs) return { quiet: false, busyShare: share, waitedMs };
    before = now;
  }
}
