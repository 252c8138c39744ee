import { revalidatePath, revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { clientAddress } from '@/src/lib/client-address';
import { allowRequest, callSitemapFunction, claimRefresh } from '@/src/revalidation/sitemap-refresh';
import { TAGS } from '@/src/content/wordpress/cache-tags';
import { isSameOrigin } from '@/src/forms/server/guard';

/**
 * POST /api/sitemap — the /updateblogsitemap page's refresh. 403 from another site (like the forms:
 * no page elsewhere may make visitors' browsers trigger it), 429 when one client asks too often.
 */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) {
    return Response.json({ ok: false, error: 'Only this website may refresh the sitemap.' }, { status: 403 });
  }
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
