import { PageHeader } from '@/components/layout/PageHeader';
import type { ListingData, ResolvedScope } from '@/src/blog/listing';
import { BlogMain } from './BlogMain';
import { PostList } from './PostList';
import styles from './BlogListing.module.css';

/** A blog listing screen: header with breadcrumb, optional search summary, the post list. */
export function BlogListing({
  resolved,
  data,
  search,
}: {
  resolved: ResolvedScope;
  data: ListingData;
  search?: string;
}) {
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
            {!data.failed && (
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
          failed={data.failed}
        />
      </BlogMain>
    </>
  );
}
