import 'server-only';
import { cache } from 'react';
import { loadOr } from './loaded';
import { getTestimonials, type Testimonial } from './wordpress/testimonials';

/** The client testimonials for a part a page can do without: none when unreadable. Read once per render. */
export const testimonialsOrNone = cache((): Promise<Testimonial[]> =>
  loadOr('testimonials', getTestimonials, []),
);
