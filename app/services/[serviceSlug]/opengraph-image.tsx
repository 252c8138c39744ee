import { company } from '@/src/config/site';
import { serviceCard } from '@/src/seo/og-cards';
import { noCardHere, ogImage, ogImageContentType, ogImageSize } from '@/src/seo/og-image';

export const alt = `A service of ${company.shortName}`;
export const size = ogImageSize;
export const contentType = ogImageContentType;

/** Rendered on first request (none at build: services live in WordPress). */
export function generateStaticParams(): { serviceSlug: string }[] {
  return [];
}

export const revalidate = 300;

export default async function Image({ params }: { params: Promise<{ serviceSlug: string }> }) {
  const card = await serviceCard((await params).serviceSlug);
  return card ? ogImage(card) : noCardHere();
}
