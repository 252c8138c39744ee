import { describe, expect, it } from 'vitest';
import { decideBlogRewrite, MAX_LISTING_PAGE } from './rewrite';
import { decodeScope, encodeScope, scopeFromPath } from './scope';

const decide = (path: string, query = '') => decideBlogRewrite(path, new URLSearchParams(query));

describe('blog listing rewrite', () => {
  it('leaves plain listings and page 1 to the static pages', () => {
    expect(decide('/blog')).toEqual({ type: 'next' });
    expect(decide('/blog', 'page=1')).toEqual({ type: 'next' });
    expect(decide('/blog', 'search=%20%20')).toEqual({ type: 'next' });
    expect(decide('/blog/web-development')).toEqual({ type: 'next' });
  });

  it('sends searches and later pages of each listing kind to the results route', () => {
    expect(decide('/blog', 'search=react')).toEqual({
      type: 'rewrite',
      url: '/blog-results?scope=all&search=react',
    });
    expect(decide('/blog', 'page=3')).toEqual({ type: 'rewrite', url: '/blog-results?scope=all&page=3' });
    expect(decide('/blog/news', 'page=2&search=ai')).toEqual({
      type: 'rewrite',
      url: '/blog-results?scope=category%3Anews&search=ai&page=2',
    });
    expect(decide('/blog/12', 'page=2')).toEqual({
      type: 'rewrite',
      url: '/blog-results?scope=tagId%3A12&page=2',
    });
    expect(decide('/blog/tags/php', 'page=2')).toEqual({
      type: 'rewrite',
      url: '/blog-results?scope=tag%3Aphp&page=2',
    });
  });

  it('never touches post pages', () => {
    expect(decide('/blog/news/my-post', 'page=2')).toEqual({ type: 'next' });
  });

  it('rejects page numbers that are not whole numbers in range', () => {
    for (const bad of ['0', '-1', 'abc', '2.5', String(MAX_LISTING_PAGE + 1), '1e3']) {
      expect(decide('/blog', `page=${bad}`).type).toBe('bad-request');
    }
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

  it('round-trips through its string form and refuses junk', () => {
    for (const scope of [
      { kind: 'all' },
      { kind: 'category', slug: 'news' },
      { kind: 'tagId', id: 5 },
      { kind: 'tag', slug: 'php' },
    ] as const) {
      expect(decodeScope(encodeScope(scope))).toEqual(scope);
    }
    expect(decodeScope('tagId:abc')).toBeNull();
    expect(decodeScope('category:<script>')).toBeNull();
    expect(decodeScope('other:1')).toBeNull();
  });
});
