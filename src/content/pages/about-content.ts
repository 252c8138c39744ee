import 'server-only';
import { caseStudiesOrNone } from '@/src/content/case-studies';
import { siteCounters } from '@/src/content/counters';
import { listOrNone } from '@/src/content/loaded';
import { teamOrNone } from '@/src/content/team';
import { getTestimonials } from '@/src/content/wordpress/testimonials';

/**
 * Everything the about page reads, read together before it renders, so renders of unchanged content
 * are the same bytes (see loadHomeContent).
 */
export async function loadAboutContent() {
  const [team, counters, testimonials, caseStudies] = await Promise.all([
    teamOrNone(),
    siteCounters(),
    listOrNone('testimonials', getTestimonials),
    caseStudiesOrNone(),
  ]);
  return { team, counters, testimonials, caseStudies };
}
