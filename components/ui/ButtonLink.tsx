import Link from 'next/link';
import type { ComponentProps } from 'react';
import styles from './Ui.module.css';

type Variant = 'primary' | 'outline' | 'outlineDark';

/** The site's button look, for a `<button>` or a link. `outlineDark` is for light backgrounds. */
export const buttonClassName = (variant: Variant = 'primary', className?: string) =>
  `${styles.button} ${styles[variant]}${className ? ` ${className}` : ''}`;

/** A link that looks like a button. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={buttonClassName(variant, className)} {...props} />;
}
