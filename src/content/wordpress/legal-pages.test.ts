// @vitest-environment node
import { resetServerEnvForTests } from '@/src/config/env';
import { WordPressError } from './client';
import { getLegalPage } from './legal-pages';

const terms = {
  slug: 'terms',
  title: { rendered: 'Terms &amp; Conditions' },
  content: { rendered: '<p>Use it well.</p><script>alert(1)</script>' },
  modified: '2026-11-01T09:00:00',
};

let answer: () => Response;
beforeEach(() => {
  vi.stubEnv('WORDPRESS_URL', 'http://wp.test');
  resetServerEnvForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  resetServerEnvForTests();
});

describe('a legal page read from WordPress', () => {
  it('comes with its address, decoded title, last change and sanitised text', async () => {
    answer = () => Response.json([terms]);
    expect(await getLegalPage('terms')).toEqual({
      slug: 'terms',
      title: 'Terms & Conditions',
      modified: '2026-11-01T09:00:00',
      html: '<p>Use it well.</p>',
    });
  });

  it('is null when WordPress has no such page, so the page answers 404', async () => {
    answer = () => Response.json([]);
    expect(await getLegalPage('terms')).toBeNull();
  });

  it('is a failed read, not a missing page, when WordPress answers something else', async () => {
    // A 404 here would replace the published terms until the next edit; a failure keeps the last good one.
    answer = () => Response.json([{ ...terms, content: undefined }]);
    await expect(getLegalPage('terms')).rejects.toBeInstanceOf(WordPressError);
  });
});
