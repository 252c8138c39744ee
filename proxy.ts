import { NextResponse, type NextRequest } from 'next/server';
import {
  isPlainListingPath,
  listingAddressProblem,
  listingSearchTerm,
  plainListingPath,
  plainListingRoot,
} from '@/src/blog/listing-address';
import { searchLimitPage, searchRefused } from '@/src/blog/search-limit';
import { htmlAnswer } from '@/src/lib/html-answer';
import { redirectTarget } from '@/src/redirects/rules';
import { redirectFor } from '@/src/redirects/table';

/**
 * Runs before every page route: first the redirects editors keep in WordPress (a 301/302 to their
 * target, or a 410 page), then the refusal of a blog listing address with a malformed page number
 * (a 400 saying why: a route can only answer 404, and this is the visitor's mistake), then the
 * visitor's allowance of searches (a 429 page keeping the term, before any WordPress query), then
 * the rewrite of a listing address that asks for no later page and no search to its static page.
 *
 * The rewrite goes that way round, not the other: the router reuses a route it knows for an address
 * that differs only in its query, and would show a cached static listing for a search. A rewritten
 * address is never reused so, and a search always asks the server.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const rule = await redirectFor(pathname);
  if (rule) {
    const target = redirectTarget(rule, search);
    // Next answers a same-origin target with a relative Location, so the public origin stays the
    // reverse proxy's rather than the one Next sees.
    if (target) return NextResponse.redirect(new URL(target, request.url), rule.status);
    return htmlAnswer({
      status: 410,
      title: 'This page has gone',
      paragraphs: ['What was here has been removed for good.'],
      link: { href: '/', label: 'Go to the home page' },
    });
  }
  const problem = listingAddressProblem(pathname, searchParams);
  if (problem) {
    return htmlAnswer({
      status: 400,
      title: 'Bad request',
      paragraphs: [problem],
      link: { href: '/blog', label: 'Back to the blog' },
    });
  }
  const term = listingSearchTerm(pathname, searchParams);
  if (term) {
    const wait = await searchRefused(request);
    if (wait !== null) return searchLimitPage(pathname, term, wait);
  }
  // Only a rewrite may reach the plain-listing route; its bare root has no page, so a direct visit
  // gets the site's own 404 page.
  if (isPlainListingPath(pathname)) return NextResponse.rewrite(new URL(plainListingRoot, request.url));
  const plain = plainListingPath(pathname, searchParams);
  return plain ? NextResponse.rewrite(new URL(plain, request.url)) : NextResponse.next();
}

export const config = {
  // Every page address; not the build's assets, the API, media or the files Next generates.
  matcher: ['/((?!_next/|api/|uploads/|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|feed\\.xml).*)'],
};
