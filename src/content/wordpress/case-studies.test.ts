import { describe, expect, it } from 'vitest';
import { restEntry, seededCaseStudies } from '@/tests/support/case-studies';
import { caseStudyFromRest } from './case-studies';

/** A seeded case study with none of the site's drawings: only what an editor chose in WordPress. */
function uploaded(pictures: Record<string, unknown>) {
  const entry = restEntry(seededCaseStudies[0]!);
  return caseStudyFromRest({
    ...entry,
    meta: { ...entry.meta, illustration: '', illustration_alt: {} },
    pictures: { hero: null, card: null, detail: null, mobile: null, ...pictures },
  });
}

const photo = (name: string, alt: string) => ({
  src: `http://wp.test/wp-content/uploads/2026/11/${name}.png`,
  alt,
  width: 1200,
  height: 720,
});

describe('a case study’s hero and card pictures', () => {
  it('takes the card picture as its hero when only a card picture was chosen', () => {
    const project = uploaded({ card: photo('card', 'The driver app on a phone') });
    expect(project?.pictures.hero).toEqual({
      src: '/uploads/2026/11/card.png',
      alt: 'The driver app on a phone',
      width: 1200,
      height: 720,
    });
    expect(project?.pictures.card).toEqual(project?.pictures.hero);
  });

  it('takes the hero picture as its card when only a hero picture was chosen', () => {
    const project = uploaded({ hero: photo('hero', 'The dispatch map') });
    expect(project?.pictures.card.src).toBe('/uploads/2026/11/hero.png');
  });

  it('keeps each picture where both were chosen', () => {
    const project = uploaded({ hero: photo('hero', 'The dispatch map'), card: photo('card', 'The app') });
    expect([project?.pictures.hero.src, project?.pictures.card.src]).toEqual([
      '/uploads/2026/11/hero.png',
      '/uploads/2026/11/card.png',
    ]);
  });

  it('is left out without any picture, or with a card picture that has no alternative text', () => {
    expect(uploaded({})).toBeNull();
    expect(uploaded({ card: photo('card', ' ') })).toBeNull();
  });
});
