/** easeOutCubic progress of a count-up: fast start, gentle landing on the exact target. */
export function counterValueAt(elapsedMs: number, durationMs: number, target: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const t = elapsedMs / durationMs;
  return Math.round(target * (1 - (1 - t) ** 3));
}
