import { company } from '@/src/config/site';
import { careerCard } from '@/src/seo/og-cards';
import { noCardHere, ogImage, ogImageContentType, ogImageSize } from '@/src/seo/og-image';

export const alt = `An open position at ${company.shortName}`;
export const size = ogImageSize;
export const contentType = ogImageContentType;

/** Rendered on first request, then kept and refreshed like the pages (ISR). */
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export default async function Image({ params }: { params: Promise<{ careerSlug: string }> }) {
  const card = await careerCard((await params).careerSlug);
  return card ? ogImage(card) : noCardHere();
}
