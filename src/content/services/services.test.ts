import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceRoutes } from '@/src/config/site';
import { serviceFromRest } from '@/src/content/wordpress/services';
import { restService, seededServices } from '@/tests/support/services';
import {
  homeServiceCards,
  isCurrentSidebarLink,
  otherPlatform,
  overviewTiles,
  platformChoice,
  serviceClosing,
} from './index';

const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

/** The seeded services as the site reads them from WordPress. */
const services = seededServices.map((s) => serviceFromRest(restService(s))!);
const getService = (slug: string) => services.find((s) => s.slug === slug);

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
    expect(s.contactLink).toBe('/contact');
    expect(s.benefitPoints.length).toBeGreaterThanOrEqual(3);
    expect(s.points.length).toBeGreaterThanOrEqual(3);
    for (const image of [s.bannerImage, s.serviceImage!.src, s.benefitImage!.src])
      expect(statSync(publicFile(image)).isFile()).toBe(true);
  });

  it('has no brochure file until an editor uploads one (the site makes it), and the date of its last save', () => {
    for (const s of services) {
      expect(s.brochureFile).toBeNull();
      expect(s.modified).toBe('2026-11-20T09:30:00Z');
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
    ] as const)
      expect(website[key], key).not.toBe(web[key]);
    expect(website.serviceImage!.src).not.toBe(web.serviceImage!.src);
    expect(website.benefitImage!.src).not.toBe(web.benefitImage!.src);
    expect(website.benefitPoints.filter((p) => web.benefitPoints.includes(p))).toEqual([]);
    // Their names and one-line offers say which is which: a marketing website, a web application.
    expect(website.name).toBe('Website Development');
    expect(web.name).toBe('Web Applications');
    expect(website.summary).toMatch(/^Marketing websites/);
    expect(web.summary).toMatch(/^Web applications/);
    expect(serviceRoutes.find((r) => r.slug === 'web-development')?.label).toBe(web.name);
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
      'Web Applications',
      'User Interface Design',
      'Mobile Application',
      'Digital Marketing',
    ]);
  });
});

describe('a service read from WordPress', () => {
  const seeded = seededServices[1]!;
  it('shows the picture and brochure an editor chose, with its alternative text and size', () => {
    const service = serviceFromRest(
      restService(seeded, {
        pictures: {
          service: {
            src: 'http://127.0.0.1:9400/wp-content/uploads/2026/11/team.jpg',
            alt: 'Our developers at work',
            width: 1200,
            height: 700,
          },
          benefit: null,
        },
        files: {
          brochure: { src: 'http://127.0.0.1:9400/wp-content/uploads/2026/11/web.pdf', bytes: 187_392 },
        },
      }),
    )!;
    expect(service.serviceImage).toEqual({
      src: '/uploads/2026/11/team.jpg',
      alt: 'Our developers at work',
      width: 1200,
      height: 700,
    });
    expect(service.benefitImage?.src).toBe(`/services/${seeded.slug}-benefits.svg`);
    expect(service.brochureFile).toEqual({ href: '/uploads/2026/11/web.pdf', bytes: 187_392 });
  });
  it('leaves out an entry without its name, and never shows a picture or brochure from another site', () => {
    expect(serviceFromRest(restService(seeded, { title: { rendered: ' ' } }))).toBeNull();
    const elsewhere = restService(seeded);
    elsewhere.meta.illustration = '../../etc';
    const service = serviceFromRest({
      ...elsewhere,
      files: { brochure: { src: 'https://example.com/x.pdf', bytes: 9000 } },
    })!;
    expect([service.serviceImage, service.benefitImage, service.brochureFile]).toEqual([null, null, null]);
  });
  it('reads the case studies chosen to prove it, in their order, each once', () => {
    const service = serviceFromRest(
      restService(seeded, {
        meta: { ...restService(seeded).meta, proof: [' raylite ', 'octans', 'raylite', ''] },
      }),
    )!;
    expect(service.proof).toEqual(['raylite', 'octans']);
    expect(
      serviceFromRest(restService(seeded, { meta: { ...restService(seeded).meta, proof: 'x' } }))?.proof,
    ).toEqual([]);
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

describe('the mobile apps: Android or iOS', () => {
  it('a card for apps offers both platforms, whichever of them it links to; another card offers none', () => {
    const both = [
      { label: 'Android', href: '/services/android-development' },
      { label: 'iOS', href: '/services/ios-development' },
    ];
    expect(platformChoice('/services/android-development')).toEqual(both);
    expect(platformChoice('/services/ios-development')).toEqual(both);
    expect(platformChoice('/services/web-development')).toBeNull();
    const apps = [...homeServiceCards, ...overviewTiles].filter((card) => platformChoice(card.href));
    expect(apps.map((card) => card.title)).toEqual(['Apps Development', 'Mobile Application']);
  });

  it('a platform’s page points to the other platform', () => {
    expect(otherPlatform('android-development')?.href).toBe('/services/ios-development');
    expect(otherPlatform('ios-development')?.href).toBe('/services/android-development');
    expect(otherPlatform('ui-design')).toBeNull();
  });
});

describe('how a service page closes', () => {
  it('invites a conversation about that service, then the portfolio or the other platform', () => {
    const ui = serviceClosing({
      slug: 'ui-design',
      bannerTitle: 'Let’s design an interface your users will enjoy',
    });
    expect(ui.title).toBe('Tell us about your project');
    expect(ui.text).toMatch(
      /^Let’s design an interface your users will enjoy\. We reply within one working day /,
    );
    expect(ui.secondary).toEqual({ label: 'See all our work', href: '/portfolio' });
    expect(
      serviceClosing({
        slug: 'ios-development',
        bannerTitle: 'Bringing your idea to the iPhone? Let’s talk.',
      }),
    ).toMatchObject({
      text: expect.stringMatching(/^Bringing your idea to the iPhone\? Let’s talk\. We reply/),
      secondary: { label: 'Android app development', href: '/services/android-development' },
    });
  });
});
