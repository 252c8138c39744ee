import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudyFromRest } from '@/src/content/wordpress/case-studies';
import { restEntry, seededCaseStudies } from '@/tests/support/case-studies';
import { homeProjects, neighbourProjects, projectImageSizes, relatedProjects, type Project } from './index';
import { projectImagePath, type ProjectImageKind } from './images';
import { randomOther } from './links';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

/** Width and height from a WebP file's header (lossy, lossless or extended). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe('VP8 ');
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

/** The seeded portfolio as the site reads it from WordPress. */
const projects: Project[] = seededCaseStudies.map((c) => caseStudyFromRest(restEntry(c))!);
const kinds = Object.keys(projectImageSizes) as ProjectImageKind[];

/** The spec's project keys; 'workshop Mangement' (sic) is served at workshopmanager. */
const specAddresses = [
  'octans',
  'ceremonyy',
  'dattachhaya',
  'lightopia',
  'raylite',
  'dynamicdistributors',
  'workshopmanager',
  'hospital-management-system',
  'support-desk',
  'grocery-app',
  'jewellery-app',
  'cricket-score-app',
];

describe('seeded portfolio', () => {
  it('holds the twelve projects at the addresses of the spec, in its order', () => {
    expect(projects.map((p) => p.projectId)).toEqual(specAddresses);
    expect(projects.find((p) => p.projectId === 'workshopmanager')?.title).toBe('Workshop Manager');
  });

  it.each(projects.map((p) => [p.projectId, p] as const))('%s has every field', (_id, p) => {
    for (const text of [
      p.title,
      p.description,
      p.subTitle,
      p.subDescription,
      p.challenges,
      p.conclusionText,
    ]) {
      expect(text.trim().length).toBeGreaterThan(5);
    }
    expect(p.challengesList.length).toBeGreaterThanOrEqual(3);
    expect(p.categories.length).toBeGreaterThan(0);
    expect(p.projectInfo.map((i) => i.label)).toEqual(
      expect.arrayContaining(['Date', 'Services', 'Client', 'Location']),
    );
    expect(p.related.every((id) => specAddresses.includes(id) && id !== p.projectId)).toBe(true);
  });

  it('places four projects on the home page, one in each place', () => {
    expect(homeProjects(projects).map((p) => p.projectId)).toEqual([
      'octans',
      'lightopia',
      'grocery-app',
      'hospital-management-system',
    ]);
  });
});

describe('case-study pictures and outcomes', () => {
  it.each(projects.map((p) => [p.projectId, p] as const))(
    '%s has its card, hero, detail and phone pictures on disk, at their sizes and under 100 KB',
    (_id, p) => {
      for (const kind of kinds) {
        const picture = p.pictures[kind]!;
        expect(picture.src).toBe(projectImagePath(p.projectId, kind));
        const bytes = readFileSync(path.join(publicDir, picture.src));
        expect(webpSize(bytes), picture.src).toEqual(projectImageSizes[kind]);
        expect({ width: picture.width, height: picture.height }).toEqual(projectImageSizes[kind]);
        expect(bytes.length, picture.src).toBeLessThan(100 * 1024);
      }
    },
  );

  it('every picture is its own: no two projects share a file', () => {
    const hashes = projects.flatMap((p) =>
      kinds.map((kind) =>
        createHash('sha256')
          .update(readFileSync(path.join(publicDir, p.pictures[kind]!.src)))
          .digest('hex'),
      ),
    );
    expect(new Set(hashes).size).toBe(projects.length * 4);
  });

  it('public/portfolio holds only the pictures the projects use', () => {
    const used = projects.flatMap((p) => kinds.map((kind) => path.basename(p.pictures[kind]!.src)));
    expect(readdirSync(path.join(publicDir, 'portfolio')).sort()).toEqual(used.sort());
  });

  it.each(projects.map((p) => [p.projectId, p] as const))(
    '%s has two or three outcomes and says what each picture shows',
    (_id, p) => {
      expect(p.outcomes.length).toBeGreaterThanOrEqual(2);
      expect(p.outcomes.length).toBeLessThanOrEqual(3);
      for (const outcome of p.outcomes) {
        expect(outcome.value.trim()).toMatch(/\d/);
        expect(outcome.value.length).toBeLessThanOrEqual(12);
        expect(outcome.label.trim().length).toBeGreaterThan(10);
      }
      const { hero, detail, mobile } = p.pictures;
      const texts = [hero.alt, detail!.alt, mobile!.alt];
      for (const text of [...texts, detail!.caption, mobile!.caption])
        expect(text.trim().length).toBeGreaterThan(20);
      expect(new Set(texts).size).toBe(3);
    },
  );
});

const byId = (id: string) => projects.find((p) => p.projectId === id)!;

describe('relatedProjects', () => {
  it('returns n distinct other projects, hand-picked ones first', () => {
    const related = relatedProjects(projects, byId('octans'), 3);
    expect(related.map((r) => r.projectId)).toEqual(['raylite', 'dattachhaya', 'lightopia']);
    const many = relatedProjects(projects, byId('octans'), 11);
    expect(many).toHaveLength(11);
    expect(new Set(many.map((r) => r.projectId)).size).toBe(11);
    expect(many.some((r) => r.projectId === 'octans')).toBe(false);
  });
  it('skips a picked project that is no longer published and fills up with ones sharing a category', () => {
    const withoutRaylite = projects.filter((p) => p.projectId !== 'raylite');
    const related = relatedProjects(withoutRaylite, byId('octans'), 3).map((r) => r.projectId);
    expect(related.slice(0, 2)).toEqual(['dattachhaya', 'lightopia']);
    expect(related).toHaveLength(3);
    const third = byId(related[2]!);
    expect(third.categories.some((c) => byId('octans').categories.some((o) => o.slug === c.slug))).toBe(true);
  });
  it('defaults to the spec count and shows each card picture', () => {
    const related = relatedProjects(projects, byId('grocery-app'));
    expect(related).toHaveLength(3);
    expect(related[0]!.image).toEqual(byId(related[0]!.projectId).pictures.card);
  });
});

describe('randomOther', () => {
  it('never returns the project itself, over the whole random range', () => {
    for (const { projectId } of projects) {
      for (const r of [0, 0.2, 0.5, 0.999999])
        expect(randomOther(projects, projectId, () => r)?.projectId).not.toBe(projectId);
    }
  });
  it('can reach every other project', () => {
    const seen = new Set(
      Array.from({ length: 11 }, (_, i) => randomOther(projects, 'octans', () => (i + 0.5) / 11)?.projectId),
    );
    expect(seen.size).toBe(11);
  });
});

describe('neighbourProjects', () => {
  it('wraps around the list and never points at itself', () => {
    expect(neighbourProjects(projects, 'octans').previous.projectId).toBe('cricket-score-app');
    expect(neighbourProjects(projects, 'cricket-score-app').next.projectId).toBe('octans');
    for (const { projectId } of projects) {
      const { previous, next } = neighbourProjects(projects, projectId);
      expect([previous.projectId, next.projectId]).not.toContain(projectId);
    }
  });
});
