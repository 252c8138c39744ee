import { Accordion } from '@/components/widgets/Accordion';
import type { FaqGroup } from '@/src/content/wordpress/faq';
import styles from './Faq.module.css';

/** The FAQ's groups, each its own accordion so one question stays open per group. */
export function FaqGroups({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group, index) => (
        <section
          key={group.title}
          className={styles.group}
          aria-labelledby={`faq-group-${index}`}
          data-faq-group
        >
          <h2 id={`faq-group-${index}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <Accordion
            items={group.items.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
          />
        </section>
      ))}
    </div>
  );
}
