import type { ReactNode } from 'react';
import styles from './Cards.module.css';

/** A list of cards (each in an `<li>`) in rows that wrap, each card as tall as its row. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.cardGrid}>{children}</ul>;
}
