'use client';

import type { ComponentProps } from 'react';
import { handleAnchorClick } from './lib/anchor-scroll';

/** An in-page link (`href="#section"`) that scrolls smoothly to its target and focuses it. */
export function AnchorLink({ onClick, ...props }: ComponentProps<'a'> & { href: `#${string}` }) {
  return (
    <a
      {...props}
      onClick={(e) => {
        onClick?.(e);
        handleAnchorClick(e);
      }}
    />
  );
}
