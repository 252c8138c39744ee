import type { Project } from './portfolio/types';
import type { Testimonial } from './wordpress/testimonials';

/** A service page shows this many of the case studies chosen for it (WordPress allows no more). */
export const serviceProofLimit = 3;

/**
 * The case studies that prove a service: those its editors chose, in their order, that are published
 * (a chosen one since unpublished or renamed is left out). None: the page goes without the section.
 */
export function serviceProof(
  all: readonly Project[],
  chosen: readonly string[],
  limit: number = serviceProofLimit,
): Project[] {
  return chosen.flatMap((slug) => all.find((p) => p.projectId === slug) ?? []).slice(0, Math.max(0, limit));
}

/** The client's words about a case study: the first testimonial editors linked to it, if any. */
export function clientTestimonial(
  testimonials: readonly Testimonial[],
  projectId: string,
): Testimonial | undefined {
  return testimonials.find((t) => t.caseStudy === projectId);
}
