import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/BlogListing';
import { BlogUnavailable } from '@/components/blog/BlogUnavailable';
import { listingMetadataFor, loadListingPage } from '@/src/blog/listing';
import { scopeFromSegment } from '@/src/blog/scope';
import { categoryOrTagParams } from '@/src/blog/static-params';
import { pageMetadata } from '@/src/seo/metadata';
import { contentMessages } from '@/src/content/messages';

/** /blog/{categoryOrTagId}: a number filters by tag id, anything else is a category slug. */
export const revalidate = 300;

export const generateStaticParams = categoryOrTagParams;

type Props = { params: Promise<{ categoryOrTagId: string }> };

export async function generateMetadata({ params }: Props) {
  const scope = scopeFromSegment((await params).categoryOrTagId);
  const meta = scope && (await listingMetadataFor(scope));
  if (!scope || !meta) return { title: 'Blog' };
  return pageMetadata({ title: meta.title, description: meta.description, path: meta.canonicalPath });
}

export default async function BlogFilterPage({ params }: Props) {
  const scope = scopeFromSegment((await params).categoryOrTagId);
  if (!scope) notFound();
  const listing = await loadListingPage(scope);
  if (!listing.ok) return <BlogUnavailable message={contentMessages.postsFailed} />;
  return <BlogListing resolved={listing.resolved} data={listing.data} />;
}
