import 'server-only';
import { caseStudiesOrNone } from '@/src/content/case-studies';
import { testimonialsOrNone } from '@/src/content/testimonials';
import { loadShellContent } from '@/src/content/pages/shell-content';
import { teamOrNone } from '@/src/content/team';

/**
 * Everything the about page reads, read together before it renders, so renders of unchanged content
 * are the same bytes (see loadHomeContent and loadShellContent).
 */
export async function loadAboutContent() {
  const [team, { counters }, testimonials, caseStudies] = await Promise.all([
    teamOrNone(),
    loadShellContent(),
    testimonialsOrNone(),
    caseStudiesOrNone(),
  ]);
  return { team, counters, testimonials, caseStudies };
}
