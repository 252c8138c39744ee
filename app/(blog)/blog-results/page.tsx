import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/BlogListing';
import { BlogUnavailable } from '@/components/blog/BlogUnavailable';
import { loadListingPage } from '@/src/blog/listing';
import { parsePageParam } from '@/src/blog/rewrite';
import { decodeScope, scopePath } from '@/src/blog/scope';
import { normaliseSearch } from '@/src/content/wordpress/posts';
import { contentMessages } from '@/src/content/messages';

/**
 * Internal route: proxy.ts rewrites listings with ?search= or ?page=N here, keeping the public
 * address. Rendered per request (its WordPress reads still come from the data cache).
 */
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const scope = decodeScope(first((await searchParams).scope)) ?? { kind: 'all' };
  return {
    title: 'Blog',
    robots: { index: false, follow: true },
    alternates: { canonical: scopePath(scope) },
  };
}

export default async function BlogResultsPage({ searchParams }: Props) {
  const params = await searchParams;
  const scope = decodeScope(first(params.scope));
  const page = parsePageParam(first(params.page) ?? null);
  if (!scope || page === null) notFound();
  const search = normaliseSearch(first(params.search));
  const listing = await loadListingPage(scope, page, search);
  if (!listing.ok) return <BlogUnavailable message={contentMessages.postsFailed} />;
  return <BlogListing resolved={listing.resolved} data={listing.data} search={search} />;
}
