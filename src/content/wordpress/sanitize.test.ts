// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize';
import { decodeEntities, htmlToText } from './text';

const hosts = ['wp.example.com', '127.0.0.1'];
const clean = (html: string) => sanitizeContentHtml(html, { imageHosts: hosts });

describe('sanitizeContentHtml', () => {
  it('keeps the formatting the block editor produces', () => {
    const html =
      '<h2 id="why">Why</h2><p>Some <strong>bold</strong>, <em>italic</em> and <code>code</code>.</p>' +
      '<ul class="wp-block-list"><li>One</li></ul><blockquote class="wp-block-quote"><p>Quote</p><cite>Me</cite></blockquote>' +
      '<figure class="wp-block-table"><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table></figure>' +
      '<pre class="wp-block-code"><code>npm start</code></pre>';
    expect(clean(html)).toBe(html);
  });

  it('keeps pull quotes and captioned figures with their WordPress classes', () => {
    const html =
      '<figure class="wp-block-pullquote"><blockquote><p>Ship small, ship often.</p><cite>Aditi Kulkarni</cite></blockquote></figure>' +
      '<figure class="wp-block-image size-large"><img src="/uploads/2026/11/diagram.png" alt="A diagram" width="1600" height="900" class="wp-image-12" loading="lazy" decoding="async" />' +
      '<figcaption class="wp-element-caption">How the pieces fit.</figcaption></figure>' +
      '<blockquote class="wp-block-quote is-style-large"><p>Quoted.</p></blockquote>';
    expect(clean(html)).toBe(html);
  });

  it('drops classes that are not WordPress’s own, keeping the element and its allowed classes', () => {
    expect(
      clean(
        '<figure class="wp-block-image visually-hidden container"><figcaption class="sr-only">Hi</figcaption></figure>',
      ),
    ).toBe('<figure class="wp-block-image"><figcaption>Hi</figcaption></figure>');
  });

  it('still strips scripts and handlers inside figures and quotes', () => {
    expect(
      clean(
        '<figure class="wp-block-pullquote" onclick="x()"><blockquote><p>Q<script>alert(1)</script></p></blockquote>' +
          '<figcaption class="wp-element-caption" style="color:red">C<img src="x" onerror="alert(1)"></figcaption></figure>',
      ),
    ).toBe(
      '<figure class="wp-block-pullquote"><blockquote><p>Q</p></blockquote><figcaption class="wp-element-caption">C</figcaption></figure>',
    );
  });

  it('removes scripts, iframes, forms, event handlers and style attributes', () => {
    const out = clean(
      '<p style="color:red" onclick="steal()">Hi</p><script>alert(1)</script><iframe src="https://evil.test"></iframe>' +
        '<form action="/x"><input name="a"></form><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)">',
    );
    expect(out).toBe('<p>Hi</p><a>x</a>');
  });

  it('allows images from WordPress and our own host only, lazy-loads them, and serves uploads under /uploads/', () => {
    expect(clean('<img src="https://wp.example.com/wp-content/uploads/a.jpg" alt="A">')).toBe(
      '<img src="/uploads/a.jpg" alt="A" loading="lazy" decoding="async" />',
    );
    expect(clean('<img src="/images/b.png">')).toBe(
      '<img src="/images/b.png" loading="lazy" decoding="async" alt="" />',
    );
    expect(clean('<p><img src="https://tracker.test/pixel.gif" alt=""></p>')).toBe('<p></p>');
    expect(clean('<img src="//tracker.test/p.gif">')).toBe('');
    expect(clean('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(clean('<img src="http://127.0.0.1:9410/wp-content/uploads/c.jpg" alt="">')).toContain(
      'src="/uploads/c.jpg"',
    );
    expect(
      clean(
        '<a href="https://wp.example.com/wp-content/uploads/2026/11/brief.pdf"><img src="/x.png" srcset="https://wp.example.com/wp-content/uploads/x-300.jpg 300w" alt=""></a>',
      ),
    ).not.toContain('wp.example.com');
  });

  it('filters srcset candidates by host', () => {
    const out = clean(
      '<img src="https://wp.example.com/a.jpg" srcset="https://wp.example.com/a-300.jpg 300w, https://cdn.evil.test/a.jpg 600w" alt="">',
    );
    expect(out).toContain('srcset="https://wp.example.com/a-300.jpg 300w"');
    expect(out).not.toContain('evil');
  });

  it('adds rel=noopener noreferrer to links that open a new tab and drops other targets', () => {
    expect(clean('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="https://example.org" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/about" target="_top">x</a>')).toBe('<a href="/about">x</a>');
  });

  it('demotes a body h1 so the page keeps one h1', () => {
    expect(clean('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});

describe('text helpers', () => {
  it('decodes named and numeric entities', () => {
    expect(decodeEntities('Tom &amp; Jerry &#8217;s &#x2014; &hellip; &unknown;')).toBe(
      'Tom & Jerry \u2019s \u2014 \u2026 &unknown;',
    );
  });
  it('turns HTML into collapsed plain text without script content', () => {
    expect(htmlToText('<p>Hello <b>world</b></p>\n<script>x()</script><p>A &amp; B</p>')).toBe(
      'Hello world A & B',
    );
  });
});
