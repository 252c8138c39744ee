import 'server-only';
import { failedRead, found, type LoadedOrFailed } from './loaded';
import { getTestimonials, type Testimonial } from './wordpress/testimonials';

/** The testimonials for the home and About pages, or 'failed' (the section is then left out). */
export async function loadTestimonials(): Promise<LoadedOrFailed<Testimonial[]>> {
  try {
    return found(await getTestimonials());
  } catch (error) {
    return failedRead('testimonials', error);
  }
}
