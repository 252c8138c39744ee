'use client';
import { splitComponent } from '@/components/widgets/lib/splitComponent';
import type { PostListProps } from './PostList';

/** The post list with Load More in its own chunk; the server's list and ?page= link work meanwhile. */
export const PostListIsland = splitComponent<PostListProps>(() =>
  import('./PostList').then((m) => m.PostList),
);
