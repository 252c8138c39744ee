import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/src/content/wordpress/types';
import { escapeXml, renderFeed, rfc822 } from './feed';

const post = (over: Partial<BlogPost>): BlogPost => ({
  id: 1,
  slug: 'a-post',
  title: 'Tom & Jerry <script>',
  excerptHtml: '',
  excerptText: 'Quotes " and \' and ]]> end',
  contentHtml: '',
  date: '2026-11-12T11:30:00',
  modified: '2026-11-12T11:30:00',
  categoryIds: [2],
  categorySlug: 'web-development',
  categoryName: 'Web & Apps',
  mediaUrl: '/images/default-image.jpg',
  mediaAlt: '',
  mediaIsDefault: true,
  commentStatus: 'open',
  tagSlugs: [],
  tags: [],
  author: null,
  ...over,
});

describe('RSS feed', () => {
  it('escapes every XML special character and drops control characters', () => {
    expect(escapeXml(`<a href="x">&'\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('renders well-formed RSS 2.0 with one item per post', () => {
    const xml = renderFeed(
      [post({}), post({ id: 2, slug: 'second', title: 'Second' })],
      new Date('2026-11-20T00:00:00Z'),
    );
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    expect(items[0]!.getElementsByTagName('title')[0]!.textContent).toBe('Tom & Jerry <script>');
    expect(items[0]!.getElementsByTagName('link')[0]!.textContent).toMatch(
      /\/blog\/web-development\/a-post$/,
    );
    expect(items[0]!.getElementsByTagName('pubDate')[0]!.textContent).toBe('Thu, 12 Nov 2026 06:00:00 GMT');
    expect(items[0]!.getElementsByTagName('category')[0]!.textContent).toBe('Web & Apps');
  });

  it('reads WordPress zone-less dates as India time', () => {
    expect(rfc822('2026-01-01T05:30:00')).toBe('Thu, 01 Jan 2026 00:00:00 GMT');
    expect(rfc822('garbage')).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
  });
});
