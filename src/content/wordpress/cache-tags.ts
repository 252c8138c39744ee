/**
 * Every cache tag of WordPress data, in one place: the reads tag their fetches with these, and the
 * revalidation webhook expires them when an editor saves, so a page refreshes exactly when content it
 * showed changed.
 */
export const TAGS = {
  /** Every post list, card, sidebar, feed and post page. */
  posts: 'posts',
  post: (slug: string) => `post:${slug}`,
  /** The address list behind the sitemap and the feed: refreshable without expiring every page. */
  postIndex: 'post-index',
  tags: 'tags',
  categories: 'categories',
  careers: 'careers',
  career: (slug: string) => `career:${slug}`,
  /** Case studies: /portfolio, its pages, the home teaser, the blog sidebar, awards and the sitemap. */
  caseStudies: 'case-studies',
  /** Service pages: each page (its sidebar lists them all), the overview, share cards and the sitemap. */
  services: 'services',
  /** The FAQ page's questions. */
  faq: 'faq',
  /** The team (About, /team-details, blog bylines). */
  team: 'team',
  /** The clients' logos (home). */
  clientLogos: 'client-logos',
  /** Client testimonials (home, About). */
  testimonials: 'testimonials',
  /** A WordPress page the site shows (the legal pages), by slug. */
  page: (slug: string) => `page:${slug}`,
  /** Facts every page shows (phone, e-mail, hours, counters, offices, social links, footer text). */
  siteFacts: 'site-facts',
  /** The search titles, descriptions and sharing images of the site's own pages (the SEO screen). */
  seoPages: 'seo-pages',
  /** The home page's hero and service cards (Site details > Home page). */
  home: 'home',
  /** The header's and footer's menus (Appearance > Menus). */
  menus: 'menus',
  /** Nothing renders redirects; the tag keeps the webhook's answer uniform. */
  redirects: 'redirects',
} as const;
