import { ServerImage } from '@/components/ui/ServerImage';
import type { Testimonial } from '@/src/content/wordpress/testimonials';
import styles from './Portfolio.module.css';

/** The client's testimonial inside the results band: their quote, name, role and company. */
export function ClientWords({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.clientWords}>
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <span className={styles.clientPortrait}>
          <ServerImage src={testimonial.image} alt="" width={360} height={400} sizes="48px" />
        </span>
        <span>
          <strong>{testimonial.name}</strong>
          <span>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
