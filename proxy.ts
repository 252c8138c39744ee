import { NextResponse, type NextRequest } from 'next/server';
import { decideBlogRewrite } from '@/src/blog/rewrite';

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
      return new NextResponse(badRequestPage(decision.message), {
        status: 400,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    default:
      return NextResponse.next();
  }
}

function badRequestPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Bad request</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><h1>Bad request</h1><p>${message}</p><p><a href="/blog">Back to the blog</a></p></body></html>`;
}

export const config = {
  matcher: ['/blog', '/blog/:path*'],
};
