/**
 * The home portfolio teaser links /project-details.html; its screen is not specified, so it
 * redirects permanently to the portfolio (docs/decisions.md: no link leads to a 404). A relative Location keeps it host-independent.
 */
export const dynamic = 'force-static';

export function GET() {
  return new Response(null, { status: 308, headers: { Location: '/portfolio' } });
}
