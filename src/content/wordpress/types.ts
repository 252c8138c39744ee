import type { SeoChoice } from '@/src/seo/seo-choice';

/** Our own domain types for WordPress content: what components see, never the REST shapes. */

export type PostAuthor = {
  id: number;
  name: string;
  slug: string;
  /** A short biography: the WordPress user's "Biographical Info", plain text; '' or absent when none. */
  bio?: string;
};

export type BlogPost = {
  id: number;
  slug: string;
  /** Plain text, entities decoded: render as a React text node. */
  title: string;
  /** Sanitised HTML of the excerpt. */
  excerptHtml: string;
  /** The excerpt as plain text (meta descriptions, feed, cards). */
  excerptText: string;
  /** Sanitised HTML of the body. */
  contentHtml: string;
  /** ISO 8601 as WordPress sends it (site-local time, no zone). */
  date: string;
  modified: string;
  categoryIds: number[];
  /** First category's slug, or 'uncategorized'. */
  categorySlug: string;
  /** First category's name (decoded), or 'Uncategorized'. */
  categoryName: string;
  /** Featured image URL, or the site's default image. */
  mediaUrl: string;
  mediaAlt: string;
  /** True when mediaUrl is the site's default image rather than the post's own. */
  mediaIsDefault: boolean;
  commentStatus: 'open' | 'closed';
  /** Tag slugs from the post's class_list entries beginning with 'tag-'. */
  tagSlugs: string[];
  /** The same tags with display names (from the embedded terms; the slug when WordPress sent none). */
  tags: { slug: string; name: string }[];
  author: PostAuthor | null;
  /** The search result and link preview editors chose (or Yoast SEO's). */
  seo?: SeoChoice;
};

export type Tag = { id: number; name: string; slug: string; count: number };

export type Category = { id: number; name: string; slug: string; count: number };

export type PostPage = { posts: BlogPost[]; totalPages: number; total: number };

export type Career = {
  slug: string;
  title: string;
  /** Plain text, for cards and meta descriptions. */
  excerpt: string;
  /** Sanitised HTML. */
  contentHtml: string;
  datePosted: string;
  location: string;
  validThrough: string;
  /** The position's own last day to apply (YYYY-MM-DD), or null: then it stays open (validThrough is only a display default). */
  closesOn: string | null;
  employmentType: string;
  hiringOrganization: string;
  baseSalary: string;
  salary: { min?: number; max?: number; currency: string };
  jobLocation: string;
  skills: string[];
  responsibilities: string[];
  city: string;
  state: string;
  country: string;
  /** The workplace's street and postal code; empty when WordPress has none. */
  streetAddress: string;
  postalCode: string;
  ogImage?: string;
  /** The search result and link preview editors chose (or Yoast SEO's). */
  seo?: SeoChoice;
};
