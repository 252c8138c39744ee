import { type NextRequest } from 'next/server';
import { serverEnv } from '@/src/config/env';
import { isHttpsRequest } from '@/src/lib/url';
import { refusedPreviewPage } from '@/src/preview/refused';
import { checkPreview, grantCookie, previewPath } from '@/src/preview/token';

/**
 * GET /api/preview?type=post|career&id=N&expires=T&sig=HMAC — where WordPress's Preview button
 * leads (the must-use plugin signs the address). A valid address grants a cookie for that one item,
 * expiring with the link, and sends the editor to the preview page; an expired, forged or malformed
 * one answers 401.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const secret = serverEnv().REVALIDATE_SECRET;
  const check = checkPreview(request.nextUrl.searchParams, secret);
  if (!check.ok || !secret) return refusedPreviewPage(check.ok ? 'off' : check.reason);
  const grant = grantCookie(check.preview, secret);
  const cookie = [
    `${grant.name}=${grant.value}`,
    'Path=/',
    `Max-Age=${grant.maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttpsRequest(request) ? ['Secure'] : []),
  ].join('; ');
  return new Response(null, {
    status: 307,
    headers: {
      location: previewPath(check.preview),
      'set-cookie': cookie,
      'cache-control': 'private, no-store',
    },
  });
}
