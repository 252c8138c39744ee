import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { TAGS } from '@/src/content/wordpress/cache-tags';

/**
 * The revalidation webhook's rules (POST /api/revalidate): who may call it and which cache tags a
 * change in WordPress invalidates. Pages are tagged through the fetches they made, so expiring a
 * tag refreshes every page that showed the changed content.
 */

const slugSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[a-z0-9%_-]*$/i, 'must be a WordPress slug');

export const revalidateBodySchema = z.object({
  type: z.enum([
    'post',
    'term',
    'career',
    'case_study',
    'service',
    'faq',
    'testimonial',
    'team_member',
    'client_logo',
    'page',
    'site',
    'seo',
    'home',
    'menus',
    'redirects',
    /** "Refresh the site now" in wp-admin: everything, whatever the site missed. */
    'all',
    // WordPress's connection test (Settings → Connect the website): expires nothing.
    'ping',
  ]),
  slug: slugSchema.optional().default(''),
  /** The published slug before a rename: the old address must refresh too (it now redirects). */
  previousSlug: slugSchema.optional().default(''),
  id: z.coerce.number().int().nonnegative().optional(),
  /** A ping's challenge, handed back to WordPress to show the site reads the WordPress that asked. */
  challenge: z.string().max(100).optional(),
  /** Set by the site on its own repeat calls (repeats.ts), which are not repeated again. */
  repeat: z.boolean().optional().default(false),
});
export type RevalidateBody = z.infer<typeof revalidateBodySchema>;

/** Constant-time comparison of the shared secret (hashing first makes the lengths equal). */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const slugs = ({ slug, previousSlug }: RevalidateBody) => [...new Set([slug, previousSlug])].filter(Boolean);

/** Every tag that is not one item's: with every page's own data (`revalidatePath('/', 'layout')`), what 'all' expires. */
export const everyListTag: readonly string[] = Object.values(TAGS).filter((tag) => typeof tag === 'string');

/** The cache tags a saved post, term, career, case study, service, FAQ entry, testimonial, team member, client logo, legal page, site fact, SEO screen, home page setting, menu or redirect list invalidates. */
export function tagsFor(body: RevalidateBody): string[] {
  switch (body.type) {
    case 'post':
      // Lists, sidebar, related posts, sitemap and feed all read 'posts'; the post page also its own tag.
      return [TAGS.posts, ...slugs(body).map(TAGS.post)];
    case 'term':
      // Names and counts appear in the sidebar and, embedded, on every post card.
      return [TAGS.tags, TAGS.categories, TAGS.posts];
    case 'career':
      return [TAGS.careers, ...slugs(body).map(TAGS.career)];
    case 'case_study':
      return [TAGS.caseStudies];
    case 'service':
      return [TAGS.services];
    case 'faq':
      return [TAGS.faq];
    case 'testimonial':
      return [TAGS.testimonials];
    case 'client_logo':
      return [TAGS.clientLogos];
    case 'team_member':
      // Bylines and author cards show the team: the post pages too.
      return [TAGS.team];
    case 'page':
      return slugs(body).map(TAGS.page);
    case 'site':
      return [TAGS.siteFacts];
    case 'seo':
      return [TAGS.seoPages];
    case 'home':
      return [TAGS.home];
    case 'menus':
      return [TAGS.menus];
    case 'redirects':
      return [TAGS.redirects];
    case 'all':
      return [...everyListTag];
    case 'ping':
      return [];
  }
}

/** Public paths to refresh besides the tagged data: the generated sitemap and feed. */
export const alwaysRevalidatedPaths = ['/sitemap.xml', '/feed.xml'] as const;
