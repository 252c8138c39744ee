import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogMain } from '@/components/blog/BlogMain';
import { BlogUnavailable } from '@/components/blog/BlogUnavailable';
import listingStyles from '@/components/blog/PostList.module.css';
import { PostDetail } from '@/components/blog/PostDetail';
import { PageHeader } from '@/components/layout/PageHeader';
import { loadTagPage } from '@/src/blog/post';
import { missing } from '@/src/content/loaded';
import { postPath, tagListPath, tagPagePath } from '@/src/blog/urls';
import { company } from '@/src/config/site';
import { tagSlugParams } from '@/src/blog/static-params';
import { pageMetadata } from '@/src/seo/metadata';
import { contentMessages } from '@/src/content/messages';
import { slugParam } from '@/src/lib/slug';
import { homeCrumb } from '@/src/seo/json-ld';

/** /tags/{slug}: the tag's first post with its body, then up to 2 related posts. */
export const revalidate = 300;

export const generateStaticParams = tagSlugParams;

type Props = { params: Promise<{ tagSlug: string }> };

async function loadFor(params: Props['params']) {
  const slug = slugParam((await params).tagSlug);
  return slug ? loadTagPage(slug) : missing;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadFor(params);
  if (loaded.status !== 'ok') return { title: 'Blog' };
  const { tag, post } = loaded.value;
  // The page shows the tag's newest post in full: that post's own address is the canonical one.
  // Without a post there is nothing to index.
  return pageMetadata({
    title: `${tag.name}: ${post?.title ?? 'Tag'}`,
    description: post ? post.excerptText : `Posts tagged ${tag.name} on the ${company.shortName} blog.`,
    path: post ? postPath(post) : tagPagePath(tag.slug),
    image: post?.mediaUrl,
    imageAlt: post?.mediaAlt,
    noindex: !post,
  });
}

export default async function TagPage({ params }: Props) {
  const loaded = await loadFor(params);
  if (loaded.status === 'missing') notFound();
  if (loaded.status === 'failed')
    return <BlogUnavailable message={contentMessages.postFailed} what="tag page" />;
  const { tag, post, related } = loaded.value;
  return (
    <>
      <PageHeader
        title={post?.title ?? tag.name}
        crumbs={[
          homeCrumb,
          { label: 'Blog', href: '/blog' },
          { label: tag.name, href: tagListPath(tag.slug) },
          ...(post ? [{ label: post.title }] : []),
        ]}
      />
      <BlogMain>
        {post ? (
          <PostDetail post={post} related={related} />
        ) : (
          <p className={listingStyles.empty}>{contentMessages.noPosts}</p>
        )}
      </BlogMain>
    </>
  );
}
