import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company, contactDetails, serviceRoutes } from '@/src/config/site';
import { builtInMenus, footerLinks } from '@/src/config/menus';
import { footerTextFrom, officesFrom, socialFrom, type SiteSettings } from '@/src/content/site-settings';
import { Footer } from './Footer';

// The phone and e-mail editors set in WordPress, which the layout reads and hands to the footer.
const contact = contactDetails({ CONTACT_EMAIL: 'studio@example.in', CONTACT_PHONE: '+91 20 4000 1234' });

/** The site's own settings (WordPress gave none), or what editors changed of them. */
const settingsFrom = (given: Parameters<typeof socialFrom>[0] = undefined, text = ''): SiteSettings => ({
  offices: officesFrom(undefined),
  social: socialFrom(given),
  footerText: footerTextFrom({ text }),
});

const renderFooter = async (settings = settingsFrom()) =>
  render(<Footer contact={contact} menus={builtInMenus} settings={settings} />);

describe('Footer', () => {
  afterEach(() => vi.useRealTimers());

  it('invites contact with the e-mail and phone', async () => {
    await renderFooter();
    expect(screen.getByRole('heading', { name: "Let's start working together" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: contact.email })).toHaveAttribute('href', contact.emailHref);
    const phone = screen.getAllByText(contact.phone)[0]?.closest('a');
    expect(phone).toHaveAttribute('href', 'tel:+912040001234');
  });

  it('links the services, company pages, FAQ, terms and privacy policy', async () => {
    await renderFooter();
    for (const service of serviceRoutes)
      expect(screen.getByRole('link', { name: service.label })).toHaveAttribute(
        'href',
        `/services/${service.slug}`,
      );
    for (const href of [
      '/about',
      '/portfolio',
      '/careers',
      '/blog',
      '/contact',
      '/faq',
      '/terms',
      '/privacy-policy',
    ])
      expect(document.querySelector(`footer a[href="${href}"]`)).not.toBeNull();
    for (const link of footerLinks)
      expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  });

  it('shows the opening hours and Sunday closed', async () => {
    await renderFooter();
    expect(screen.getByText(/Monday-Saturday 10:00 AM - 6:30 PM IST/)).toBeInTheDocument();
    expect(screen.getByText(/Sunday closed/)).toBeInTheDocument();
  });

  it('names every social link', async () => {
    await renderFooter();
    const social = screen.getByRole('list', { name: 'Social media' });
    const links = social.querySelectorAll('a');
    expect(links).toHaveLength(Object.keys(company.social).length);
    links.forEach((link) => expect(link).toHaveAccessibleName());
  });

  it('shows the text and social links editors keep, leaving out a network they emptied', async () => {
    await renderFooter(
      settingsFrom({ twitter: '', facebook: 'https://www.facebook.com/nexora.studio' }, 'We build.'),
    );
    expect(screen.getByText('We build.')).toBeInTheDocument();
    const social = screen.getByRole('list', { name: 'Social media' });
    expect(social.querySelector('a[aria-label*="X (Twitter)"]')).toBeNull();
    expect(social.querySelector('a[aria-label*="Facebook"]')).toHaveAttribute(
      'href',
      'https://www.facebook.com/nexora.studio',
    );
    // A network WordPress said nothing about keeps the agency's own link.
    expect(social.querySelector('a[aria-label*="LinkedIn"]')).toHaveAttribute(
      'href',
      company.social.linkedin,
    );
  });

  it("prints the visitor's current year, even when the page was rendered the year before", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T00:05:00'));
    await renderFooter();
    expect(screen.getByText(`© 2031 ${company.shortName}. All rights reserved.`)).toBeInTheDocument();
  });

  it('leaves a newsletter column for the newsletter form', async () => {
    await renderFooter();
    expect(document.querySelector('footer [data-slot="newsletter"]')).not.toBeNull();
  });
});
