import Link from 'next/link';
import type { LoadedOrFailed } from '@/src/content/loaded';
import type { Career } from '@/src/content/wordpress/types';
import { careerPath } from '@/src/careers/urls';
import { contentMessages } from '@/src/content/messages';
import { cardExcerpt } from '@/src/content/excerpt';
import styles from './Careers.module.css';
import { Icon } from '@/components/icons/Icon';
import { RenderFailed } from '@/components/status/RenderFailed';

/** A card's excerpt: about four lines of a card at its narrowest, ending at a word. */
const CARD_EXCERPT_CHARS = 180;

/** Cards per open position: title, location, plain-text excerpt, 'More Details →'. */
export function CareerList({ careers }: { careers: LoadedOrFailed<Career[]> }) {
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
        {careers.status === 'failed' ? (
          <>
            <p className={styles.error} role="alert">
              Error: {contentMessages.careersFailed}
            </p>
            <RenderFailed what="careers list" />
          </>
        ) : careers.value.length === 0 ? (
          <p className={styles.empty}>No jobs found.</p>
        ) : (
          <ul className={`auto-grid ${styles.cards}`}>
            {careers.value.map((career) => (
              <li key={career.slug} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Link href={careerPath(career.slug)} className={styles.cardLink}>
                    {career.title}
                  </Link>
                </h3>
                <p className={styles.location}>
                  <Icon name="pin" size={18} />
                  {career.location}
                </p>
                {career.excerpt ? (
                  <p className={styles.excerpt}>{cardExcerpt(career.excerpt, CARD_EXCERPT_CHARS)}</p>
                ) : null}
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
