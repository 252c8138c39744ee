import Image from 'next/image';
import { company } from '@/src/config/site';

/** The Nexora logo (public/logo.svg, drawn for dark backgrounds). 227x44 intrinsic. */
export function Logo({
  height = 34,
  className,
  alt = company.shortName,
}: {
  height?: number;
  className?: string;
  alt?: string;
}) {
  return (
    <Image
      src="/logo.svg"
      alt={alt}
      width={Math.round((227 / 44) * height)}
      height={height}
      className={className}
      unoptimized
    />
  );
}
