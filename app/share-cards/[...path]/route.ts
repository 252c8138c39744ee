import { pathSegments, scopeFromSegments } from '@/src/blog/scope';
import { blogPath } from '@/src/blog/urls';
import { answerUnlessUnreadAtBuild } from '@/src/content/loaded';
import { listingCard } from '@/src/seo/og-cards';
import { noCardHere, ogImage } from '@/src/seo/og-image';

/**
 * The share card of a blog listing, at one address for all its pages and searches:
 * `/share-cards/blog`, `/share-cards/blog/{category or tag id}`,
 * `/share-cards/blog/tags/{slug}`. The whole blog's is made at build, the others on their
 * first request; kept and refreshed like the pages (ISR). An address that names no listing is a 404.
 */
export const revalidate = 300;

export function generateStaticParams() {
  return [{ path: pathSegments(blogPath) }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const scope = scopeFromSegments((await params).path);
  return answerUnlessUnreadAtBuild('share card of a blog listing', async () => {
    const card = scope && (await listingCard(scope));
    return card ? ogImage(card) : noCardHere();
  });
}
