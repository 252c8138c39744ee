import type { Metadata } from 'next';
import { company, seo } from '@/src/config/site';
import { siteUrl } from '@/src/config/env';
import type { SeoChoice } from './seo-choice';
import { pageDescription, pageTitle, shorten } from './text';

/**
 * The one metadata template of every page: a document title of at most 60 characters with the brand,
 * a description of 50 to 160, the canonical address, and Open Graph and X cards. The shared image is
 * the page's own picture when it has one (a post's featured image, a project's main image), else
 * the card its route segment generates (`opengraph-image.tsx`). What editors chose in WordPress
 * (`seo`: their own fields, or Yoast SEO's) replaces the generated title, description and image,
 * held to the same limits.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  imageAlt,
  noindex,
  seo: chosen = {},
}: {
  /** The page's title without the brand. */
  title: string;
  description?: string;
  path: string;
  /** A site-relative image address (never WordPress's own host). */
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  seo?: SeoChoice;
}): Metadata {
  const desc = pageDescription(chosen.description || description);
  // An editor's title is the whole document title, brand included, as search results show it.
  const documentTitle = chosen.title ? shorten(chosen.title, seo.titleMax) : pageTitle(title);
  const shareTitle = chosen.title ? documentTitle : shorten(title, seo.titleMax);
  const picture = chosen.image ?? (image ? { src: image, alt: imageAlt } : undefined);
  const images = picture ? [{ url: picture.src, alt: picture.alt || shareTitle }] : undefined;
  return {
    title: { absolute: documentTitle },
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
