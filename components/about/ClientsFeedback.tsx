import { TestimonialCard } from '@/components/cards/TestimonialCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { Carousel } from '@/components/widgets/Carousel';
import { testimonials } from '@/src/content/pages/testimonials';
import styles from './About.module.css';

/** Clients feedback: four testimonials, two visible on wide screens and one on narrow, ratings 4.9 to 5.0. */
export function ClientsFeedback() {
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
