import { BlogListing } from '@/components/blog/BlogListing';
import { listingQuery, type SearchParams } from '@/src/blog/listing-address';
import { listingMetadata } from '@/src/blog/listing';
import { scopeFromSegment } from '@/src/blog/scope';

/** /blog/{categoryOrTagId}: a number filters by tag id, anything else is a category slug. */
export const revalidate = 300;

type Props = { params: Promise<{ categoryOrTagId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props) {
  const [{ categoryOrTagId }, query] = await Promise.all([params, searchParams]);
  return listingMetadata(scopeFromSegment(categoryOrTagId), listingQuery(query));
}

export default async function BlogFilterPage({ params, searchParams }: Props) {
  const [{ categoryOrTagId }, query] = await Promise.all([params, searchParams]);
  return <BlogListing scope={scopeFromSegment(categoryOrTagId)} query={listingQuery(query)} />;
}
