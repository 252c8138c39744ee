'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './PaymentAccordion.module.css';

export type PaymentMethod = { id: string; label: string; details: ReactNode };

/**
 * Checkout payment methods: a native radio group (arrow keys move and select, one Tab stop) where the
 * chosen method expands its details and every other one collapses, so exactly one is open.
 */
export function PaymentAccordion({
  methods,
  legend = 'Payment method',
  name,
  defaultId,
  onChange,
}: {
  methods: readonly PaymentMethod[];
  legend?: string;
  name?: string;
  defaultId?: string;
  onChange?: (id: string) => void;
}) {
  const baseId = useId();
  const [selected, setSelected] = useState(defaultId ?? methods[0]?.id);

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {methods.map((method) => {
        const open = method.id === selected;
        const detailsId = `${baseId}-${method.id}-details`;
        return (
          <div key={method.id} className={styles.item} data-open={open ? 'true' : undefined}>
            <label className={styles.option}>
              <input
                type="radio"
                name={name ?? `${baseId}-payment`}
                value={method.id}
                checked={open}
                aria-controls={detailsId}
                onChange={() => {
                  setSelected(method.id);
                  onChange?.(method.id);
                }}
              />
              <span>{method.label}</span>
            </label>
            <div id={detailsId} className={styles.details} hidden={!open}>
              {method.details}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
