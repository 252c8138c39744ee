import { describe, expect, it } from 'vitest';
import * as controlGlyphs from './control-glyphs';
import * as contentGlyphs from './glyphs';
import { iconSprite } from './sprite';

describe('icon sprite', () => {
  it('is the file pages load, made from the glyphs (run `vitest -u` after changing one)', async () => {
    await expect(iconSprite()).toMatchFileSnapshot('./icons.svg');
  });

  it('holds one symbol per glyph, with its path', () => {
    const sprite = iconSprite();
    const names = [...Object.keys(controlGlyphs), ...Object.keys(contentGlyphs)];
    expect(sprite.match(/<symbol /g)).toHaveLength(names.length);
    expect(sprite).toContain(`<symbol id="phone" viewBox="0 0 24 24"><path d="${controlGlyphs.phone.d}"`);
    expect(sprite).toMatch(/<symbol id="play"[^>]*><path d="[^"]+" fill="currentColor"\/>/);
  });
});
