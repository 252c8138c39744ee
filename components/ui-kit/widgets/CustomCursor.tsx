'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FINE_POINTER, useMediaQuery } from './lib/use-media-query';
import { useReducedMotion } from '@/components/widgets/use-reduced-motion';
import styles from './CustomCursor.module.css';

const INTERACTIVE =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * A decorative ring that follows the mouse inside its area and grows over links and buttons.
 * Only for fine pointers (a mouse, not touch) and never with reduced motion. It is aria-hidden and
 * takes no pointer events, and the real cursor is never hidden: it is an addition, not a replacement,
 * so keyboard and switch users lose nothing. It also hides as soon as the keyboard is used.
 */
export function CustomCursor({ children, className }: { children: ReactNode; className?: string }) {
  const fine = useMediaQuery(FINE_POINTER);
  const reduced = useReducedMotion();
  const enabled = fine && !reduced;
  const areaRef = useRef<HTMLDivElement>(null);
  const ringRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ visible: boolean; hover: boolean }>({ visible: false, hover: false });

  useEffect(() => {
    const area = areaRef.current;
    if (!enabled || !area) return;
    let frame: number | undefined;
    let x = 0;
    let y = 0;
    const paint = () => {
      frame = undefined;
      if (ringRef.current) ringRef.current.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    };
    const onMove = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      x = e.clientX;
      y = e.clientY;
      frame ??= requestAnimationFrame(paint);
      const hover = e.target instanceof Element && e.target.closest(INTERACTIVE) !== null;
      setState((s) => (s.visible && s.hover === hover ? s : { visible: true, hover }));
    };
    const hide = () => setState((s) => (s.visible ? { ...s, visible: false } : s));
    area.addEventListener('pointermove', onMove);
    area.addEventListener('pointerleave', hide);
    window.addEventListener('keydown', hide);
    return () => {
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerleave', hide);
      window.removeEventListener('keydown', hide);
      if (frame !== undefined) cancelAnimationFrame(frame);
    };
  }, [enabled]);

  return (
    <div ref={areaRef} className={className}>
      {children}
      {enabled && (
        <div
          ref={ringRef}
          className={styles.cursor}
          aria-hidden="true"
          data-testid="custom-cursor"
          data-visible={state.visible ? 'true' : 'false'}
          data-hover={state.hover ? 'true' : 'false'}
        />
      )}
    </div>
  );
}
