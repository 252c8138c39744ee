import { describe, expect, it } from 'vitest';
import { imageReferences, sitemapPaths } from './crawl.mjs';

describe('crawl parsing', () => {
  it('finds every same-origin image variant a page references', () => {
    const html = `
      <img src="/_next/image?url=%2Fmedia%2Fa.jpg&amp;w=640&amp;q=75" srcset="/_next/image?url=%2Fmedia%2Fa.jpg&amp;w=384&amp;q=75 384w, /_next/image?url=%2Fmedia%2Fa.jpg&amp;w=640&amp;q=75 640w">
      <picture><source srcset="/images/hero.avif 1x, /images/hero@2x.avif 2x"></picture>
      <link rel="preload" as="image" imagesrcset="/_next/image?url=%2Fb.webp&amp;w=828&amp;q=75 828w" href="/x.webp">
      <link rel="stylesheet" href="/style.css">
      <img src="https://elsewhere.example/c.jpg"><img src="data:image/gif;base64,R0lGOD">`;
    expect(imageReferences(html, 'http://127.0.0.1:3100/blog').sort()).toEqual(
      [
        '/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75',
        '/_next/image?url=%2Fmedia%2Fa.jpg&w=384&q=75',
        '/images/hero.avif',
        '/images/hero@2x.avif',
        '/_next/image?url=%2Fb.webp&w=828&q=75',
        '/x.webp',
      ].sort(),
    );
  });

  it('reads the paths of a sitemap', () => {
    const xml =
      '<urlset><url><loc>http://site.test/</loc></url><url><loc>http://site.test/blog?x=1&amp;y=2</loc></url></urlset>';
    expect(sitemapPaths(xml)).toEqual(['/', '/blog?x=1&y=2']);
  });
});
