import { Icon } from '@/components/icons/Icon';
import { ShowreelButton } from '@/components/sections/ShowreelButton';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { figures, yearsInBusiness, type Counters } from '@/src/content/company';
import { aboutTeaser } from '@/src/content/pages/home';
import styles from './Home.module.css';

/** About teaser to /about, with the intro video link ringed by curved text (radius 70). */
export function AboutTeaser({ counters }: { counters: Counters }) {
  const teaser = aboutTeaser(counters);
  return (
    <section
      className={`${styles.section} ${styles.alt} ${styles.aboutTeaser} drawn-near-viewport`}
      aria-labelledby="about-teaser-title"
    >
      <div className={`container ${styles.split}`}>
        <div className={styles.aboutVisual}>
          <div className={styles.aboutPanel}>
            <p className={styles.aboutYears}>
              <strong>{yearsInBusiness()}+</strong> years of building software
            </p>
            <p className={styles.aboutSince}>Est. {figures.foundedYear}, Kolhapur</p>
          </div>
          <div className={styles.aboutVideo}>
            <ShowreelButton />
          </div>
        </div>
        <div>
          <SectionHeading eyebrow={teaser.eyebrow} title={teaser.title} id="about-teaser-title" />
          <p className={styles.lead}>{teaser.text}</p>
          <ul className={styles.checks}>
            {teaser.points.map((point) => (
              <li key={point}>
                <Icon name="check" size={20} />
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink href="/about" variant="outlineDark">
            More about us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
