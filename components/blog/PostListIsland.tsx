'use client';
import { lazy, Suspense } from 'react';
import type { PostListProps } from './PostList';

const PostList = lazy(() => import('./PostList').then((m) => ({ default: m.PostList })));

/**
 * The listing with Load More (PostList) as a chunk of its own rather than part of the page's first
 * load: the server HTML holds every card and a working `?page=N+1` link, and React hydrates it once
 * the chunk has arrived.
 */
export function PostListIsland(props: PostListProps) {
  return (
    <Suspense fallback={null}>
      <PostList {...props} />
    </Suspense>
  );
}
