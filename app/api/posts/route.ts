import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { toSummary } from '@/src/blog/summary';
import { WordPressError } from '@/src/content/wordpress/client';
import { getPosts, MAX_PAGE, MAX_SEARCH_LENGTH, normaliseSearch } from '@/src/content/wordpress/posts';
import { searchRefused } from '@/src/blog/search-limit';
import { searchLimitMessage } from '@/src/shell/search';
import { contentMessages } from '@/src/content/messages';

/**
 * GET /api/posts?page=&category=&tag=&search= — one page of post cards for Load More. The browser
 * never calls WordPress; this reads it through the data cache (a search: the search cache), so repeat
 * pages cost no request. A search counts against the visitor's allowance (429 past it).
 */
const id = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
  .transform(Number);
const querySchema = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'must be a whole number from 1')
    .transform(Number)
    .pipe(z.number().max(MAX_PAGE, `must be at most ${MAX_PAGE}`))
    .default(1),
  category: id.optional(),
  tag: id.optional(),
  search: z
    .string()
    .max(MAX_SEARCH_LENGTH * 2, 'is too long')
    .optional(),
});

const cacheHeaders = { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' };

export async function GET(request: NextRequest) {
  const raw = Object.fromEntries([...request.nextUrl.searchParams].filter(([, value]) => value !== ''));
  const parsed = querySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return Response.json(
      { error: `Invalid ${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'bad value'}.` },
      { status: 400 },
    );
  }
  const { page, category, tag, search } = parsed.data;
  if (normaliseSearch(search)) {
    const wait = await searchRefused(request);
    if (wait !== null) {
      return Response.json(
        { error: searchLimitMessage },
        { status: 429, headers: { 'retry-after': String(wait), 'cache-control': 'no-store' } },
      );
    }
  }
  try {
    const result = await getPosts({ page, categories: category, tags: tag, search });
    return Response.json(
      { posts: result.posts.map(toSummary), page, totalPages: result.totalPages, total: result.total },
      { headers: cacheHeaders },
    );
  } catch (error) {
    if (!(error instanceof WordPressError)) throw error;
    console.error('[blog] /api/posts failed:', error.message);
    return Response.json({ error: contentMessages.postsFailed }, { status: 502 });
  }
}
