import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/PageHeader';
import { loadListingScreen } from '@/src/blog/listing';
import type { ListingScope } from '@/src/blog/scope';
import { contentMessages } from '@/src/content/messages';
import { RenderFailed } from '@/components/status/RenderFailed';
import { BlogMain } from './BlogMain';
import { BlogUnavailable } from './BlogUnavailable';
import { NoResultsHelp } from './NoResultsHelp';
import { PostList } from './PostList';
import styles from './BlogListing.module.css';

/**
 * A blog listing screen, rendered for the address's own query: header with breadcrumb, the search
 * summary when searching, and the post list up to the asked page. An unknown scope is the 404 page.
 */
export async function BlogListing({
  scope,
  query,
}: {
  scope: ListingScope | null;
  query: { page: number; search?: string };
}) {
  if (!scope) notFound();
  const loaded = await loadListingScreen(scope, query);
  if (loaded.status === 'missing') notFound();
  if (loaded.status === 'failed')
    return <BlogUnavailable message={contentMessages.postsFailed} what="blog listing scope" />;
  const { resolved, list, search } = loaded.value;
  const data =
    list.status === 'ok' ? list.value : { posts: [], firstPage: 1, page: 1, totalPages: 0, total: 0 };
  const crumbs = search
    ? [
        ...resolved.crumbs.slice(0, -1),
        { ...resolved.crumbs.at(-1)!, href: resolved.path },
        { label: 'Search' },
      ]
    : resolved.crumbs;
  return (
    <>
      <PageHeader title={resolved.title} crumbs={crumbs} />
      <BlogMain>
        {search && (
          <div className={styles.searchSummary}>
            <h2 className={styles.searchHeading}>
              Search results for <mark>{search}</mark>
            </h2>
            {list.status === 'ok' && (
              <p>
                {data.total} {data.total === 1 ? 'post' : 'posts'} found.{' '}
                <a href={resolved.path}>Clear search</a>
              </p>
            )}
          </div>
        )}
        {!search && <h2 className="visually-hidden">Posts</h2>}
        <PostList
          key={`${resolved.path}|${search ?? ''}|${data.page}`}
          posts={data.posts}
          firstPage={data.firstPage}
          page={data.page}
          totalPages={data.totalPages}
          basePath={resolved.path}
          search={search}
          category={resolved.query.category}
          tag={resolved.query.tag}
          failed={list.status === 'failed'}
        />
        {list.status === 'failed' && <RenderFailed what="blog listing" />}
        {search && list.status === 'ok' && data.total === 0 && <NoResultsHelp search={search} />}
      </BlogMain>
    </>
  );
}
