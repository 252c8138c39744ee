import { BlogListing } from '@/components/blog/BlogListing';
import { listingQuery, type SearchParams } from '@/src/blog/listing-address';
import { listingMetadata } from '@/src/blog/listing';
import { scopeFromTagSlug } from '@/src/blog/scope';

/** /blog/tags/{slug}: the posts carrying a tag. */
export const revalidate = 300;

type Props = { params: Promise<{ tagSlug: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props) {
  const [{ tagSlug }, query] = await Promise.all([params, searchParams]);
  return listingMetadata(scopeFromTagSlug(tagSlug), listingQuery(query));
}

export default async function TagListingPage({ params, searchParams }: Props) {
  const [{ tagSlug }, query] = await Promise.all([params, searchParams]);
  return <BlogListing scope={scopeFromTagSlug(tagSlug)} query={listingQuery(query)} />;
}
