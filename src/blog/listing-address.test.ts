import { describe, expect, it } from 'vitest';
import { listingAddressProblem, listingQuery, MAX_LISTING_PAGE, pageNumberMessage } from './listing-address';
import { scopeFromPath } from './scope';

const problem = (path: string, query = '') => listingAddressProblem(path, new URLSearchParams(query));

describe('listing addresses', () => {
  it('accepts plain listings, searches and page numbers in range', () => {
    for (const [path, query] of [
      ['/blog', ''],
      ['/blog', 'page=1'],
      ['/blog', 'search=react&page=3'],
      ['/blog/news', 'page=2&search=ai'],
      ['/blog/12', 'page=2'],
      ['/blog/tags/php', `page=${MAX_LISTING_PAGE}`],
    ])
      expect(problem(path!, query), `${path}?${query}`).toBeNull();
  });

  it('refuses page numbers that are not whole numbers in range, naming the rule', () => {
    for (const bad of ['0', '-1', 'abc', '2.5', String(MAX_LISTING_PAGE + 1), '1e3']) {
      expect(problem('/blog', `page=${bad}`)).toBe(pageNumberMessage);
      expect(problem('/blog/tags/php', `page=${bad}`)).toBe(pageNumberMessage);
    }
  });

  it('never judges post pages or other addresses', () => {
    expect(problem('/blog/news/my-post', 'page=abc')).toBeNull();
    expect(problem('/about', 'page=abc')).toBeNull();
  });

  it('reads the page and the term a listing renders, taking the first of repeated keys', () => {
    expect(listingQuery({})).toEqual({ page: 1, search: undefined });
    expect(listingQuery({ page: '4', search: 'react' })).toEqual({ page: 4, search: 'react' });
    expect(listingQuery({ page: ['2', '9'], search: ['a', 'b'] })).toEqual({ page: 2, search: 'a' });
  });
});

describe('listing scopes', () => {
  it('parses /blog/{x}: numbers are tag ids, otherwise category slugs', () => {
    expect(scopeFromPath('/blog')).toEqual({ kind: 'all' });
    expect(scopeFromPath('/blog/42')).toEqual({ kind: 'tagId', id: 42 });
    expect(scopeFromPath('/blog/Web-Design')).toEqual({ kind: 'category', slug: 'web-design' });
    expect(scopeFromPath('/blog/tags/react')).toEqual({ kind: 'tag', slug: 'react' });
    expect(scopeFromPath('/blog/tags')).toBeNull();
    expect(scopeFromPath('/blog/%E0%A4')).toBeNull();
    expect(scopeFromPath('/about')).toBeNull();
  });
});
