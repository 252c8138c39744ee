// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { figureClaimsIn as claimsIn } from '@/lint/no-typed-figures.mjs';
import { seededCaseStudies } from '@/tests/support/case-studies';
import {
  awards,
  clientsHeading,
  countersFrom,
  countryList,
  factCounters,
  figures,
  offices,
  figureText,
  parseFigure,
  seededCounters,
  teamLine,
  workingDays,
  yearsInBusiness,
} from './company';

const root = process.cwd();

describe('company figures', () => {
  it('keep the spec’s heading of the client logo band, and the counters say the same numbers', () => {
    expect(clientsHeading(seededCounters)).toBe('100+ Brands Trust Us');
    const counter = (label: string) => factCounters(seededCounters).find((f) => f.label === label)!.figure;
    expect(counter('Satisfied customers')).toBe(seededCounters.clients);
    expect(counter('Professionals on the team')).toBe(seededCounters.team);
    expect(counter('Awards and recognitions').value).toBe(awards.length);
    expect(figureText(seededCounters.team)).toBe(
      String(seededCounters.teamByOffice.kolhapur + seededCounters.teamByOffice.pune),
    );
    expect(Object.keys(seededCounters.teamByOffice).sort()).toEqual(Object.keys(offices).sort());
  });

  it('take the counters editors set, with the team size the sum of its offices', () => {
    const edited = countersFrom({ projects: '260+', clients: ' 120 ', team: { kolhapur: '15', pune: '7' } });
    expect(edited.projects).toEqual({ value: 260, plus: true });
    expect(edited.clients).toEqual({ value: 120, plus: false });
    expect(edited.team).toEqual({ value: 22, plus: false });
    expect(clientsHeading(edited)).toBe('120 Brands Trust Us');
    expect(teamLine(edited)).toBe('22 engineers, designers and marketers');
  });

  it('keep the agency’s own counters whole when one edited value cannot be read', () => {
    for (const given of [
      null,
      { projects: 'many', clients: '100+', team: { kolhapur: '13', pune: '5' } },
      { projects: '240+', clients: '100+', team: { kolhapur: '13' } },
      { projects: '240+', clients: '+100', team: { kolhapur: '13', pune: '5' } },
    ])
      expect(countersFrom(given)).toBe(seededCounters);
    expect(parseFigure('1000000')).toBeNull();
  });

  it('name every award: a year since the founding, a giver and a seeded case study delivered by then', () => {
    expect(awards.length).toBeGreaterThan(0);
    for (const award of awards) {
      const project = seededCaseStudies.find((c) => c.slug === award.projectId);
      expect(project, award.projectId).toBeDefined();
      expect(award.title.length).toBeGreaterThan(5);
      expect(award.by.length).toBeGreaterThan(5);
      expect(award.year).toBeGreaterThanOrEqual(figures.foundedYear);
      const delivered = project!.projectInfo.find((i) => i.label === 'Date')?.value ?? '';
      const deliveredYear = Number(/\d{4}/.exec(delivered)?.[0]);
      if (deliveredYear) expect(award.year, award.projectId).toBeGreaterThanOrEqual(deliveredYear);
    }
  });

  it('write counts as a sentence reads them', () => {
    expect(workingDays(1)).toBe('one working day');
    expect(workingDays(5)).toBe('five working days');
    expect(workingDays(12)).toBe('12 working days');
    expect(countryList()).toMatch(/^India, .+ and .+$/);
    expect(yearsInBusiness(new Date('2026-06-01T00:00:00Z'))).toBe(2026 - figures.foundedYear);
  });

  it('agree with the WordPress demo content: its Pune positions are at the Pune studio, and it types no other figures', () => {
    const careers = JSON.parse(readFileSync(path.join(root, 'wordpress/seed/careers.json'), 'utf8')) as {
      slug: string;
      excerpt: string;
      body: string[];
      fields: { city: string; street_address?: string; postal_code?: string };
    }[];
    const pune = careers.filter((c) => c.fields.city === offices.pune.address.addressLocality);
    expect(pune.length).toBeGreaterThan(0);
    for (const career of pune) {
      expect(career.fields.street_address, career.slug).toBe(offices.pune.address.streetAddress);
      expect(career.fields.postal_code, career.slug).toBe(offices.pune.address.postalCode);
    }
    for (const career of careers)
      for (const text of [career.excerpt, ...career.body]) expect(claimsIn(text), career.slug).toEqual([]);
  });
});
