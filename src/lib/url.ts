/**
 * `decodeURIComponent` that answers null instead of throwing on malformed percent-encoding: such
 * input comes from visitors (addresses, cookies) and must never turn into a 500.
 */
export function decodeComponent(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
