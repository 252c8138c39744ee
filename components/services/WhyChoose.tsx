import { Icon } from '@/components/icons/Icon';
import { ShowreelButton } from '@/components/sections/ShowreelButton';
import { SectionHeading } from '@/components/ui/SectionHeading';
import styles from './Services.module.css';

const reasons = [
  {
    title: 'Senior people, start to finish',
    text: 'The engineers and designers in the first workshop are the ones who build your product.',
  },
  {
    title: 'Weekly demos',
    text: 'Working software every week, so decisions are made on what you can see and try.',
  },
  {
    title: 'Measured quality',
    text: 'Performance, accessibility and security budgets checked before every release.',
  },
];

/** Services overview: why choose us, with the showreel link. */
export function WhyChoose() {
  return (
    <section className={styles.why} aria-labelledby="why-title">
      <div className={`container ${styles.whyInner}`}>
        <div>
          <SectionHeading
            eyebrow="Why choose us"
            title="Software partners who care about the outcome"
            id="why-title"
            tone="dark"
          />
          <ul className={styles.reasons}>
            {reasons.map((r) => (
              <li key={r.title}>
                <span className={styles.reasonIcon}>
                  <Icon name="check" size={20} />
                </span>
                <span>
                  <strong>{r.title}</strong>
                  {r.text}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.whyVideo}>
          <ShowreelButton />
          <p>See how we work in 10 seconds</p>
        </div>
      </div>
    </section>
  );
}
