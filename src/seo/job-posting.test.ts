import type { Career } from '@/src/content/wordpress/careers';
import { jobPostingJsonLd } from './job-posting';

const career: Career = {
  slug: 'qa-engineer',
  title: 'QA Engineer',
  excerpt: 'Test things.',
  contentHtml: '<p>Test things.</p>',
  datePosted: '2026-09-15T10:00:00',
  location: 'Kolhapur',
  validThrough: '2025-01-01',
  employmentType: 'Full-time',
  hiringOrganization: '',
  baseSalary: '',
  salary: { min: 400000, currency: 'INR' },
  jobLocation: 'Kolhapur',
  skills: ['Playwright'],
  responsibilities: [],
  city: 'Kolhapur',
  state: 'MH',
  country: 'IN',
};

describe('JobPosting JSON-LD', () => {
  it('uses FULL_TIME, INR, region MH and country IN', () => {
    const data = jobPostingJsonLd(career) as unknown as Record<string, { address?: unknown; name?: string }>;
    expect(data['@type']).toBe('JobPosting');
    expect(data.employmentType).toBe('FULL_TIME');
    expect(data.validThrough).toBe('2025-01-01');
    expect(data.datePosted).toBe('2026-09-15');
    expect(data.jobLocation?.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Kolhapur',
      addressRegion: 'MH',
      addressCountry: 'IN',
    });
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 400000, unitText: 'YEAR' },
    });
    expect(data.hiringOrganization?.name).toMatch(/Nexora/);
  });
});
