import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { homeFeatures } from '@/src/content/services';
import styles from './Home.module.css';

/** Three feature cards, each to a service page; they overlap the hero's lower edge. */
export function FeatureCards() {
  return (
    <section className={styles.features} aria-label="What we do best">
      <ul className={`container ${styles.featureList}`}>
        {homeFeatures.map((feature) => (
          <li key={feature.href} className={styles.feature}>
            <span className={`icon-tile ${styles.featureIcon}`}>
              <Icon name={feature.icon} size={28} />
            </span>
            <div>
              <h2 className={styles.featureTitle}>
                <Link href={feature.href}>{feature.title}</Link>
              </h2>
              <p>{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
