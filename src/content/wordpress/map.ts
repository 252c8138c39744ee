import { blog, careers } from '@/src/config/site';
import type { WpCareer, WpCategory, WpPost, WpTag, WpTerm } from './schemas';
import { siteMediaUrl } from '@/src/media/wordpress-media';
import { seoChoice, yoastImage } from '@/src/seo/seo-choice';
import { sanitizeContentHtml } from './sanitize';
import { decodeEntities, htmlToText } from './text';
import type { BlogPost, Career, Category, Tag } from './types';

/** REST shapes -> our domain types, with the derived fields and defaults the product asks for. */

/** The post's first category as WordPress embedded it (wp:term group of taxonomy 'category'). */
function firstCategory(post: WpPost): WpTerm | undefined {
  const terms = post._embedded?.['wp:term']?.flat() ?? [];
  const categories = terms.filter((term) => (term.taxonomy ?? 'category') === 'category');
  const firstId = post.categories[0];
  return (
    categories.find((term) => term.id === firstId) ?? (firstId === undefined ? categories[0] : undefined)
  );
}

/** class_list entries 'tag-react' -> 'react'. */
export function tagSlugsFromClassList(classList: readonly string[]): string[] {
  const slugs = classList
    .filter((entry) => entry.startsWith('tag-') && entry.length > 4)
    .map((entry) => entry.slice(4));
  return [...new Set(slugs)];
}

export function toBlogPost(post: WpPost, fallbackCategory?: Pick<Category, 'slug' | 'name'>): BlogPost {
  const category = firstCategory(post) ?? fallbackCategory;
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  const author = post._embedded?.author?.[0];
  const title = htmlToText(post.title.rendered);
  const excerptHtml = sanitizeContentHtml(post.excerpt.rendered);
  const tagSlugs = tagSlugsFromClassList(post.class_list);
  const tagNames = new Map(
    (post._embedded?.['wp:term']?.flat() ?? [])
      .filter((term) => term.taxonomy === 'post_tag')
      .map((term) => [term.slug, decodeEntities(term.name)]),
  );
  return {
    id: post.id,
    slug: post.slug,
    title,
    excerptHtml,
    excerptText: htmlToText(post.excerpt.rendered),
    contentHtml: sanitizeContentHtml(post.content.rendered),
    date: post.date,
    modified: post.modified ?? post.date,
    categoryIds: post.categories,
    categorySlug: category?.slug || blog.uncategorized.slug,
    categoryName: category?.name ? decodeEntities(category.name) : blog.uncategorized.name,
    mediaUrl: media ? siteMediaUrl(media.source_url) : blog.defaultImage,
    mediaAlt: media ? media.alt_text || title : '',
    mediaIsDefault: !media,
    commentStatus: post.comment_status === 'open' ? 'open' : 'closed',
    tagSlugs,
    tags: tagSlugs.map((slug) => ({ slug, name: tagNames.get(slug) ?? slug.replace(/-/g, ' ') })),
    author: author
      ? {
          id: author.id,
          name: decodeEntities(author.name),
          slug: author.slug,
          bio: htmlToText(author.description),
        }
      : null,
    seo: seoChoice(post.seo, post.yoast_head_json),
  };
}

export function toTag(tag: WpTag): Tag {
  return { id: tag.id, name: decodeEntities(tag.name), slug: tag.slug, count: tag.count };
}

export function toCategory(category: WpCategory): Category {
  return { id: category.id, name: decodeEntities(category.name), slug: category.slug, count: category.count };
}

/** Client-side half of the hidden-category rule: never show a post filed under it. */
export function isVisiblePost(post: Pick<BlogPost, 'categoryIds'>): boolean {
  return !post.categoryIds.includes(blog.hiddenCategoryId);
}

/** A career with the spec's defaults: location, validThrough, salary currency, region and country. */
export function toCareer(raw: WpCareer): Career {
  const location = raw.acf.location || raw.city || careers.defaultLocation;
  const ownDate = raw.acf.validThrough || raw.valid_through;
  const validThrough = ownDate || careers.defaultValidThrough;
  return {
    slug: raw.slug,
    title: htmlToText(raw.title),
    excerpt: htmlToText(raw.excerpt),
    contentHtml: sanitizeContentHtml(raw.content),
    datePosted: raw.date,
    location,
    validThrough,
    closesOn: /^\d{4}-\d{2}-\d{2}$/.test(ownDate) ? ownDate : null,
    employmentType: raw.employment_type,
    hiringOrganization: raw.hiring_organization,
    baseSalary: raw.base_salary,
    salary: {
      ...(raw.salary_min != null ? { min: raw.salary_min } : {}),
      ...(raw.salary_max != null ? { max: raw.salary_max } : {}),
      currency: raw.salary_currency || careers.salaryCurrency,
    },
    jobLocation: raw.job_location || location,
    skills: raw.skills,
    responsibilities: raw.responsibilities,
    city: raw.city || location,
    state: raw.state || careers.addressRegion,
    country: raw.country || careers.addressCountry,
    streetAddress: raw.street_address,
    postalCode: raw.postal_code,
    ...(yoastImage(raw.yoast_head_json) ? { ogImage: yoastImage(raw.yoast_head_json) } : {}),
    seo: seoChoice(raw.seo, raw.yoast_head_json),
  };
}
