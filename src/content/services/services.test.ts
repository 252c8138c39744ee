import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brochure, serviceRoutes } from '@/src/config/site';
import { getService, homeServiceCards, isCurrentSidebarLink, overviewTiles, services } from './index';

const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

/** '3.9KB' style label: one decimal, 1 KB = 1024 bytes, the way the brochure sizes are written. */
function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)}KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}

describe('service content', () => {
  it('has one entry per service route, in menu order', () => {
    expect(services.map((s) => s.slug)).toEqual(serviceRoutes.map((r) => r.slug));
  });

  it.each(services.map((s) => [s.slug, s] as const))('%s has every field of a service detail', (_slug, s) => {
    for (const key of [
      'bannerTitle',
      'documentTitle',
      'mainTitle',
      'mainDescription',
      'subTitle',
      'subDescription',
      'thirdTitle',
      'thirdDescription',
      'benefitTitle',
      'benefitText',
    ] as const) {
      expect(s[key].length, key).toBeGreaterThan(10);
    }
    expect(s.sidebarLinks).toHaveLength(7);
    expect(s.contactLink).toBe('/contact');
    expect(s.benefitPoints.length).toBeGreaterThanOrEqual(3);
    expect(s.points.length).toBeGreaterThanOrEqual(3);
    for (const image of [s.bannerImage, s.serviceImage, s.benefitImage])
      expect(statSync(publicFile(image)).isFile()).toBe(true);
  });

  it('ships a real brochure PDF whose size matches the label', () => {
    for (const s of services) {
      const file = publicFile(s.documentLink);
      const bytes = statSync(file).size;
      expect(formatFileSize(bytes)).toBe(s.documentSize);
      expect(s.documentSize).toBe(brochure.sizeLabel);
    }
  });

  it('gives website development and web development each its own offer', () => {
    const website = getService('website-development')!;
    const web = getService('web-development')!;
    for (const key of [
      'summary',
      'bannerTitle',
      'mainTitle',
      'mainDescription',
      'subTitle',
      'subDescription',
      'thirdTitle',
      'thirdDescription',
      'benefitTitle',
      'serviceImage',
      'benefitImage',
    ] as const)
      expect(website[key], key).not.toBe(web[key]);
    expect(website.benefitPoints.filter((p) => web.benefitPoints.includes(p))).toEqual([]);
    expect(website.points.map((p) => p.title).filter((t) => web.points.some((p) => p.title === t))).toEqual(
      [],
    );
    expect(getService('nope')).toBeUndefined();
  });

  it('no two services share a title, summary or description', () => {
    for (const key of ['name', 'summary', 'mainTitle', 'mainDescription', 'benefitTitle'] as const)
      expect(new Set(services.map((s) => s[key])).size, key).toBe(services.length);
  });

  it('cards and tiles link to existing service pages', () => {
    for (const card of [...homeServiceCards, ...overviewTiles])
      expect(getService(card.href.split('/').pop()!)).toBeDefined();
    expect(homeServiceCards.map((c) => c.title)).toEqual([
      'Website Development',
      'User Interface Design',
      'Digital Marketing',
      'Apps Development',
    ]);
    expect(overviewTiles.map((c) => c.title)).toEqual([
      'Web Development',
      'User Interface Design',
      'Mobile Application',
      'Digital Marketing',
    ]);
  });
});

describe('isCurrentSidebarLink', () => {
  it('matches on the last URL segment only', () => {
    expect(isCurrentSidebarLink('/services/ui-design', '/services/ui-design')).toBe(true);
    expect(isCurrentSidebarLink('/services/ui-design', '/services/ui-design/')).toBe(true);
    expect(isCurrentSidebarLink('/services/web-development', '/services/website-development')).toBe(false);
    expect(isCurrentSidebarLink('/services/ui-design', '/services')).toBe(false);
  });
});
