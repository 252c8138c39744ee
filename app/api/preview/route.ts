import { draftMode } from 'next/headers';
import { type NextRequest } from 'next/server';
import { serverEnv } from '@/src/config/env';
import { refusedPreviewPage } from '@/src/preview/refused';
import { checkPreview, previewPath } from '@/src/preview/token';

/**
 * GET /api/preview?type=post|career&id=N&expires=T&sig=HMAC — where WordPress's Preview button
 * leads (the must-use plugin signs the address). A valid address turns on draft mode and sends the
 * editor to the preview page; an expired, forged or malformed one answers 401 with a way back.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const check = checkPreview(request.nextUrl.searchParams, serverEnv().REVALIDATE_SECRET);
  if (!check.ok) return refusedPreviewPage(check.reason, request.nextUrl.searchParams.get('id'));
  (await draftMode()).enable();
  return new Response(null, {
    status: 307,
    headers: { location: previewPath(check.preview), 'cache-control': 'private, no-store' },
  });
}
