import { company } from '@/src/config/site';
import { services } from '@/src/content/services';
import { serviceCard } from '@/src/seo/og-cards';
import { ogImage, ogImageContentType, ogImageSize } from '@/src/seo/og-image';

export const alt = `A service of ${company.shortName}`;
export const size = ogImageSize;
export const contentType = ogImageContentType;

/** Rendered once per service at build. */
export function generateStaticParams() {
  return services.map((s) => ({ serviceSlug: s.slug }));
}

export default async function Image({ params }: { params: Promise<{ serviceSlug: string }> }) {
  return ogImage(await serviceCard((await params).serviceSlug));
}
