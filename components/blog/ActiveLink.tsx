'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

/** A link marked aria-current="page" (and styled by it) when it points at the current path. */
export function ActiveLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePathname();
  const current = decodeURI(pathname ?? '') === decodeURI(href);
  return <Link href={href} aria-current={current ? 'page' : undefined} {...props} />;
}
