import { notFound, permanentRedirect } from 'next/navigation';
import { BlogUnavailable } from '@/components/blog/BlogUnavailable';
import { scopeFromSegment, scopePath } from '@/src/blog/scope';
import { load } from '@/src/content/loaded';
import { contentMessages } from '@/src/content/messages';
import { getCategoryBySlug } from '@/src/content/wordpress/taxonomies';

/** Legacy address from the home page's teasers: 308 to /blog/{category}, or the 404 page for no category. */
export const revalidate = 300;

/** No address is built ahead: each is resolved on first visit, then cached (ISR). */
export function generateStaticParams() {
  return [];
}

export default async function LegacyCategoryRedirect({
  params,
}: {
  params: Promise<{ categorySlug: string }>;
}) {
  const scope = scopeFromSegment((await params).categorySlug);
  if (!scope || scope.kind !== 'category') notFound();
  const what = `category ${scope.slug}`;
  const loaded = await load(what, () => getCategoryBySlug(scope.slug));
  if (loaded.status === 'failed')
    return <BlogUnavailable message={contentMessages.postsFailed} what={what} />;
  if (!loaded.value) notFound();
  permanentRedirect(scopePath(scope));
}
