/**
 * The visitor's address, for per-client rate limits. The production server (server/index.mjs) puts
 * the socket's address in X-Forwarded-For, unless TRUST_PROXY=1 says a reverse proxy sits in front:
 * then that proxy appended the address it saw to the header. Either way the last hop is the one we
 * can trust; earlier hops are whatever the client chose to send.
 */
export function clientAddress(request: Request): string {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? 'unknown';
}
