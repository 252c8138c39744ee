'use client';

import Link from 'next/link';
import { usePublicPathname } from '@/components/ui/use-public-pathname';
import type { ComponentProps } from 'react';

/** A link marked aria-current="page" (and styled by it) when it points at the current path. */
export function ActiveLink({ href, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const pathname = usePublicPathname();
  const current = decodeURI(pathname ?? '') === decodeURI(href);
  return <Link href={href} aria-current={current ? 'page' : undefined} {...props} />;
}
