import { serviceBrochure } from '@/src/content/service-brochure';
import { slugParam } from '@/src/lib/slug';

/**
 * A service's brochure, made from the service as editors keep it (src/content/services/brochure-pdf.ts),
 * or a redirect to the PDF an editor uploaded instead. Rendered on first request and kept like the
 * service's page; an editor's save expires both through the services' cache tag.
 */
export const revalidate = 300;

/** None at build time: services live in WordPress. */
export function generateStaticParams(): { serviceSlug: string }[] {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ serviceSlug: string }> }) {
  const slug = slugParam((await params).serviceSlug);
  const brochure = slug ? await serviceBrochure(slug) : null;
  if (!brochure) {
    return new Response('There is no service at this address.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  if ('upload' in brochure)
    return new Response(null, { status: 307, headers: { Location: brochure.upload } });
  return new Response(new Uint8Array(brochure.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${brochure.file}"`,
    },
  });
}
