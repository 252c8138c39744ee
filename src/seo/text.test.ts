import { company, seo } from '@/src/config/site';
import { defaultDescription, pageDescription, pageTitle, shorten } from './text';

describe('shorten', () => {
  it('leaves text that fits, collapsing whitespace', () => {
    expect(shorten('  Web   development\n', 20)).toBe('Web development');
  });

  it('cuts at a word boundary and ends with an ellipsis, within the limit', () => {
    const text = 'Octans Engineering: A corporate website that sells precision automation to plant managers';
    const short = shorten(text, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short).toBe('Octans Engineering: A corporate website…');
  });

  it('drops punctuation left before the ellipsis', () => {
    expect(shorten('Careers: Senior React Developer, WordPress Developer', 36)).toBe(
      'Careers: Senior React Developer…',
    );
  });

  it('cuts inside a word only when one word fills the room', () => {
    expect(shorten('Supercalifragilisticexpialidocious words', 12)).toBe('Supercalifr…');
  });
});

describe('pageTitle', () => {
  it('adds the brand to a title that fits', () => {
    expect(pageTitle('About Us')).toBe(`About Us | ${company.shortName}`);
  });

  it('keeps the brand and shortens the title part of a long one to the limit', () => {
    const title = pageTitle(
      'Hospital Management System: OPD, wards, pharmacy and billing for a 150-bed hospital',
    );
    expect(title.length).toBeLessThanOrEqual(seo.titleMax);
    expect(title).toBe(`Hospital Management System: OPD, wards, pharmacy… | ${company.shortName}`);
  });

  it('never exceeds the limit for any length', () => {
    for (let n = 1; n < 200; n += 7)
      expect(pageTitle('word '.repeat(n)).length).toBeLessThanOrEqual(seo.titleMax);
  });
});

describe('pageDescription', () => {
  it('keeps a description inside the bounds as it is', () => {
    const text =
      'Open positions at Nexora: Senior React Developer and UI/UX Designer. Apply online with your résumé.';
    expect(pageDescription(text)).toBe(text);
  });

  it('completes a short one with the site description, within the bounds', () => {
    const description = pageDescription('The page you are looking for does not exist.');
    expect(description.startsWith('The page you are looking for does not exist. ')).toBe(true);
    expect(description.length).toBeGreaterThanOrEqual(seo.descriptionMin);
    expect(description.length).toBeLessThanOrEqual(seo.descriptionMax);
  });

  it('shortens a long one at a word boundary', () => {
    const description = pageDescription('Lorem ipsum dolor sit amet. '.repeat(12));
    expect(description.length).toBeLessThanOrEqual(seo.descriptionMax);
    expect(description.endsWith('…')).toBe(true);
  });

  it('falls back to the site description, itself within the bounds', () => {
    expect(pageDescription(undefined)).toBe(defaultDescription);
    expect(defaultDescription.length).toBeGreaterThanOrEqual(seo.descriptionMin);
    expect(defaultDescription.length).toBeLessThanOrEqual(seo.descriptionMax);
  });
});
