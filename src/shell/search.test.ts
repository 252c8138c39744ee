import { describe, expect, it } from 'vitest';
import { searchHref } from './search';

describe('searchHref', () => {
  it('ignores blank terms', () => {
    for (const term of ['', ' ', '\t\n  ']) expect(searchHref(term)).toBeNull();
  });

  it('trims and URL-encodes the term for /blog?search=', () => {
    expect(searchHref('  react  ')).toBe('/blog?search=react');
    expect(searchHref('UI & UX/design?')).toBe('/blog?search=UI%20%26%20UX%2Fdesign%3F');
  });

  it('searches within a category or tag listing when given one', () => {
    expect(searchHref(' payment ', '/blog/e-commerce')).toBe('/blog/e-commerce?search=payment');
    expect(searchHref('  ', '/blog/e-commerce')).toBeNull();
  });
});
