import { NextResponse, type NextRequest } from 'next/server';
import { listingAddressProblem } from '@/src/blog/listing-address';
import { htmlAnswer } from '@/src/lib/html-answer';

/**
 * Refuses a blog listing address with a malformed page number (`/blog?page=abc`) with a 400 and a
 * page saying why: a route can only answer 404, and this is the visitor's mistake, not a missing page.
 */
export function proxy(request: NextRequest) {
  const problem = listingAddressProblem(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!problem) return NextResponse.next();
  return htmlAnswer({
    status: 400,
    title: 'Bad request',
    paragraphs: [problem],
    link: { href: '/blog', label: 'Back to the blog' },
  });
}

export const config = {
  matcher: ['/blog', '/blog/:path*'],
};
