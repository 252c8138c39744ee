import { Icon, type IconName } from '@/components/icons/Icon';
import { Counter } from '@/components/widgets/Counter';
import { facts } from '@/src/config/site';
import styles from './Home.module.css';

const icons: IconName[] = ['briefcase', 'award', 'smile', 'users'];

/** Fact counters: projects, awards, satisfied customers, professionals. */
export function Facts() {
  return (
    <section className={styles.facts} aria-label="Facts about us">
      <ul className={`container ${styles.factList}`}>
        {facts.map((fact, index) => (
          <li key={fact.label} className={styles.fact}>
            <span className={styles.factIcon}>
              <Icon name={icons[index] ?? 'check'} size={28} />
            </span>
            <Counter value={fact.value} suffix={fact.suffix} className={styles.factValue} />
            <span className={styles.factLabel}>{fact.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
