import { describe, expect, it } from 'vitest';
import { cardExcerpt } from './excerpt';

describe('cardExcerpt', () => {
  it('keeps a short excerpt as it is', () => {
    expect(cardExcerpt('Fast pages for busy shops.', 40)).toBe('Fast pages for busy shops.');
  });

  it('ends a long one after a whole word, with an ellipsis', () => {
    const text = 'Editors keep the WordPress dashboard they already know, visitors get fast pages.';
    const out = cardExcerpt(text, 50);
    expect(out).toBe('Editors keep the WordPress dashboard they already…');
    expect(out.length).toBeLessThanOrEqual(51);
    // Every word of the result is a whole word of the text.
    for (const word of out.slice(0, -1).split(' ')) expect(text.split(/[ ,.]+/)).toContain(word);
  });

  it('drops punctuation before the ellipsis, and cuts exactly at a word that ends on the limit', () => {
    expect(cardExcerpt('One, two, three, four', 8)).toBe('One, two…');
    expect(cardExcerpt('alpha beta gamma', 10)).toBe('alpha beta…');
  });

  it("replaces WordPress's own [&hellip;] marker with one ellipsis", () => {
    expect(cardExcerpt('Cut by WordPress [&hellip;]', 100)).toBe('Cut by WordPress…');
    expect(cardExcerpt('Cut by WordPress […]', 100)).toBe('Cut by WordPress…');
  });

  it('keeps a single overlong word whole rather than cutting it', () => {
    expect(cardExcerpt('Supercalifragilistic words', 5)).toBe('Supercalifragilistic…');
  });
});
