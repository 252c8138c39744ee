import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company, contactDetails, footerLinks, serviceRoutes } from '@/src/config/site';
import { Footer } from './Footer';

// The phone and e-mail editors set in WordPress, which the layout reads and hands to the footer.
const contact = contactDetails({ CONTACT_EMAIL: 'studio@example.in', CONTACT_PHONE: '+91 20 4000 1234' });

const renderFooter = async () => render(<Footer contact={contact} />);

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
