import { NextResponse, type NextRequest } from 'next/server';
import { decideBlogRewrite } from '@/src/blog/rewrite';
import { htmlAnswer } from '@/src/lib/html-answer';

/**
 * Keeps blog listings static: only a listing with ?search= or ?page=N is sent to the per-request
 * results route (src/blog/rewrite.ts explains why). Everything else passes straight through.
 */
export function proxy(request: NextRequest) {
  const decision = decideBlogRewrite(request.nextUrl.pathname, request.nextUrl.searchParams);
  switch (decision.type) {
    case 'rewrite':
      return NextResponse.rewrite(new URL(decision.url, request.url));
    case 'bad-request':
      return htmlAnswer({
        status: 400,
        title: 'Bad request',
        paragraphs: [decision.message],
        link: { href: '/blog', label: 'Back to the blog' },
      });
    default:
      return NextResponse.next();
  }
}

export const config = {
  matcher: ['/blog', '/blog/:path*'],
};
