import { notFound, permanentRedirect } from 'next/navigation';
import { scopeFromSegment, scopePath } from '@/src/blog/scope';

/** Legacy address from the home page's teasers: 308 to /blog/{category} (which 404s if unknown). */
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
  permanentRedirect(scopePath(scope));
}
