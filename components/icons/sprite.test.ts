import { describe, expect, it } from 'vitest';
import { phone } from './control-glyphs';
import { iconGlyphs } from './icon-set';
import { iconSprite } from './sprite';

describe('icon sprite', () => {
  it('is the file pages load, made from the glyphs (run `vitest -u` after changing one)', async () => {
    await expect(iconSprite()).toMatchFileSnapshot('./icons.svg');
  });

  it('holds one symbol per glyph, with its path', () => {
    const sprite = iconSprite();
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(iconGlyphs).length);
    expect(sprite).toContain(`<symbol id="phone" viewBox="0 0 24 24"><path d="${phone.d}"`);
    expect(sprite).toMatch(/<symbol id="play"[^>]*><path d="[^"]+" fill="currentColor"\/>/);
  });
});
