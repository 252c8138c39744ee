import type { ReactNode } from 'react';
import uiStyles from '@/components/ui/Ui.module.css';
import styles from './FormPageSection.module.css';

/**
 * A form page's body: the invitation (eyebrow, heading, text) and `aside` beside the form's card.
 * On a phone the form follows the invitation and the aside comes last.
 */
export function FormPageSection({
  headingId,
  eyebrow,
  title,
  intro,
  form,
  aside,
}: {
  headingId: string;
  eyebrow: string;
  title: string;
  /** The paragraphs under the heading. */
  intro: ReactNode;
  form: ReactNode;
  aside: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <p className={uiStyles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId}>{title}</h2>
          {intro}
        </div>
        <div className={styles.card}>{form}</div>
        <div className={styles.aside}>{aside}</div>
      </div>
    </section>
  );
}
