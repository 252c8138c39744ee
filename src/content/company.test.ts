// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

/** Every .ts/.tsx source whose text can reach a page: routes, components, content, SEO. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|int\.test)\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** The text of a file's string literals, template parts and JSX text: what a visitor can read. */
function copyOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    // A counter typed as data: { value: 32, label: 'Professionals on the team' }.
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
        )?.initializer;
      const value = property('value');
      const label = property('label');
      if (value && ts.isNumericLiteral(value) && label && ts.isStringLiteralLike(label))
        texts.push(`${value.text}+ ${label.text}`);
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

const counted = [
  '\\d[\\d,]*',
  ...'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  ),
  ...'twenty thirty forty fifty sixty seventy eighty ninety hundreds? thousands? dozens?'.split(' '),
].join('|');
const companyNouns =
  'people|engineers|designers|marketers|professionals|specialists|employees|team members|clients|customers|brands|projects|awards|countries|offices';

/** Phrases that state a company figure: '100+', '32 professionals', 'eighteen engineers', 'since 2017'. */
const figureClaims: readonly RegExp[] = [
  /\b\d[\d,]*\s?\+(?![\d\s]*\d)/i,
  new RegExp(`\\b(?:${counted})\\s+(?:[a-z-]+\\s+){0,2}?(?:${companyNouns})\\b`, 'i'),
  /\b(?:since|founded in|established in|est\.?|started in)\s+(?:19|20)\d{2}\b/i,
];

/** The claims typed into a text (each match with the words around it). */
function claimsIn(text: string): string[] {
  return figureClaims.flatMap((pattern) => {
    const match = new RegExp(pattern.source, pattern.flags).exec(text);
    return match ? [text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)] : [];
  });
}

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

  it('are never typed into page copy by hand: routes, components and content interpolate them', () => {
    const files = ['app', 'components', 'src'].flatMap(sourceFiles).filter(
      // The figures' own module.
      (file) => file !== path.join('src', 'content', 'company.ts'),
    );
    expect(files.length).toBeGreaterThan(50);
    const typed = files.flatMap((file) =>
      copyOf(file).flatMap((text) => claimsIn(text).map((c) => `${file}: …${c}…`)),
    );
    expect(typed).toEqual([]);
  });

  it('the scan recognises a typed figure', () => {
    expect(claimsIn('100+ Brands Trust Us')).toHaveLength(1);
    expect(claimsIn('a team of 32 professionals')).toHaveLength(1);
    expect(claimsIn('eighteen engineers and designers')).toHaveLength(1);
    expect(claimsIn('Partners since 2017')).toHaveLength(1);
    expect(claimsIn(' Brands Trust Us')).toEqual([]);
    expect(claimsIn('+91 231 265 4400')).toEqual([]);
    expect(claimsIn('Thousands of products that still load in a blink.')).toEqual([]);
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
