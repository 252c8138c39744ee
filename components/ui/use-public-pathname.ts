'use client';

import { usePathname } from 'next/navigation';
import { publicPathname } from '@/src/blog/plain-listing-root.mjs';

/**
 * The current path as the visitor's address has it. A plain blog listing is prerendered at an
 * internal path its address is rewritten to: while its HTML is made, Next reports that path, in the
 * browser the public one, and both renders must agree (the active link, a form's action).
 */
export function usePublicPathname(): string | null {
  const pathname = usePathname();
  return pathname === null ? null : publicPathname(pathname);
}
