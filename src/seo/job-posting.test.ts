import { company } from '@/src/config/site';
import type { Career } from '@/src/content/wordpress/types';
import { jobPostingJsonLd } from './job-posting';

const career: Career = {
  slug: 'qa-engineer',
  title: 'QA Engineer',
  excerpt: 'Test things.',
  contentHtml: '<p>Test things.</p>',
  datePosted: '2026-09-15T10:00:00',
  location: 'Kolhapur',
  validThrough: '2025-01-01',
  closesOn: null,
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
  streetAddress: '',
  postalCode: '',
};

describe('JobPosting JSON-LD', () => {
  it('uses FULL_TIME, INR, region MH and country IN; a head-office job gets its street and postal code', () => {
    const data = jobPostingJsonLd(career) as unknown as Record<string, { address?: unknown; name?: string }>;
    expect(data['@type']).toBe('JobPosting');
    expect(data.employmentType).toBe('FULL_TIME');
    expect(data.validThrough).toBe('2025-01-01');
    expect(data.datePosted).toBe('2026-09-15');
    expect(data.jobLocation?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: company.address.streetAddress,
      addressLocality: 'Kolhapur',
      addressRegion: 'MH',
      postalCode: company.address.postalCode,
      addressCountry: 'IN',
    });
    expect(data.directApply).toBe(true);
    expect(data.identifier).toEqual({ '@type': 'PropertyValue', name: company.name, value: 'qa-engineer' });
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 400000, unitText: 'YEAR' },
    });
    expect(data.hiringOrganization?.name).toMatch(/Nexora/);
  });

  it('elsewhere, uses the street and postal code WordPress gives, and none it does not know', () => {
    const pune = { ...career, location: 'Pune', city: 'Pune' };
    const withAddress = jobPostingJsonLd({
      ...pune,
      streetAddress: 'Office 12, Baner Road',
      postalCode: '411045',
    }) as unknown as Record<string, { address?: Record<string, string> }>;
    expect(withAddress.jobLocation?.address).toMatchObject({
      streetAddress: 'Office 12, Baner Road',
      postalCode: '411045',
      addressLocality: 'Pune',
    });
    const without = jobPostingJsonLd(pune) as unknown as Record<string, { address?: Record<string, string> }>;
    expect(without.jobLocation?.address?.streetAddress).toBeUndefined();
    expect(without.jobLocation?.address?.postalCode).toBeUndefined();
  });
});
