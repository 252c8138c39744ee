import type { Glyph } from './control-glyphs';

/**
 * Draws one glyph of the icon set: inline SVG, currentColor, no icon font, no request. Decorative by
 * default (aria-hidden); pass `title` when the icon alone carries meaning. Pictures that are not icons
 * (the office map, the preloader's mark, progress rings, curved text) are drawn where they are used.
 */
export function SvgIcon({
  glyph,
  size = 24,
  title,
  className,
}: {
  glyph: Glyph;
  size?: number;
  title?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
      focusable="false"
      fill={glyph.filled ? 'currentColor' : 'none'}
      stroke={glyph.filled ? 'none' : 'currentColor'}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={glyph.d} />
    </svg>
  );
}
