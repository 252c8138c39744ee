import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/BlogListing';
import { BlogUnavailable } from '@/components/blog/BlogUnavailable';
import { listingMetadataFor, loadListingPage } from '@/src/blog/listing';
import { scopeFromTagSlug } from '@/src/blog/scope';
import { tagSlugParams } from '@/src/blog/static-params';
import { pageMetadata } from '@/src/seo/metadata';
import { contentMessages } from '@/src/content/messages';

/** /blog/tags/{slug}: the posts carrying a tag. */
export const revalidate = 300;

export const generateStaticParams = tagSlugParams;

type Props = { params: Promise<{ tagSlug: string }> };

export async function generateMetadata({ params }: Props) {
  const scope = scopeFromTagSlug((await params).tagSlug);
  const meta = scope && (await listingMetadataFor(scope));
  if (!scope || !meta) return { title: 'Blog' };
  return pageMetadata({ title: meta.title, description: meta.description, path: meta.canonicalPath });
}

export default async function TagListingPage({ params }: Props) {
  const scope = scopeFromTagSlug((await params).tagSlug);
  if (!scope) notFound();
  const listing = await loadListingPage(scope);
  if (!listing.ok) return <BlogUnavailable message={contentMessages.postsFailed} />;
  return <BlogListing resolved={listing.resolved} data={listing.data} />;
}
