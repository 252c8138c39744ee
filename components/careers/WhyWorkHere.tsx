import { Icon } from '@/components/icons/Icon';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { siteCounters } from '@/src/content/counters';
import { benefits, careersIntro, reasons } from '@/src/content/pages/careers';
import styles from './Careers.module.css';

/** Why work here: four reasons beside the benefits every position has. */
export async function WhyWorkHere() {
  const intro = careersIntro(await siteCounters());
  return (
    <section className={styles.why} aria-labelledby="why-work-title">
      <div className={`container ${styles.whyInner}`}>
        <div>
          <SectionHeading eyebrow={intro.eyebrow} title={intro.title} id="why-work-title">
            <p className={styles.whyText}>{intro.text}</p>
          </SectionHeading>
          <ul className={`auto-grid ${styles.reasons}`}>
            {reasons.map((reason) => (
              <li key={reason.title} className={styles.reason}>
                <span className={`icon-tile ${styles.reasonIcon}`}>
                  <Icon name={reason.icon} size={22} />
                </span>
                <h3 className={styles.reasonTitle}>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <section className={styles.benefits} aria-labelledby="benefits-title">
          <h3 id="benefits-title" className={styles.benefitsTitle}>
            What every position includes
          </h3>
          <ul className={styles.benefitList}>
            {benefits.map((benefit) => (
              <li key={benefit}>
                <Icon name="check" size={18} />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
