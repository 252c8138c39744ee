import { draftMode } from 'next/headers';
import { type NextRequest } from 'next/server';
import { localPath } from '@/src/preview/refused';

/** GET /api/preview/exit?to=/path — the preview bar's exit: draft mode off, then back to `to` (a local path). */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  return new Response(null, {
    status: 307,
    headers: {
      location: localPath(request.nextUrl.searchParams.get('to')),
      'cache-control': 'private, no-store',
    },
  });
}
