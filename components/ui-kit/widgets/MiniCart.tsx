'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { formatInr } from './DonationPicker';
import styles from './MiniCart.module.css';
import { Icon } from '@/components/icons/Icon';

export type CartItem = { id: string; name: string; detail?: string; quantity: number; unitPrice: number };

export const cartSubtotal = (items: readonly CartItem[]) =>
  items.reduce((sum, i) => sum + i.quantity * i.unitPrice, 0);

/**
 * Mini-cart: a toggle button (aria-expanded) and the panel it controls with the items, a remove
 * button per item and the subtotal. Escape or a click outside closes it and returns focus to the toggle.
 */
export function MiniCart({
  initialItems,
  checkoutHref,
}: {
  initialItems: readonly CartItem[];
  checkoutHref: string;
}) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState(initialItems);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = items.reduce((n, i) => n + i.quantity, 0);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const remove = (id: string) => {
    setItems((list) => list.filter((i) => i.id !== id));
    // The removed button disappears; keep the keyboard user inside the panel.
    headingRef.current?.focus();
  };

  return (
    <div ref={rootRef} className={styles.cart}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="cart" size={22} />
        <span>Cart</span> <span className={styles.badge}>{count}</span>{' '}
        <span className="visually-hidden">{count === 1 ? 'item' : 'items'}</span>
      </button>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        role="region"
        aria-labelledby={`${panelId}-title`}
      >
        <h3 id={`${panelId}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
          Your cart
        </h3>
        {items.length === 0 ? (
          <p className={styles.empty}>Your cart is empty.</p>
        ) : (
          <>
            <ul className={styles.items}>
              {items.map((item) => (
                <li key={item.id} className={styles.item}>
                  <div>
                    <p className={styles.name}>{item.name}</p>
                    <p className={styles.meta}>
                      {item.quantity} × {formatInr(item.unitPrice)}
                      {item.detail ? ` · ${item.detail}` : ''}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remove ${item.name}`}
                    onClick={() => remove(item.id)}
                  >
                    <Icon name="close" size={18} />
                  </button>
                </li>
              ))}
            </ul>
            <p className={styles.subtotal}>
              <span>Subtotal</span>
              <strong>{formatInr(cartSubtotal(items))}</strong>
            </p>
            <a className={styles.checkout} href={checkoutHref} onClick={() => setOpen(false)}>
              Go to checkout
            </a>
          </>
        )}
        <p aria-live="polite" className="visually-hidden">
          {`${count} ${count === 1 ? 'item' : 'items'} in cart`}
        </p>
      </div>
    </div>
  );
}
