import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portfolio } from '@/src/config/site';
import {
  getProject,
  getRelatedProjects,
  neighbourProjects,
  projectIds,
  projectImageSizes,
  projects,
  projectSources,
  type ProjectImageKind,
} from './index';
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

const pictures = (p: (typeof projects)[number]): [ProjectImageKind, string][] => [
  ['card', p.portfolioImage],
  ['hero', p.mainImage],
  ['detail', p.detailImage],
  ['mobile', p.mobileImage],
];

const specKeys = [
  'octans',
  'ceremonyy',
  'dattachhaya',
  'lightopia',
  'raylite',
  'dynamicdistributors',
  'workshop Mangement',
  'hospital-management-system',
  'support-desk',
  'grocery-app',
  'jewellery-app',
  'cricket-score-app',
];

describe('portfolio content', () => {
  it('holds the twelve projects under the keys the spec lists', () => {
    expect(Object.keys(projectSources)).toEqual(specKeys);
    expect(projects).toHaveLength(12);
    expect(new Set(projectIds).size).toBe(12);
  });

  it("serves the 'workshop Mangement' key at projectId workshopmanager", () => {
    expect(projectSources['workshop Mangement'].projectId).toBe('workshopmanager');
    expect(getProject('workshopmanager')?.title).toBe('Workshop Manager');
    expect(getProject('workshop Mangement')).toBeUndefined();
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
    expect(p.portfolioImage).toBe(`/portfolio/${p.projectId}-card.webp`);
    expect(p.mainImage).toBe(`/portfolio/${p.projectId}-hero.webp`);
    expect(p.projectInfo.map((i) => i.label)).toEqual(
      expect.arrayContaining(['Date', 'Services', 'Client', 'Location']),
    );
    expect(p.socialLinks.map((s) => s.network)).toEqual(['whatsapp', 'facebook', 'linkedin', 'twitter']);
    expect(p.socialLinks.every((s) => s.href.includes(encodeURIComponent(`/portfolio/${p.projectId}`)))).toBe(
      true,
    );
    expect(p.relatedProjects).toHaveLength(portfolio.relatedProjects);
    expect(p.relatedProjects.some((r) => r.projectId === p.projectId)).toBe(false);
  });
});

describe('case-study pictures and outcomes', () => {
  it.each(projects.map((p) => [p.projectId, p] as const))(
    '%s has its card, hero, detail and phone pictures on disk, at their sizes and under 100 KB',
    (_id, p) => {
      for (const [kind, src] of pictures(p)) {
        expect(src).toBe(`/portfolio/${p.projectId}-${kind}.webp`);
        const bytes = readFileSync(path.join(publicDir, src));
        expect(webpSize(bytes), src).toEqual(projectImageSizes[kind]);
        expect(bytes.length, src).toBeLessThan(100 * 1024);
      }
    },
  );

  it('every picture is its own: no two projects share a file', () => {
    const hashes = projects.flatMap((p) =>
      pictures(p).map(([, src]) =>
        createHash('sha256')
          .update(readFileSync(path.join(publicDir, src)))
          .digest('hex'),
      ),
    );
    expect(new Set(hashes).size).toBe(projects.length * 4);
  });

  it('public/portfolio holds only the pictures the projects use', () => {
    const used = projects.flatMap((p) => pictures(p).map(([, src]) => path.basename(src)));
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
      const texts = [p.visuals.hero, p.visuals.detail.alt, p.visuals.mobile.alt];
      for (const text of [...texts, p.visuals.detail.caption, p.visuals.mobile.caption])
        expect(text.trim().length).toBeGreaterThan(20);
      expect(new Set(texts).size).toBe(3);
    },
  );
});

describe('getRelatedProjects', () => {
  it('returns n distinct other projects, hand-picked ones first', () => {
    const related = getRelatedProjects('octans', 3);
    expect(related.map((r) => r.projectId)).toEqual(['raylite', 'dattachhaya', 'lightopia']);
    const many = getRelatedProjects('octans', 11);
    expect(many).toHaveLength(11);
    expect(new Set(many.map((r) => r.projectId)).size).toBe(11);
    expect(many.some((r) => r.projectId === 'octans')).toBe(false);
  });
  it('defaults to the spec count and is empty for unknown ids', () => {
    expect(getRelatedProjects('grocery-app')).toHaveLength(3);
    expect(getRelatedProjects('nope')).toEqual([]);
  });
});

describe('randomOther', () => {
  it('never returns the project itself, over the whole random range', () => {
    for (const id of projectIds) {
      for (const r of [0, 0.2, 0.5, 0.999999])
        expect(randomOther(projects, id, () => r)?.projectId).not.toBe(id);
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
    expect(neighbourProjects('octans').previous.projectId).toBe('cricket-score-app');
    expect(neighbourProjects('cricket-score-app').next.projectId).toBe('octans');
    for (const id of projectIds) {
      const { previous, next } = neighbourProjects(id);
      expect([previous.projectId, next.projectId]).not.toContain(id);
    }
  });
});
