import type { Metadata } from 'next';
import { company, seo } from '@/src/config/site';
import { siteUrl } from '@/src/config/env';
import { pageDescription, pageTitle, shorten } from './text';

/**
 * The one metadata template of every page: a document title of at most 60 characters with the brand,
 * a description of 50 to 160, the canonical address, and Open Graph and X cards. The shared image is
 * the page's own picture when it has one (a post's featured image, a project's main image), else
 * the card its route segment generates (`opengraph-image.tsx`).
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  imageAlt,
  noindex,
}: {
  /** The page's title without the brand. */
  title: string;
  description?: string;
  path: string;
  /** A site-relative image address (never WordPress's own host). */
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
}): Metadata {
  const desc = pageDescription(description);
  const shareTitle = shorten(title, seo.titleMax);
  const images = image ? [{ url: image, alt: imageAlt || shareTitle }] : undefined;
  return {
    title: { absolute: pageTitle(title) },
    description: desc,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: company.shortName,
      locale: 'en_IN',
      url: `${siteUrl}${path}`,
      title: shareTitle,
      description: desc,
      ...(images ? { images } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      site: seo.twitterHandle,
      creator: seo.twitterHandle,
      title: shareTitle,
      description: desc,
      ...(images ? { images } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
