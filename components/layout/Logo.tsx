import { company } from '@/src/config/site';

/**
 * The company logo (public/logo.svg, drawn for dark backgrounds), always a link home: its text says
 * so. 227x44 intrinsic. `eager` for the header's copy, which is above the fold on every page (a lazy
 * image there waits for layout). A plain `<img>`: an SVG needs no resizing, and the mobile drawer (a
 * client component) renders it too.
 */
export function Logo({
  height = 34,
  className,
  eager = false,
}: {
  height?: number;
  className?: string;
  eager?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src="/logo.svg"
      alt={`${company.shortName} home`}
      width={Math.round((227 / 44) * height)}
      height={height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
