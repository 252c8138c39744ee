/** easeOutCubic progress of a count-up: fast start, gentle landing on the exact target. */
export function counterValueAt(elapsedMs: number, durationMs: number, target: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const t = elapsedMs / durationMs;
  return Math.round(target * (1 - (1 - t) ** 3));
}

/**
 * A count as India writes it (1,23,456: thousands, then pairs), the same text as
 * `Intl.NumberFormat('en-IN')` gives a whole number. Not Intl itself: building that formatter loads
 * ICU's locale data, a long task on a phone while the home page hydrates its four counters.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return new Intl.NumberFormat('en-IN').format(n);
  const digits = String(Math.abs(n));
  const head = digits.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
  return n < 0 ? `-${grouped}` : grouped;
}
