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

/**
 * True when the visitor reached the site over HTTPS: directly, or through a proxy that terminated
 * TLS and said so (X-Forwarded-Proto). Cookies set for such a visitor are marked Secure.
 */
export function isHttpsRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(request.url).protocol === 'https:';
}
