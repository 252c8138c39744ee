import Link from 'next/link';
import type { CareersResult } from '@/src/content/wordpress/types';
import styles from './Careers.module.css';
import { Icon } from '@/components/icons/Icon';

/** Cards per open position: title, location, plain-text excerpt, 'More Details →'. */
export function CareerList({ result }: { result: CareersResult }) {
  return (
    <section className={styles.section} aria-labelledby="openings-heading">
      <div className="container">
        <div className={styles.listIntro}>
          <p className={styles.eyebrow}>Join the team</p>
          <h2 id="openings-heading">Open positions</h2>
          <p>
            We are a small team that ships real products for real clients. If you like owning your work end to
            end, we would like to hear from you.
          </p>
        </div>
        {!result.ok ? (
          <p className={styles.error} role="alert">
            Error: {result.error}
          </p>
        ) : result.careers.length === 0 ? (
          <p className={styles.empty}>No jobs found.</p>
        ) : (
          <ul className={styles.cards}>
            {result.careers.map((career) => (
              <li key={career.slug} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Link href={`/careers/${career.slug}`} className={styles.cardLink}>
                    {career.title}
                  </Link>
                </h3>
                <p className={styles.location}>
                  <Icon name="pin" size={18} />
                  {career.location}
                </p>
                {career.excerpt ? <p className={styles.excerpt}>{career.excerpt}</p> : null}
                <span className={styles.more} aria-hidden="true">
                  More Details →
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
