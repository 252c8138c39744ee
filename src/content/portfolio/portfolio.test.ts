import { describe, expect, it } from 'vitest';
import { portfolio } from '@/src/config/site';
import {
  getProject,
  getRelatedProjects,
  neighbourProjects,
  projectIds,
  projects,
  projectSources,
} from './index';
import { randomOther } from './links';

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
    expect(p.portfolioImage).toMatch(/^\/portfolio\/.+\.webp$/);
    expect(p.mainImage).toMatch(/^\/portfolio\/.+-main\.webp$/);
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
