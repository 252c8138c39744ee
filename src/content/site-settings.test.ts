// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { company } from '@/src/config/site';
import { builtInMenus } from '@/src/config/menus';
import { homeFrom } from './home';
import { menusFrom } from './menus';
import { heroButtons, heroSlides } from './pages/home';
import { homeServiceCards } from './services';
import { footerTextFrom, officesFrom, socialFrom } from './site-settings';

describe('the Site details the pages show', () => {
  it('take the editors’ street and PIN code, and the agency’s own for one that is empty or not a PIN code', () => {
    const offices = officesFrom({
      kolhapur: { streetAddress: 'Office 12, Rajarampuri 5th Lane', postalCode: '416008' },
      pune: { streetAddress: '', postalCode: '41104' },
    });
    expect(offices.kolhapur.address).toMatchObject({
      streetAddress: 'Office 12, Rajarampuri 5th Lane',
      postalCode: '416008',
      addressLocality: 'Kolhapur',
    });
    expect(offices.pune.address.postalCode).toBe('411045');
    expect(offices.pune.address.streetAddress).toBe('Office 12, Baner Business Bay, Baner Road');
    expect(officesFrom(undefined).kolhapur.address).toEqual(company.address);
  });

  it('leave out a social network editors emptied and keep the agency’s own for one not answered or not https', () => {
    expect(socialFrom(undefined)).toEqual(company.social);
    const links = socialFrom({
      twitter: '',
      facebook: 'https://www.facebook.com/nexora.studio',
      linkedin: 'javascript:alert(1)',
    });
    expect(links.twitter).toBeUndefined();
    expect(links.facebook).toBe('https://www.facebook.com/nexora.studio');
    expect(links.linkedin).toBe(company.social.linkedin);
    expect(links.instagram).toBe(company.social.instagram);
  });

  it('show the editors’ footer text, the agency’s own when it is empty', () => {
    expect(footerTextFrom({ text: '  We build.  ' })).toBe('We build.');
    expect(footerTextFrom({ text: ' ' })).toMatch(/^Innovation Simplified! We design and build/);
  });
});

describe('the menus the header and footer show', () => {
  it('are the editors’, two levels deep in the main menu and one in the footer, never a link that runs a script', () => {
    const link = (label: string, href: string, children: { label: string; href: string }[] = []) => ({
      label,
      href,
      children,
    });
    const menus = menusFrom({
      main: [
        link('Home', '/'),
        link('Work', '/portfolio', [link('Awards', '/about#awards'), link('Run', 'javascript:alert(1)')]),
        link('Elsewhere', '//evil.example'),
        link('', '/blog'),
        link('Write to us', 'mailto:hello@example.in'),
      ],
      footer_services: [link('Web', '/services/web-development', [link('Nested', '/x')])],
      footer_company: [],
      footer_legal: null,
    });
    expect(menus.main).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Work', href: '/portfolio', children: [{ label: 'Awards', href: '/about#awards' }] },
      { label: 'Write to us', href: 'mailto:hello@example.in' },
    ]);
    expect(menus.footer_services).toEqual([{ label: 'Web', href: '/services/web-development' }]);
    // A location with an empty menu, or none, shows the site's own links.
    expect(menus.footer_company).toBe(builtInMenus.footer_company);
    expect(menus.footer_legal).toBe(builtInMenus.footer_legal);
    expect(menusFrom(null)).toEqual(builtInMenus);
  });
});

describe('the home page’s words', () => {
  it('are the editors’ slides with a title, buttons with a label and a link, and the four cards field by field', () => {
    const home = homeFrom({
      hero: {
        slides: [
          { eyebrow: '', title: 'Software that lasts', text: 'Built in Kolhapur.' },
          { eyebrow: 'Left out', title: '', text: '' },
        ],
        buttons: [
          { label: 'Plan a project', href: '/contact' },
          { label: 'Nowhere', href: 'javascript:void(0)' },
        ],
      },
      serviceCards: [{ title: 'Websites', text: '', icon: 'rocket', href: '/services/web-development' }],
    });
    expect(home.slides).toEqual([{ eyebrow: '', title: 'Software that lasts', text: 'Built in Kolhapur.' }]);
    expect(home.buttons).toEqual([{ label: 'Plan a project', href: '/contact' }]);
    expect(home.serviceCards).toHaveLength(4);
    expect(home.serviceCards[0]).toEqual({
      title: 'Websites',
      text: homeServiceCards[0]!.text,
      icon: 'rocket',
      href: '/services/web-development',
    });
    expect(home.serviceCards.slice(1)).toEqual(homeServiceCards.slice(1));
  });

  it('keep a heading when no slide has a title, and are the site’s own while WordPress cannot say', () => {
    const untitled = homeFrom({
      hero: { slides: [{ eyebrow: 'x', title: ' ', text: 'y' }], buttons: [] },
      serviceCards: [],
    });
    expect(untitled.slides).toBe(heroSlides);
    expect(untitled.buttons).toEqual([]);
    expect(homeFrom(null)).toEqual({
      slides: heroSlides,
      buttons: heroButtons,
      serviceCards: homeServiceCards,
    });
    expect(heroSlides[0]!.title).toBe('More than just a web agency');
  });
});
