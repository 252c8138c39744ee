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
    expect(html).toContain('<h1>Bad &lt;request&gt;</h1>');
    expect(html).toContain('<p>Page &quot;x&quot; &amp; more</p>');
    expect(html).toContain('<ul><li>Name is required.</li></ul>');
    expect(html).toContain('<a class="way" href="/blog?a=1&amp;b=2">Back to the blog</a>');
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
      '<input id="answer-field" type="search" name="search" value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">',
    );
    expect(html).not.toContain('<script>');
  });

  it('wears the site: its logo linking home, its colours, a labelled field, the status only for a refusal', async () => {
    const refused = await htmlAnswer({
      status: 429,
      title: 'Too many searches',
      form: { action: '/blog', name: 'search', value: 'seo', label: 'Search posts', submit: 'Search' },
      link: { href: '/blog', label: 'Back to the posts' },
    }).text();
    expect(refused).toMatch(/<style>[^<]*--ink:#0b1020[^<]*--accent:#ff7a2e[^<]*<\/style>/);
    expect(refused).toContain('<a href="/"><img src="/logo.svg" alt="Nexora home"');
    expect(refused).toContain('<p class="status">Error 429</p>');
    expect(refused).toContain('<label for="answer-field">Search posts</label>');
    const accepted = await htmlAnswer({
      status: 200,
      title: 'Thank you',
      link: { href: '/', label: 'Home' },
    }).text();
    expect(accepted).not.toContain('class="status"');
  });
});
