import { BlogMain } from '@/components/blog/BlogMain';
import { PostDetail } from '@/components/blog/PostDetail';
import { PageHeader } from '@/components/layout/PageHeader';
import { PreviewBar } from '@/components/preview/PreviewBar';
import { categoryPath, postPath } from '@/src/blog/urls';
import { getRelatedPosts } from '@/src/content/wordpress/posts';
import { getPostPreview } from '@/src/content/wordpress/preview';
import { grantedPreview, previewMetadata } from '@/src/preview/page';
import { homeCrumb } from '@/src/seo/json-ld';

/** /preview/post/{id}: a post as WordPress has it now, to the holder of its preview grant only (the public page's components). */
export const dynamic = 'force-dynamic';
export const metadata = previewMetadata;

export default async function PostPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { item: post, status, unsavedChanges } = await grantedPreview('post', params, getPostPreview);
  const related = await getRelatedPosts(post).catch(() => []);
  return (
    <>
      <PreviewBar
        status={status}
        unsavedChanges={unsavedChanges}
        exitTo={status === 'publish' ? postPath(post) : '/blog'}
      />
      <PageHeader
        title={post.title}
        crumbs={[
          homeCrumb,
          { label: 'Blog', href: '/blog' },
          { label: post.categoryName, href: categoryPath(post.categorySlug) },
          { label: post.title },
        ]}
      />
      <BlogMain>
        <PostDetail post={post} related={related} />
      </BlogMain>
    </>
  );
}
