import { Icon } from '@/components/icons/Icon';
import { ServerImage } from '@/components/ui/ServerImage';
import type { Testimonial } from '@/src/content/wordpress/testimonials';
import { Rating } from './Rating';
import styles from './Cards.module.css';

export function TestimonialCard({
  testimonial,
  size = 'md',
}: {
  testimonial: Testimonial;
  size?: 'md' | 'lg';
}) {
  return (
    <figure className={`${styles.testimonial} ${size === 'lg' ? styles.testimonialLarge : ''}`}>
      <Icon name="quote" size={40} className={styles.quoteIcon} />
      <Rating value={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar}>
          <ServerImage
            src={testimonial.image}
            alt={testimonial.imageAlt}
            width={360}
            height={400}
            sizes="96px"
          />
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
