import { BlogListing } from '@/components/blog/BlogListing';
import { BlogUnavailable } from '@/components/blog/BlogUnavailable';
import { loadListingPage } from '@/src/blog/listing';
import { staticPageMetadata } from '@/src/seo/pages';
import { contentMessages } from '@/src/content/messages';

/** Static with ISR; searches and later pages are served by /blog-results (see proxy.ts). */
export const revalidate = 300;

export const metadata = staticPageMetadata('/blog');

export default async function BlogPage() {
  const listing = await loadListingPage({ kind: 'all' });
  if (!listing.ok) return <BlogUnavailable message={contentMessages.postsFailed} />;
  return <BlogListing resolved={listing.resolved} data={listing.data} />;
}
