import Link from 'next/link';
import { ChipList } from '@/components/ui/ChipList';
import { Icon } from '@/components/icons/Icon';
import { platformChoice, type ServiceCard as Card } from '@/src/content/services';
import styles from './Cards.module.css';

/**
 * A service card with its icon and a 'Read More' link; the whole card is clickable via the link. A
 * card for apps offers the platforms instead (Android or iOS), each its own link.
 */
export function ServiceCard({
  card,
  index,
  headingLevel = 3,
}: {
  card: Card;
  index?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const choice = platformChoice(card.href);
  return (
    <article className={styles.service}>
      <span className={styles.serviceIcon}>
        <Icon name={card.icon} size={30} />
      </span>
      {/* Decorative number drawn by CSS, so it is neither read nor held to text contrast. */}
      {index !== undefined && (
        <span className={styles.serviceIndex} data-index={String(index + 1).padStart(2, '0')} />
      )}
      <Heading className={styles.serviceTitle}>{card.title}</Heading>
      <p className={styles.serviceText}>{card.text}</p>
      {choice ? (
        <>
          <p className={styles.serviceChoiceLabel} aria-hidden="true">
            Choose a platform
          </p>
          <ChipList aria-label={`${card.title}: choose a platform`}>
            {choice.map((platform) => (
              <li key={platform.href}>
                <Link href={platform.href}>
                  {platform.label}
                  <span className="visually-hidden"> app development</span>
                  <Icon name="arrowRight" size={18} />
                </Link>
              </li>
            ))}
          </ChipList>
        </>
      ) : (
        <Link href={card.href} className={styles.readMore}>
          Read More<span className="visually-hidden"> about {card.title}</span>
          <Icon name="arrowRight" size={18} />
        </Link>
      )}
    </article>
  );
}
