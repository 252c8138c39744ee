import type { Metadata } from 'next';
import { company, siteUrl } from '@/src/config/site';

/** Per-page metadata with a canonical URL and Open Graph defaults. */
export function pageMetadata({
  title,
  description,
  path,
  image,
  noindex,
}: {
  title?: string;
  description?: string;
  path: string;
  image?: string;
  noindex?: boolean;
}): Metadata {
  const desc = description ?? company.description;
  return {
    ...(title ? { title } : {}),
    description: desc,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: company.shortName,
      url: `${siteUrl}${path}`,
      title: title ?? company.title,
      description: desc,
      ...(image ? { images: [{ url: image }] } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
