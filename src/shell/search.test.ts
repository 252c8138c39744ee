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
});
