// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useFakeWordPress } from '@/tests/support/use-fake-wordpress';
import { WordPressError } from './client';
import { getLegalPage } from './legal-pages';

const terms = {
  slug: 'terms',
  title: { rendered: 'Terms &amp; Conditions' },
  content: { rendered: '<p>Use it well.</p><script>alert(1)</script>' },
  modified: '2026-11-01T09:00:00',
};

describe('a legal page read from WordPress', () => {
  const fake = useFakeWordPress();

  it('comes with its address, decoded title, last change and sanitised text', async () => {
    fake.wp.handle(() => ({ body: [terms] }));
    expect(await getLegalPage('terms')).toEqual({
      slug: 'terms',
      title: 'Terms & Conditions',
      modified: '2026-11-01T09:00:00',
      html: '<p>Use it well.</p>',
      // No search title or description chosen for it: the site writes its own.
      seo: {},
    });
    expect(fake.wp.requests[0]!.searchParams.get('slug')).toBe('terms');
  });

  it('is null when WordPress has no such page, so the page answers 404', async () => {
    fake.wp.handle(() => ({ body: [] }));
    expect(await getLegalPage('terms')).toBeNull();
  });

  it('is a failed read, not a missing page, when WordPress answers something else', async () => {
    // A 404 here would replace the published terms until the next edit; a failure keeps the last good one.
    fake.wp.handle(() => ({ body: [{ ...terms, content: undefined }] }));
    await expect(getLegalPage('terms')).rejects.toBeInstanceOf(WordPressError);
  });
});
