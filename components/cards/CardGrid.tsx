import type { ReactNode } from 'react';

/** A list of cards (each in an `<li>`) in rows that wrap; a card fills its cell's height. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="auto-grid">{children}</ul>;
}
