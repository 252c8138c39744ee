import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { Counter } from '@/components/widgets/Counter';
import { factCounters, type Counters } from '@/src/content/company';
import styles from './Home.module.css';

/** Fact counters: projects, awards, satisfied customers, professionals. */
export function Facts({ counters }: { counters: Counters }) {
  const facts = factCounters(counters);
  return (
    <section className={styles.facts} aria-label="Facts about us">
      <ul className={`container ${styles.factList}`}>
        {facts.map((fact) => (
          <li key={fact.label} className={styles.fact}>
            <span className={styles.factIcon}>
              <Icon name={fact.icon} size={28} />
            </span>
            <Counter
              value={fact.figure.value}
              suffix={fact.figure.plus ? '+' : ''}
              className={styles.factValue}
            />
            {'href' in fact ? (
              <Link href={fact.href} className={`${styles.factLabel} ${styles.factLink}`}>
                {fact.label}
              </Link>
            ) : (
              <span className={styles.factLabel}>{fact.label}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
