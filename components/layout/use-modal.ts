'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]'),
  );
}

/**
 * Modal behaviour for the drawer and the search popup (WAI-ARIA dialog pattern): while open, focus
 * moves inside and Tab cycles there, the rest of the page is inert, Escape closes, the body can be
 * scroll-locked; on close, focus returns to whatever opened it. `container` must be a direct child
 * of <body> or inside one (the dialogs are portalled there).
 */
export function useModal({
  open,
  onClose,
  container,
  initialFocus,
  lockScroll = true,
}: {
  open: boolean;
  onClose: () => void;
  container: RefObject<HTMLElement | null>;
  initialFocus?: RefObject<HTMLElement | null>;
  lockScroll?: boolean;
}) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = container.current;
    if (!open || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    // Everything else on the page becomes inert: not focusable, not clickable, hidden from AT.
    const inerted: Element[] = [];
    for (const child of Array.from(document.body.children)) {
      if (child.contains(panel) || child.hasAttribute('inert')) continue;
      if (child.tagName === 'SCRIPT' || child.tagName === 'NEXT-ROUTE-ANNOUNCER') continue;
      child.setAttribute('inert', '');
      inerted.push(child);
    }
    if (lockScroll) document.body.dataset.scrollLocked = 'true';
    (initialFocus?.current ?? focusables(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const el of inerted) el.removeAttribute('inert');
      if (lockScroll) delete document.body.dataset.scrollLocked;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, container, initialFocus, lockScroll]);
}

/**
 * A dialog mounted already open (its code arrived with the first click) starts closed for one frame,
 * so its opening transition runs and focus moves in only once it is visible and not inert.
 */
export function useEntered(): boolean {
  const [entered, setEntered] = useState(false);
  useEffect(() => {
    const id = window.requestAnimationFrame(() => setEntered(true));
    return () => window.cancelAnimationFrame(id);
  }, []);
  return entered;
}
