import { useId, type ReactNode } from 'react';
import { curvedTextRadius } from '@/src/config/site';
import styles from './CurvedText.module.css';

/**
 * Text set around a circle of radius `curvedTextRadius` (70), slowly turning (still with
 * reduced motion). Decorative: the surrounding link or button carries the accessible name.
 */
export function CurvedText({
  text,
  children,
  className,
}: {
  text: string;
  children?: ReactNode;
  className?: string;
}) {
  const id = `curve-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const r = curvedTextRadius;
  const size = 2 * r + 40;
  const c = size / 2;
  return (
    <span className={`${styles.curved} ${className ?? ''}`} style={{ width: size, height: size }}>
      <svg
        className={styles.ring}
        viewBox={`0 0 ${size} ${size}`}
        width={size}
        height={size}
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <path
            id={id}
            d={`M ${c} ${c} m -${r} 0 a ${r} ${r} 0 1 1 ${2 * r} 0 a ${r} ${r} 0 1 1 -${2 * r} 0`}
            data-radius={r}
          />
        </defs>
        <text className={styles.text}>
          <textPath href={`#${id}`} textLength={Math.floor(2 * Math.PI * r) - 4} lengthAdjust="spacing">
            {text}
          </textPath>
        </text>
      </svg>
      {children && <span className={styles.center}>{children}</span>}
    </span>
  );
}
