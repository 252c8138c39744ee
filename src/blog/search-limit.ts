import { blog } from '@/src/config/site';
import { createRateLimiter } from '@/src/forms/server/rate-limit';
import { clientAddress } from '@/src/lib/client-address';
import { htmlAnswer } from '@/src/lib/html-answer';
import { searchLimitMessage, searchParam } from '@/src/shell/search';

/**
 * The per-visitor allowance of blog searches (the same limiter as the forms): a search result page
 * and a search's Load More each count one. The proxy checks a listing address with a term before
 * it renders; /api/posts checks its own.
 */
const searches = createRateLimiter({ name: 'search', limit: blog.searchesPerMinute, windowMs: 60_000 });

/** Counts one search by the request's visitor: null within the allowance, else the seconds to wait. */
export async function searchRefused(request: Request): Promise<number | null> {
  const decision = await searches.hit(clientAddress(request));
  return decision.allowed ? null : decision.retryAfterSeconds;
}

/** The 429 page of a listing search past the allowance: why, and the search box holding the visitor's term. */
export function searchLimitPage(listingPath: string, term: string, retryAfterSeconds: number): Response {
  return htmlAnswer({
    status: 429,
    title: 'Too many searches',
    paragraphs: [searchLimitMessage],
    form: { action: listingPath, name: searchParam, value: term, label: 'Search posts', submit: 'Search' },
    link: { href: listingPath, label: 'Back to the posts' },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}
