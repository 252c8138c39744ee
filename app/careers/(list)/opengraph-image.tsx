import { company } from '@/src/config/site';
import { answerUnlessUnreadAtBuild } from '@/src/content/loaded';
import { careersCard } from '@/src/seo/og-cards';
import { ogImage, ogImageContentType, ogImageSize } from '@/src/seo/og-image';

export const alt = `Careers at ${company.shortName}`;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const revalidate = 300;

export default function Image() {
  return answerUnlessUnreadAtBuild('share card of the careers', async () => ogImage(await careersCard()));
}
