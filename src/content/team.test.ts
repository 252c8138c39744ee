// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portraitAlt } from './portrait';
import { teamMemberForAuthor } from './team';
import type { TeamMember } from './wordpress/team';

const seed = <T>(file: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'wordpress/seed', file), 'utf8')) as T;
/** The people and brands the demo seed gives WordPress, with the site's drawing of each. */
const people = [
  ...seed<{ name: string; illustration: string }[]>('team.json'),
  ...seed<{ name: string; illustration: string }[]>('testimonials.json'),
];
const logos = seed<{ name: string; illustration: string }[]>('clients.json');
const svg = (url: string) => readFileSync(path.join(process.cwd(), 'public', url), 'utf8');

describe('the seeded drawings', () => {
  it.each(people.map((p) => [p.name, p.illustration] as const))(
    '%s has a placeholder of their own at 360 x 400: their initials, no drawn face',
    (name, image) => {
      const drawing = svg(image);
      expect(drawing).toMatch(/^<svg [^>]*viewBox="0 0 360 400"/);
      // Set as outlines (an <img> cannot use web fonts), so no <text>; one letter path per sitter.
      expect(drawing).not.toContain('<text');
      expect(drawing.match(/<path /g), name).toHaveLength(1);
      // The cartoon portraits this replaces drew faces with gradients named skin, hair and cloth.
      expect(drawing).not.toMatch(/id="(skin|hair|cloth)"/);
    },
  );

  it('no two people share a portrait, and every client logo exists', () => {
    const images = people.map((p) => p.illustration);
    expect(new Set(images).size).toBe(images.length);
    for (const logo of logos) expect(svg(logo.illustration), logo.name).toMatch(/^<svg /);
  });

  it('client logos are wordmarks: the brand set as outlines, named, each its own; most are case-study clients', () => {
    const drawings = logos.map((logo) => svg(logo.illustration));
    expect(new Set(drawings).size).toBe(logos.length);
    for (const [i, logo] of logos.entries()) {
      const drawing = drawings[i]!;
      expect(drawing, logo.name).toContain(`<title>${logo.name.replace(/&/g, '&amp;')}</title>`);
      expect(drawing, logo.name).not.toContain('<text');
      // Lettering, not a lone glyph: the outlines of a name run to many path commands.
      expect(drawing.match(/[MLQC]/g)?.length ?? 0, logo.name).toBeGreaterThan(60);
    }
    const clientsOfCaseStudies = seed<{ projectInfo: { label: string; value: string }[] }[]>(
      'case-studies.json',
    ).map((c) => c.projectInfo.find((i) => i.label === 'Client')!.value);
    const shownWithTheirWork = logos.filter((logo) =>
      clientsOfCaseStudies.some((client) => client.startsWith(logo.name.split(' ')[0]!)),
    );
    expect(shownWithTheirWork.length).toBeGreaterThanOrEqual(logos.length / 2);
  });

  it('alt text names the person', () => {
    expect(portraitAlt('Meera Iyer')).toBe('Monogram of Meera Iyer');
  });
});

describe('teamMemberForAuthor', () => {
  const member = (slug: string, name: string): TeamMember => ({
    slug,
    name,
    role: 'Role',
    short: '',
    bio: [],
    expertise: [],
    image: `/team/${slug}.svg`,
    imageAlt: portraitAlt(name),
  });
  const team = [member('sneha-patil', 'Sneha Patil'), member('rohan-deshpande', 'Rohan Deshpande')];

  it('finds a blog author by WordPress user name, else by display name', () => {
    expect(teamMemberForAuthor(team, { name: 'Someone Else', slug: 'sneha-patil' })?.name).toBe(
      'Sneha Patil',
    );
    expect(teamMemberForAuthor(team, { name: 'rohan deshpande', slug: 'rohan' })?.slug).toBe(
      'rohan-deshpande',
    );
    expect(
      teamMemberForAuthor(team, { name: 'Nexora Editorial Team', slug: 'nexora-editorial' }),
    ).toBeUndefined();
  });
});
