// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blog } from '@/src/config/site';
import { listHeaders, wpPost } from '@/tests/support/fake-wordpress';
import { useFakeWordPress } from '@/tests/support/use-fake-wordpress';
import { loadListing } from './listing';

const TOTAL = 2000;
const PAGES = TOTAL / blog.pageSize;
const news = { id: 3, slug: 'news', name: 'News' };

/** The list up to `page`; a failed read fails the test with WordPress's own message in the log. */
async function listed(page: number) {
  const loaded = await loadListing({}, page);
  if (loaded.status !== 'ok') throw new Error(`the listing did not load: ${loaded.status}`);
  return loaded.value;
}

describe('loadListing on a large blog', () => {
  const fake = useFakeWordPress();
  let inFlight = 0;
  let peak = 0;

  /** A WordPress with 2,000 posts, newest (highest id) first, that answers each list read slowly. */
  const serveLargeBlog = () => {
    inFlight = 0;
    peak = 0;
    fake.wp.handle(async (url) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 15));
      inFlight--;
      const page = Number(url.searchParams.get('page') ?? 1);
      if (page > PAGES) return { status: 400, body: { code: 'rest_post_invalid_page_number' } };
      const first = TOTAL - (page - 1) * blog.pageSize;
      const body = Array.from({ length: blog.pageSize }, (_, i) =>
        wpPost({ id: first - i, categories: [news] }),
      );
      return { body, headers: listHeaders(TOTAL, PAGES) };
    });
  };

  it('renders a deep page as the window of pages ending there, reading only those pages', async () => {
    serveLargeBlog();
    const data = await listed(150);
    expect(data.firstPage).toBe(150 - blog.listingWindowPages + 1);
    expect(data.page).toBe(150);
    expect(data.posts).toHaveLength(blog.listingWindowPages * blog.pageSize);
    expect(data.posts[0]!.id).toBe(TOTAL - (data.firstPage - 1) * blog.pageSize);
    expect(fake.wp.requests).toHaveLength(blog.listingWindowPages);
    expect(peak).toBeLessThanOrEqual(blog.readConcurrency);
  });

  it('keeps the whole list for the first pages, as Load More built it', async () => {
    serveLargeBlog();
    const data = await listed(3);
    expect([data.firstPage, data.page, data.posts.length]).toEqual([1, 3, 30]);
    expect(data.totalPages).toBe(PAGES);
  });

  it('ends the window at the last page when asked past it', async () => {
    serveLargeBlog();
    const data = await listed(PAGES + 40);
    expect(data.page).toBe(PAGES);
    expect(data.posts.at(-1)!.id).toBe(1);
  });
});
