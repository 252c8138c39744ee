import { company, seo } from '@/src/config/site';
import { siteUrl } from '@/src/config/env';
import { pageMetadata } from './metadata';

describe('pageMetadata', () => {
  it('gives every page a title and description within bounds, a canonical and complete share cards', () => {
    const metadata = pageMetadata({
      title: 'Octans Engineering: A corporate website that sells precision automation to plant managers',
      description: 'Too short.',
      path: '/portfolio/octans',
    });
    const title = (metadata.title as { absolute: string }).absolute;
    expect(title.length).toBeLessThanOrEqual(seo.titleMax);
    expect(title.endsWith('… | Nexora')).toBe(true);
    expect(String(metadata.description).length).toBeGreaterThanOrEqual(seo.descriptionMin);
    expect(metadata.alternates?.canonical).toBe('/portfolio/octans');
    expect(metadata.openGraph).toMatchObject({
      url: `${siteUrl}/portfolio/octans`,
      locale: 'en_IN',
      siteName: 'Nexora',
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', site: seo.twitterHandle });
    expect(metadata.robots).toBeUndefined();
  });

  it("leaves the image to the route's generated card unless the page has its own picture", () => {
    expect(pageMetadata({ title: 'About', path: '/about' }).openGraph).not.toHaveProperty('images');
    const post = pageMetadata({
      title: 'A post',
      path: '/blog/a/b',
      image: '/uploads/2026/11/a.jpg',
      imageAlt: 'A chart',
    });
    expect(post.openGraph?.images).toEqual([{ url: '/uploads/2026/11/a.jpg', alt: 'A chart' }]);
    expect(post.twitter?.images).toEqual([{ url: '/uploads/2026/11/a.jpg', alt: 'A chart' }]);
  });

  it("ends each title the site writes with the brand WordPress's SEO box previews", () => {
    expect(seo.titleSuffix).toBe(` | ${company.shortName}`);
  });

  it('marks noindex pages, still followable', () => {
    expect(pageMetadata({ title: 'UI kit', path: '/ui-kit', noindex: true }).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});
