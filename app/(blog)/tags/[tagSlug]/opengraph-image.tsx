import { company } from '@/src/config/site';
import { tagPageCard } from '@/src/seo/og-cards';
import { noCardHere, ogImage, ogImageContentType, ogImageSize } from '@/src/seo/og-image';

export const alt = `Articles on the ${company.shortName} blog`;
export const size = ogImageSize;
export const contentType = ogImageContentType;

/** Rendered on first request, then kept and refreshed like the pages (ISR). */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ tagSlug: string }> }) {
  const card = await tagPageCard((await params).tagSlug);
  return card ? ogImage(card) : noCardHere();
}
