import { describe, expect, it } from 'vitest';
import { htmlAnswer } from './html-answer';

describe('htmlAnswer', () => {
  it('is a noindex, uncached page with the title as heading, escaped text and a way on', async () => {
    const response = htmlAnswer({
      status: 400,
      title: 'Bad <request>',
      paragraphs: ['Page "x" & more'],
      items: ['Name is required.'],
      link: { href: '/blog?a=1&b=2', label: 'Back to the blog' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1 style="font-size:1.5rem">Bad &lt;request&gt;</h1>');
    expect(html).toContain('<p>Page &quot;x&quot; &amp; more</p>');
    expect(html).toContain('<ul><li>Name is required.</li></ul>');
    expect(html).toContain('<a href="/blog?a=1&amp;b=2">Back to the blog</a>');
  });

  it('can hold a one-field form with the visitor’s text escaped in it', async () => {
    const response = htmlAnswer({
      status: 429,
      title: 'Too many searches',
      form: {
        action: '/blog/tags/seo',
        name: 'search',
        value: '"><script>x</script>',
        label: 'Search posts',
        submit: 'Search',
      },
      link: { href: '/blog', label: 'Back' },
    });
    const html = await response.text();
    expect(html).toContain(
      '<form method="get" action="/blog/tags/seo"><label>Search posts <input type="search" name="search" value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"></label>',
    );
    expect(html).not.toContain('<script>');
  });
});
