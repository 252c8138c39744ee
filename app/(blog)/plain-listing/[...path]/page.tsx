import { BlogListing } from '@/components/blog/BlogListing';
import { blogPath } from '@/src/blog/urls';
import { unqueried } from '@/src/blog/listing-address';
import { listingMetadata } from '@/src/blog/listing';
import { pathSegments, scopeFromSegments } from '@/src/blog/scope';
import { getCategories } from '@/src/content/wordpress/taxonomies';

/**
 * A listing address that asks for no later page and no search (`/blog`, `/blog/news`,
 * `/blog/tags/react`) as a static page, refreshed with its content: the proxy rewrites such an
 * address here, its public path after the root, and the visitor's address stays as typed. The whole
 * blog and its categories are prerendered at build, tag listings on their first visit (ISR). The
 * public listing routes render the addresses with a query, per request.
 */
export const revalidate = 300;

export async function generateStaticParams() {
  const whole = { path: pathSegments(blogPath) };
  try {
    const categories = await getCategories();
    return [whole, ...categories.map((category) => ({ path: [...whole.path, category.slug] }))];
  } catch {
    return [whole];
  }
}

type Props = { params: Promise<{ path: string[] }> };

const scopeOf = async (params: Props['params']) => scopeFromSegments((await params).path);

export async function generateMetadata({ params }: Props) {
  return listingMetadata(await scopeOf(params), unqueried);
}

export default async function PlainListingPage({ params }: Props) {
  return <BlogListing scope={await scopeOf(params)} query={unqueried} />;
}
