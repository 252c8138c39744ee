import { describe, expect, it } from 'vitest';
import { restEntry, seededCaseStudies } from '@/tests/support/case-studies';
import { seededServices } from '@/tests/support/services';
import { caseStudyFromRest } from './wordpress/case-studies';
import type { Testimonial } from './wordpress/testimonials';
import { clientTestimonial, serviceProof, serviceProofLimit } from './proof';
import seededTestimonials from '@/wordpress/seed/testimonials.json' with { type: 'json' };

/** The seeded portfolio as the site reads it from WordPress. */
const portfolio = seededCaseStudies.map((c) => caseStudyFromRest(restEntry(c))!);
const ids = (projects: readonly { projectId: string }[]) => projects.map((p) => p.projectId);

describe('the case studies that prove a service', () => {
  it('are the chosen ones in the editors’ order, not the portfolio’s', () => {
    expect(ids(serviceProof(portfolio, ['support-desk', 'octans']))).toEqual(['support-desk', 'octans']);
  });

  it('leave out one that is not published (or was renamed), and show none when none is chosen', () => {
    expect(ids(serviceProof(portfolio, ['gone', 'raylite']))).toEqual(['raylite']);
    expect(serviceProof(portfolio, [])).toEqual([]);
    expect(serviceProof([], ['raylite'])).toEqual([]);
  });

  it('are three at most', () => {
    expect(serviceProof(portfolio, ids(portfolio))).toHaveLength(serviceProofLimit);
  });

  it('are seeded for every service, each a published case study', () => {
    for (const service of seededServices) {
      expect(service.proof.length, service.slug).toBeGreaterThan(0);
      expect(ids(serviceProof(portfolio, service.proof)), service.slug).toEqual(service.proof);
    }
  });
});

describe('the client’s words on a case study', () => {
  const quote = (name: string, caseStudy: string): Testimonial => ({
    quote: `Words of ${name}.`,
    name,
    role: 'Founder',
    company: 'Somewhere',
    rating: 5,
    caseStudy,
    image: '/team/clients/someone.svg',
    imageAlt: name,
  });

  it('are the first testimonial linked to it, or none', () => {
    const quotes = [quote('Asha', ''), quote('Vikram', 'raylite'), quote('Neha', 'raylite')];
    expect(clientTestimonial(quotes, 'raylite')?.name).toBe('Vikram');
    expect(clientTestimonial(quotes, 'octans')).toBeUndefined();
  });

  it('are seeded for the case studies whose clients gave a testimonial', () => {
    for (const t of seededTestimonials) expect(ids(portfolio), t.name).toContain(t.caseStudy);
  });
});
