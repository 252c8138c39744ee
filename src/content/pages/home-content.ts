import 'server-only';
import { blog } from '@/src/config/site';
import { caseStudiesOrNone } from '@/src/content/case-studies';
import { homeSettings } from '@/src/content/home';
import { loadOr, load } from '@/src/content/loaded';
import { testimonialsOrNone } from '@/src/content/testimonials';
import { loadShellContent } from '@/src/content/pages/shell-content';
import { getClientLogos } from '@/src/content/wordpress/client-logos';
import { getLatestPosts } from '@/src/content/wordpress/posts';

/**
 * Everything the home page reads, read together before it renders. Sections that each awaited their
 * own read were written into the page's RSC payload in the order the reads happened to finish, so two
 * renders of unchanged content differed in their bytes: a new ETag (no 304 for a returning visitor)
 * and a freshly compressed document on every regeneration.
 */
export async function loadHomeContent() {
  const [{ contact, counters, settings }, home, clientLogos, testimonials, latest, caseStudies] =
    await Promise.all([
      loadShellContent(),
      homeSettings(),
      loadOr('client logos', getClientLogos, []),
      testimonialsOrNone(),
      load('latest posts', () => getLatestPosts(blog.homeLatestPosts)),
      caseStudiesOrNone(),
    ]);
  const hero = { slides: home.slides, buttons: home.buttons, social: settings.social };
  return {
    contact,
    counters,
    hero,
    serviceCards: home.serviceCards,
    clientLogos,
    testimonials,
    latest,
    caseStudies,
  };
}
