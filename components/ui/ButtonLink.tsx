import Link from 'next/link';
import type { ComponentProps } from 'react';
import styles from './Ui.module.css';

type Variant = 'primary' | 'outline' | 'outlineDark';

/** A link that looks like a button. `outlineDark` is for light backgrounds. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={`${styles.button} ${styles[variant]} ${className ?? ''}`} {...props} />;
}
