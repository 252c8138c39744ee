import { TestimonialCard } from '@/components/cards/TestimonialCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Carousel } from '@/components/widgets/Carousel';
import type { Testimonial } from '@/src/content/wordpress/testimonials';
import styles from './Home.module.css';

/** The two-item testimonial carousel (autoplay, loop), one testimonial at a time; left out when none can be read. */
export function HomeTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section
      className={`${styles.section} ${styles.alt} ${styles.testimonials} drawn-near-viewport`}
      aria-labelledby="home-testimonials-title"
    >
      <div className={`container ${styles.testimonialWrap}`}>
        <SectionHeading
          eyebrow="Testimonials"
          title="What our clients say"
          id="home-testimonials-title"
          align="center"
        />
        <Carousel
          kind="testimonials"
          label="Client testimonials"
          responsive={[{ minWidth: 0, items: 1, margin: 0 }]}
        >
          {testimonials.slice(0, 2).map((t) => (
            <TestimonialCard key={t.name} testimonial={t} size="lg" />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
