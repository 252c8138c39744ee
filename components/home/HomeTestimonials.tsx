import { TestimonialCard } from '@/components/cards/TestimonialCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Carousel } from '@/components/widgets/Carousel';
import { testimonials } from '@/src/content/pages/testimonials';
import styles from './Home.module.css';

/** The two-item testimonial carousel (autoplay, loop), one testimonial at a time. */
export function HomeTestimonials() {
  return (
    <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-testimonials-title">
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
