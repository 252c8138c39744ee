import { Icon } from '@/components/icons/Icon';
import type { Testimonial } from '@/src/content/pages/testimonials';
import { Rating } from './Rating';
import styles from './Cards.module.css';

export function TestimonialCard({
  testimonial,
  size = 'md',
}: {
  testimonial: Testimonial;
  size?: 'md' | 'lg';
}) {
  const initials = testimonial.name
    .replace(/^Dr\.\s*/, '')
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  return (
    <figure className={`${styles.testimonial} ${size === 'lg' ? styles.testimonialLarge : ''}`}>
      <Icon name="quote" size={40} className={styles.quoteIcon} />
      <Rating value={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span>
          <strong>{testimonial.name}</strong>
          <span className={styles.authorRole}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
