import { notFound, permanentRedirect } from 'next/navigation';
import { BlogUnavailable } from '@/components/blog/BlogUnavailable';
import { loadPostOrRedirect } from '@/src/blog/post';
import { postPath } from '@/src/blog/urls';
import { contentMessages } from '@/src/content/messages';
import { slugParam } from '@/src/lib/slug';

/** Legacy address from the home page's teasers: 308 to the post's canonical /blog/{category}/{slug}. */
export const revalidate = 300;

/** No address is built ahead: each is resolved on first visit, then cached (ISR). */
export function generateStaticParams() {
  return [];
}

export default async function LegacyPostRedirect({ params }: { params: Promise<{ postSlug: string }> }) {
  const slug = slugParam((await params).postSlug);
  if (!slug) notFound();
  const loaded = await loadPostOrRedirect(slug);
  if (loaded.status === 'failed')
    return <BlogUnavailable message={contentMessages.postFailed} what={`post ${slug}`} />;
  permanentRedirect(postPath(loaded.value.post));
}
