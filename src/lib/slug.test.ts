import { describe, expect, it } from 'vitest';
import { isSlug, slugParam } from './slug';

describe('slug route parameters', () => {
  it('decodes once and lower-cases what WordPress could have made of a title', () => {
    expect(slugParam('Senior-React_Developer')).toBe('senior-react_developer');
    expect(slugParam('caf%C3%A9')).toBe('café');
    expect(slugParam('%E0%A4%B9%E0%A4%BF%E0%A4%82%E0%A4%A6%E0%A5%80')).toBe('हिंदी');
    // WordPress's stored form of a non-Latin slug, as our own links carry it.
    expect(slugParam('caf%25c3%25a9')).toBe('caf%c3%a9');
  });

  it('refuses what cannot be a slug: empty, too long, malformed encoding, separators and markup', () => {
    for (const bad of ['', 'a'.repeat(201), '%E0%A4%A', '..%2F..%2Fetc', 'a%20b', '%3Cscript%3E', 'a.b'])
      expect(slugParam(bad), bad).toBeNull();
    expect(isSlug('a'.repeat(200))).toBe(true);
  });
});
