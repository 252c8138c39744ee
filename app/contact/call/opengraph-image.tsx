import { ogImageContentType, ogImageSize } from '@/src/seo/og-image';
import { ogAlt, staticPageOgImage } from '@/src/seo/pages';

export const alt = ogAlt('/contact/call');
export const size = ogImageSize;
export const contentType = ogImageContentType;

export default function Image() {
  return staticPageOgImage('/contact/call');
}
