import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServiceCard } from '@/components/cards/ServiceCard';
import { caseStudyFromRest } from '@/src/content/wordpress/case-studies';
import { restEntry, seededCaseStudies } from '@/tests/support/case-studies';
import { restService, seededServices } from '@/tests/support/services';
import { serviceFromRest } from '@/src/content/wordpress/services';
import { ServiceClosing } from './ServiceClosing';
import { ServiceProof } from './ServiceProof';

// The portfolio as editors keep it in WordPress (the site's reader is mocked here).
const portfolio = seededCaseStudies.map((c) => caseStudyFromRest(restEntry(c))!);
const read = vi.hoisted(() => ({ caseStudies: async () => [] as unknown[] }));
vi.mock('@/src/content/case-studies', () => ({ caseStudiesOrNone: () => read.caseStudies() }));

const project = (id: string) => portfolio.find((p) => p.projectId === id)!;
const service = (slug: string, proof: string[]) =>
  serviceFromRest(
    restService(
      seededServices.find((s) => s.slug === slug)!,
      {
        meta: { ...restService(seededServices[0]!).meta, proof },
      },
    ),
  )!;

describe('ServiceProof', () => {
  it('shows each chosen case study linking to its page, with its tagline and headline result', () => {
    render(<ServiceProof projects={[project('raylite'), project('octans')]} />);
    const section = screen.getByRole('region', { name: 'Work that proves it' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const raylite = project('raylite');
    expect(within(cards[0]!).getByRole('link', { name: raylite.title })).toHaveAttribute(
      'href',
      '/portfolio/raylite',
    );
    expect(cards[0]).toHaveTextContent(raylite.tagline);
    expect(cards[0]).toHaveTextContent(`${raylite.outcomes[0]!.value} ${raylite.outcomes[0]!.label}`);
  });

  it('is left out when no case study proves the service', () => {
    const { container } = render(<ServiceProof projects={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ServiceClosing', () => {
  it('shows the published case studies editors chose, then the service’s own call to action', async () => {
    read.caseStudies = async () => portfolio;
    render(await ServiceClosing({ service: service('website-development', ['unpublished', 'dattachhaya']) }));
    const proof = screen.getByRole('region', { name: 'Work that proves it' });
    expect(
      within(proof)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([project('dattachhaya').title]);
    const cta = screen.getByRole('region', { name: 'Tell us about your project' });
    expect(cta).toHaveTextContent('Need a website that brings in enquiries? Let’s plan it. We reply');
    expect(within(cta).getByRole('link', { name: 'Start a conversation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(cta).getByRole('link', { name: 'See all our work' })).toHaveAttribute('href', '/portfolio');
  });

  it('without proof (none chosen, or the portfolio unreadable) still closes with its call to action', async () => {
    read.caseStudies = async () => [];
    render(await ServiceClosing({ service: service('android-development', ['grocery-app']) }));
    expect(screen.queryByRole('region', { name: 'Work that proves it' })).toBeNull();
    const cta = screen.getByRole('region', { name: 'Tell us about your project' });
    expect(within(cta).getByRole('link', { name: 'iOS app development' })).toHaveAttribute(
      'href',
      '/services/ios-development',
    );
  });
});

describe('ServiceCard', () => {
  it('a card for apps offers Android or iOS instead of one Read More link', () => {
    render(
      <ServiceCard
        card={{
          title: 'Apps Development',
          text: 'Apps.',
          icon: 'devices',
          href: '/services/android-development',
        }}
      />,
    );
    const choice = screen.getByRole('list', { name: 'Apps Development: choose a platform' });
    expect(
      within(choice)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Android app development', '/services/android-development'],
      ['iOS app development', '/services/ios-development'],
    ]);
    expect(screen.queryByRole('link', { name: /Read More/ })).toBeNull();
  });

  it('any other card reads more about its one service', () => {
    render(
      <ServiceCard
        card={{ title: 'UI Design', text: 'Design.', icon: 'layout', href: '/services/ui-design' }}
      />,
    );
    expect(screen.getByRole('link', { name: /^Read More\s*about UI Design$/ })).toHaveAttribute(
      'href',
      '/services/ui-design',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
