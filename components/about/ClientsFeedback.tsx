import { TestimonialCard } from '@/components/cards/TestimonialCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Carousel } from '@/components/widgets/Carousel';
import type { Testimonial } from '@/src/content/wordpress/testimonials';
import styles from './About.module.css';

/** Clients feedback: the testimonials, two visible on wide screens and one on narrow; left out when none can be read. */
export function ClientsFeedback({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section className={`${styles.section} ${styles.alt}`} aria-labelledby="feedback-title">
      <div className="container">
        <SectionHeading
          eyebrow="Clients feedback"
          title="Trusted by the people we build for"
          id="feedback-title"
        />
        <Carousel kind="testimonials" label="Clients feedback">
          {testimonials.map((t) => (
            <TestimonialCard key={t.name} testimonial={t} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
