import type { ComponentProps } from 'react';
import styles from './Ui.module.css';

/** A row of pill-shaped links that wraps: each item an `<li>` holding a link. */
export function ChipList({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={`inline-list ${styles.chips}${className ? ` ${className}` : ''}`} {...props} />;
}
