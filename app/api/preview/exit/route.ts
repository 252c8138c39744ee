import { cookies } from 'next/headers';
import { type NextRequest } from 'next/server';
import { localPath } from '@/src/preview/refused';
import { grantCookiePrefix } from '@/src/preview/token';

/** GET /api/preview/exit?to=/path — the preview bar's exit: every preview grant dropped, then back to `to` (a local path). */
export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const jar = await cookies();
  for (const { name } of jar.getAll()) if (name.startsWith(grantCookiePrefix)) jar.delete(name);
  return new Response(null, {
    status: 307,
    headers: {
      location: localPath(request.nextUrl.searchParams.get('to')),
      'cache-control': 'private, no-store',
    },
  });
}
