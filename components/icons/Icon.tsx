import * as controlGlyphs from './control-glyphs';
import * as contentGlyphs from './glyphs';
import { SvgIcon } from './SvgIcon';

const glyphs = { ...controlGlyphs, ...contentGlyphs };

export type IconName = keyof typeof glyphs;

/** An icon of the set by name, for server components (a client component imports its glyphs and uses SvgIcon). */
export function Icon({
  name,
  size,
  title,
  className,
}: {
  name: IconName;
  size?: number;
  title?: string;
  className?: string;
}) {
  return <SvgIcon glyph={glyphs[name]} size={size} title={title} className={className} />;
}
