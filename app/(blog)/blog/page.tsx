import { BlogListing } from '@/components/blog/BlogListing';
import { listingQuery, type SearchParams } from '@/src/blog/listing-address';
import { listingMetadata } from '@/src/blog/listing';

/** Every post; `?search=` and `?page=N` are read here (the WordPress reads come from the data cache). */
export const revalidate = 300;

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return listingMetadata({ kind: 'all' }, listingQuery(await searchParams));
}

export default async function BlogPage({ searchParams }: Props) {
  return <BlogListing scope={{ kind: 'all' }} query={listingQuery(await searchParams)} />;
}
