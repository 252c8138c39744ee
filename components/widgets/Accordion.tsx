'use client';
import { useId, useState, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export type AccordionItem = { question: string; answer: ReactNode };

/**
 * A group of expandable questions; one item is open at a time per group. Buttons carry
 * aria-expanded and aria-controls; panels are labelled by their button. Closed answers stay in the
 * HTML (hidden), so search engines and find-in-page still see them.
 */
export function Accordion({
  items,
  defaultOpen = 0,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  /** Index open on first render, or null for all closed. */
  defaultOpen?: number | null;
  headingLevel?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${base}-q${index}`;
        const panelId = `${base}-a${index}`;
        return (
          <div key={item.question} className={`${styles.item} ${expanded ? styles.active : ''}`}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <span className={styles.sign} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
