import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { BlogMain } from '@/components/blog/BlogMain';
import { BlogUnavailable } from '@/components/blog/BlogUnavailable';
import { PostDetail } from '@/components/blog/PostDetail';
import styles from '@/components/blog/PostDetail.module.css';
import { PageHeader } from '@/components/layout/PageHeader';
import { loadPost, loadPostOrRedirect, movedPostPath } from '@/src/blog/post';
import { categoryPath, postPath } from '@/src/blog/urls';
import { blog } from '@/src/config/site';
import { getPostIndex } from '@/src/content/wordpress/posts';
import { slugParam } from '@/src/lib/slug';
import { contentMessages } from '@/src/content/messages';
import { teamMemberForAuthor, teamOrNone } from '@/src/content/team';
import { blogPostingJsonLd } from '@/src/seo/blog-json-ld';
import { JsonLd } from '@/src/seo/JsonLd';
import { pageMetadata } from '@/src/seo/metadata';
import { homeCrumb } from '@/src/seo/json-ld';

/**
 * /blog/{category}/{slug}: a post. The newest are prerendered at build, so build time does not grow
 * with the blog; older posts render on their first visit and are cached from then on (ISR).
 */
export const revalidate = 300;

export async function generateStaticParams() {
  try {
    return (await getPostIndex({ limit: blog.prerenderedPosts })).map((p) => ({
      categoryOrTagId: p.categorySlug,
      postSlug: p.slug,
    }));
  } catch {
    return [];
  }
}

type Props = { params: Promise<{ categoryOrTagId: string; postSlug: string }> };

/** The address's post slug and the category it names (null when the segment cannot be one). */
async function addressOf(params: Props['params']) {
  const { categoryOrTagId, postSlug } = await params;
  return { slug: slugParam(postSlug), category: slugParam(categoryOrTagId) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, category } = await addressOf(params);
  const loaded = slug ? await loadPost(slug) : null;
  if (loaded?.status !== 'ok') return { title: 'Blog' };
  const { post } = loaded.value;
  const base = pageMetadata({
    title: post.title,
    description: post.excerptText,
    path: postPath(post),
    image: post.mediaUrl,
    imageAlt: post.mediaAlt,
    noindex: category !== post.categorySlug,
    seo: post.seo,
  });
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: post.date,
      modifiedTime: post.modified,
      section: post.categoryName,
    },
  };
}

export default async function PostPage({ params }: Props) {
  const { slug, category } = await addressOf(params);
  if (!slug) notFound();
  const loaded = await loadPostOrRedirect(slug);
  if (loaded.status === 'failed')
    return <BlogUnavailable message={contentMessages.postFailed} what={`post ${slug}`} />;
  const { post, related } = loaded.value;
  const crumbs = [
    homeCrumb,
    { label: 'Blog', href: '/blog' },
    { label: post.categoryName, href: categoryPath(post.categorySlug) },
    { label: post.title },
  ];

  if (category !== post.categorySlug) {
    const moved = category && (await movedPostPath(slug, category));
    if (moved) permanentRedirect(moved);
    return (
      <>
        <PageHeader title={post.title} crumbs={crumbs} />
        <BlogMain>
          <div className={styles.notice} role="alert">
            <p>This post belongs to a different category</p>
            <Link href={postPath(post)}>
              Read “{post.title}” in {post.categoryName}
            </Link>
          </div>
        </BlogMain>
      </>
    );
  }

  return (
    <>
      <PageHeader title={post.title} crumbs={crumbs} />
      <BlogMain>
        <PostDetail post={post} related={related} />
        <JsonLd
          data={blogPostingJsonLd(
            post,
            post.author ? teamMemberForAuthor(await teamOrNone(), post.author) : undefined,
          )}
        />
      </BlogMain>
    </>
  );
}
