import { company } from '@/src/config/site';
import { careersCard } from '@/src/seo/og-cards';
import { ogImage, ogImageContentType, ogImageSize } from '@/src/seo/og-image';

export const alt = `Careers at ${company.shortName}`;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const revalidate = 300;

export default async function Image() {
  return ogImage(await careersCard());
}
