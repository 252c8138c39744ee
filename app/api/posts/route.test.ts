// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { listHeaders, wpPost } from '@/tests/support/fake-wordpress';
import { useFakeWordPress } from '@/tests/support/use-fake-wordpress';
import { blog } from '@/src/config/site';
import { searchLimitMessage } from '@/src/shell/search';
import { GET } from './route';

const get = (query: string, visitor = '192.0.2.1') =>
  GET(new NextRequest(`http://127.0.0.1/api/posts?${query}`, { headers: { 'x-forwarded-for': visitor } }));
const news = { id: 3, slug: 'news', name: 'News' };

describe('GET /api/posts', () => {
  const fake = useFakeWordPress();

  it('returns one page of card summaries with the total pages, filters passed to WordPress', async () => {
    fake.wp.handle(() => ({
      body: [wpPost({ id: 1, categories: [news], content: '<p>long body</p>' })],
      headers: listHeaders(21, 3),
    }));
    const response = await get('page=2&category=3&tag=21&search=react');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ page: 2, totalPages: 3, total: 21 });
    expect(body.posts[0]).toMatchObject({ id: 1, categorySlug: 'news' });
    expect(body.posts[0]).not.toHaveProperty('contentHtml');
    const query = fake.wp.requests[0]!.searchParams;
    expect([query.get('page'), query.get('categories'), query.get('tags'), query.get('search')]).toEqual([
      '2',
      '3',
      '21',
      'react',
    ]);
  });

  it('rejects bad input with 400 and a message, without asking WordPress', async () => {
    for (const bad of [
      'page=0',
      'page=abc',
      'page=99999',
      'category=-1',
      'tag=1.5',
      `search=${'x'.repeat(500)}`,
    ]) {
      const response = await get(bad);
      expect(response.status, bad).toBe(400);
      expect((await response.json()).error).toMatch(/^Invalid /);
    }
    expect(fake.wp.requests).toHaveLength(0);
  });

  it('answers 502 with the spec text when WordPress fails', async () => {
    fake.wp.handle(() => ({ status: 500, body: {} }));
    const quiet = console.error;
    console.error = () => {};
    const response = await get('page=1');
    console.error = quiet;
    expect(response.status).toBe(502);
    expect((await response.json()).error).toBe('Failed to fetch posts. Please try again later.');
  });

  it('counts searches against the visitor’s allowance: past it a 429 saying so, pages without a term unaffected', async () => {
    fake.wp.handle(() => ({ body: [], headers: listHeaders(0, 0) }));
    const visitor = '192.0.2.99';
    for (let i = 0; i < blog.searchesPerMinute; i++) {
      expect((await get('search=seo', visitor)).status).toBe(200);
    }
    const refused = await get('search=seo&page=2', visitor);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe(searchLimitMessage);
    expect((await get('page=2', visitor)).status).toBe(200);
    expect((await get('search=seo', '192.0.2.100')).status).toBe(200);
  });
});
