'use client';

import { useEffect, useRef, useState } from 'react';
import type { PostSummary } from '@/src/blog/summary';
import { PostCard } from './PostCard';
import styles from './PostList.module.css';
import { contentMessages } from '@/src/content/messages';
import { searchLimitMessage } from '@/src/shell/search';

export type PostListProps = {
  posts: PostSummary[];
  /** First page shown: above 1 (a deep `?page=N` address), a link leads to the newer posts. */
  firstPage?: number;
  page: number;
  totalPages: number;
  /** The listing's public path and search term: the no-JavaScript Load More link is built from them. */
  basePath: string;
  search?: string;
  /** WordPress ids of the listing's filter, for /api/posts. */
  category?: number;
  tag?: number;
  failed?: boolean;
};

type ApiPage = { posts: PostSummary[]; page: number; totalPages: number };

/**
 * The post list with 'Load More Posts'. Without JavaScript the button is a plain `?page=N+1` link
 * (the server renders pages 1..N+1); with it, the next page comes from /api/posts and is appended,
 * the address follows (so reload and back show the same list) and focus moves to the first new post.
 */
export function PostList(props: PostListProps) {
  const [posts, setPosts] = useState(props.posts);
  const [page, setPage] = useState(props.page);
  const [totalPages, setTotalPages] = useState(props.totalPages);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>(props.failed ? 'error' : 'idle');
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  /** Index of the first post of the page just appended: focused once React has put it in the DOM. */
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    listRef.current?.children[index]?.querySelector<HTMLAnchorElement>('h2 a, h3 a')?.focus();
  }, [posts]);

  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (props.search) params.set('search', props.search);
    if (n > 1) params.set('page', String(n));
    const query = params.toString();
    return `${props.basePath}${query ? `?${query}` : ''}`;
  };

  async function loadMore(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (status === 'loading') return;
    const next = page + 1;
    const params = new URLSearchParams({ page: String(next) });
    if (props.category) params.set('category', String(props.category));
    if (props.tag) params.set('tag', String(props.tag));
    if (props.search) params.set('search', props.search);
    setStatus('loading');
    setAnnouncement('Loading posts...');
    try {
      const response = await fetch(`/api/posts?${params}`, { headers: { Accept: 'application/json' } });
      if (response.status === 429) {
        setStatus('error');
        setAnnouncement(searchLimitMessage);
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data = (await response.json()) as ApiPage;
      pendingFocus.current = posts.length;
      const known = new Set(posts.map((p) => p.id));
      setPosts([...posts, ...data.posts.filter((p) => !known.has(p.id))]);
      setPage(data.page);
      setTotalPages(data.totalPages);
      setStatus('idle');
      setAnnouncement(`${data.posts.length} more posts loaded.`);
      window.history.replaceState(window.history.state, '', pageHref(data.page));
    } catch (error) {
      console.error('[blog] load more failed:', error);
      setStatus('error');
      setAnnouncement(contentMessages.postsFailed);
    }
  }

  if (posts.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {props.failed ? contentMessages.postsFailed : contentMessages.noPosts}
      </p>
    );
  }

  const firstPage = props.firstPage ?? 1;
  return (
    <div className={styles.wrap}>
      {firstPage > 1 && (
        <p className={styles.newer}>
          <a href={pageHref(firstPage - 1)} rel="prev">
            Show newer posts
          </a>
        </p>
      )}
      <ul className={`auto-grid ${styles.grid}`} ref={listRef}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} priority={index === 0} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {page < totalPages && (
          <a
            href={pageHref(page + 1)}
            onClick={loadMore}
            className={styles.button}
            aria-disabled={status === 'loading' || undefined}
            rel="next"
          >
            {status === 'loading' ? 'Loading posts...' : 'Load More Posts'}
          </a>
        )}
        <p className={status === 'error' ? styles.error : 'visually-hidden'} role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
    </div>
  );
}
