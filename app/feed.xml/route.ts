import { getPosts } from '@/src/content/wordpress/posts';
import { renderFeed } from '@/src/seo/feed';

/** RSS 2.0 feed of the 20 latest posts; static with ISR, refreshed by the revalidation webhook. */
export const revalidate = 300;

const FEED_SIZE = 20;

export async function GET() {
  let posts: Awaited<ReturnType<typeof getPosts>>['posts'] = [];
  try {
    posts = (await getPosts({ perPage: FEED_SIZE })).posts;
  } catch (error) {
    console.error('[feed] posts failed:', (error as Error).message);
  }
  return new Response(renderFeed(posts), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  });
}
