// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portraitAlt, team, teamMemberForAuthor } from './team';
import { testimonials } from './testimonials';

const svg = (url: string) => readFileSync(path.join(process.cwd(), 'public', url), 'utf8');

describe('portraits', () => {
  it.each([...team, ...testimonials].map((p) => [p.name, p.image] as const))(
    '%s has a portrait of their own, drawn at 360 x 400',
    (_name, image) => {
      expect(svg(image)).toMatch(/^<svg [^>]*viewBox="0 0 360 400"/);
    },
  );

  it('no two people share a portrait', () => {
    const images = [...team, ...testimonials].map((p) => p.image);
    expect(new Set(images).size).toBe(images.length);
  });

  it('alt text names the person', () => {
    expect(portraitAlt('Meera Iyer')).toBe('Illustrated portrait of Meera Iyer');
  });
});

describe('teamMemberForAuthor', () => {
  it('finds a blog author by WordPress user name, else by display name', () => {
    expect(teamMemberForAuthor({ name: 'Someone Else', slug: 'sneha-patil' })?.name).toBe('Sneha Patil');
    expect(teamMemberForAuthor({ name: 'rohan deshpande', slug: 'rohan' })?.slug).toBe('rohan-deshpande');
    expect(teamMemberForAuthor({ name: 'Nexora Editorial Team', slug: 'nexora-editorial' })).toBeUndefined();
  });
});
