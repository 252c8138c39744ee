import { ServiceCard } from '@/components/cards/ServiceCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { ServiceCard as Card } from '@/src/content/services';
import styles from './Home.module.css';

/** 'What we're offering / Services we're providing to our customers' with four Read More cards (editors' words). */
export function ServicesOffer({ cards }: { cards: readonly Card[] }) {
  return (
    <section
      className={`${styles.section} ${styles.offer} drawn-near-viewport`}
      aria-labelledby="offer-title"
    >
      <div className="container">
        <SectionHeading
          eyebrow="What we’re offering"
          title="Services we’re providing to our customers"
          id="offer-title"
          align="center"
        />
        <ul className={`auto-grid ${styles.cardGrid}`}>
          {cards.map((card, index) => (
            <li key={index}>
              <ServiceCard card={card} index={index} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
