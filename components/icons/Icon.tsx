import sprite from './icons.svg';
import type { IconName } from './icon-set';

export type { IconName };

/** The sprite's address: a build asset with its hash in the name, cached for good. */
const spriteUrl: string = (sprite as { src: string }).src;

/**
 * An icon of the set by name, for server and client components alike: a reference into the cached
 * sprite (sprite.ts), drawn in currentColor, no icon font. Decorative by default (aria-hidden); pass
 * `title` when the icon alone carries meaning. Pictures that are not icons (the office map, the
 * preloader's mark, progress rings, curved text) are drawn where they are used.
 */
export function Icon({
  name,
  size = 24,
  title,
  className,
}: {
  name: IconName;
  size?: number;
  title?: string;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      className={className}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      aria-label={title}
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
