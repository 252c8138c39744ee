import * as controlGlyphs from './control-glyphs';
import * as contentGlyphs from './glyphs';

/** The whole icon set by name: what the sprite holds and what the brochure PDF draws from. */
export const iconGlyphs = { ...controlGlyphs, ...contentGlyphs };

export type IconName = keyof typeof iconGlyphs;
