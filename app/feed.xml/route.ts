import { answerUnlessUnreadAtBuild } from '@/src/content/loaded';
import { getPosts } from '@/src/content/wordpress/posts';
import { renderFeed } from '@/src/seo/feed';

/**
 * RSS 2.0 feed of the 20 latest posts; static with ISR, refreshed by the revalidation webhook. A
 * failed read throws: Next answers 500 and keeps serving the last good feed, never an empty one.
 */
export const revalidate = 300;

const FEED_SIZE = 20;

export function GET() {
  return answerUnlessUnreadAtBuild('feed', async () => {
    const { posts } = await getPosts({ perPage: FEED_SIZE });
    return new Response(renderFeed(posts), {
      headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
    });
  });
}
