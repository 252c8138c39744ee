import { describe, expect, it } from 'vitest';
import {
  isPlainListingPath,
  listingAddressProblem,
  listingQuery,
  MAX_LISTING_PAGE,
  pageNumberMessage,
  plainListingPath,
  publicPathname,
} from './listing-address';
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

describe('which listing addresses are static pages', () => {
  const plain = (path: string, query = '') => plainListingPath(path, new URLSearchParams(query));

  it('sends a listing that asks for nothing to its static page, the public path after the root', () => {
    expect(plain('/blog')).toBe('/plain-listing/blog');
    expect(plain('/blog', 'page=1')).toBe('/plain-listing/blog');
    expect(plain('/blog', 'search=%20%20')).toBe('/plain-listing/blog');
    expect(plain('/blog', 'utm_source=newsletter')).toBe('/plain-listing/blog');
    expect(plain('/blog/news')).toBe('/plain-listing/blog/news');
    expect(plain('/blog/tags/caf%C3%A9', 'page=1&search=')).toBe('/plain-listing/blog/tags/caf%C3%A9');
  });

  it('leaves a later page or a search to the listing routes, rendered per request', () => {
    for (const [path, query] of [
      ['/blog', 'page=2'],
      ['/blog', 'search=react'],
      ['/blog/news', 'page=1&search=ai'],
      ['/blog/tags/php', 'page=3'],
    ])
      expect(plain(path!, query), `${path}?${query}`).toBeNull();
  });

  it('never rewrites a post or another page', () => {
    expect(plain('/blog/news/my-post')).toBeNull();
    expect(plain('/blog/tags')).toBeNull();
    expect(plain('/about')).toBeNull();
  });

  it('gives back the public path of a plain listing, and leaves other paths alone', () => {
    expect(publicPathname('/plain-listing/blog/tags/react')).toBe('/blog/tags/react');
    expect(publicPathname('/plain-listing/blog')).toBe('/blog');
    expect(publicPathname('/blog/news/my-post')).toBe('/blog/news/my-post');
  });

  it('knows the addresses of the route itself, which only a rewrite may reach', () => {
    expect(isPlainListingPath('/plain-listing')).toBe(true);
    expect(isPlainListingPath('/plain-listing/blog')).toBe(true);
    expect(isPlainListingPath('/plain-listings')).toBe(false);
    expect(isPlainListingPath('/blog')).toBe(false);
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
