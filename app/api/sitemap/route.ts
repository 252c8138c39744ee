import { revalidatePath, revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { clientAddress } from '@/src/lib/client-address';
import { allowRequest, callSitemapFunction, claimRefresh } from '@/src/revalidation/sitemap-refresh';
import { TAGS } from '@/src/content/wordpress/cache-tags';

/** POST /api/sitemap — the /updateblogsitemap page's refresh. 429 when one client asks too often. */
export async function POST(request: NextRequest) {
  const client = clientAddress(request);
  if (!(await allowRequest(client))) {
    return Response.json(
      { ok: false, error: 'Too many requests. Please wait a minute.' },
      { status: 429, headers: { 'retry-after': '60' } },
    );
  }
  if (!(await claimRefresh())) return Response.json({ ok: true, refreshed: 'recently' });
  try {
    // Only the address list: a visitor may trigger this, and must not be able to expire every page.
    revalidateTag(TAGS.postIndex, 'max');
    revalidatePath('/sitemap.xml');
    const external = await callSitemapFunction();
    return Response.json({ ok: true, refreshed: 'now', external });
  } catch (error) {
    console.error('[sitemap] refresh failed:', (error as Error).message);
    return Response.json({ ok: false, error: 'The sitemap service did not answer.' }, { status: 502 });
  }
}
