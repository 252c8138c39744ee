// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TAGS } from '@/src/content/wordpress/cache-tags';
import { revalidateBodySchema, tagsFor } from './revalidate';

const tags = (body: unknown) => tagsFor(revalidateBodySchema.parse(body));

describe('what a save in WordPress refreshes', () => {
  it('a post: every list and the post under its new and former slug', () => {
    expect(tags({ type: 'post', slug: 'new', previousSlug: 'old' })).toEqual([
      TAGS.posts,
      TAGS.post('new'),
      TAGS.post('old'),
    ]);
  });

  it('a career, an FAQ entry and a site fact each refresh what shows them', () => {
    expect(tags({ type: 'career', slug: 'dev' })).toEqual([TAGS.careers, TAGS.career('dev')]);
    expect(tags({ type: 'faq', slug: 'q', id: 4 })).toEqual([TAGS.faq]);
    expect(tags({ type: 'testimonial', slug: 'meera', id: 9 })).toEqual([TAGS.testimonials]);
    expect(tags({ type: 'team_member', slug: 'sneha-patil', id: 3 })).toEqual([TAGS.team]);
    expect(tags({ type: 'client_logo', slug: 'kaveri-foods', id: 8 })).toEqual([TAGS.clientLogos]);
    expect(tags({ type: 'page', slug: 'terms', id: 9 })).toEqual([TAGS.page('terms')]);
    expect(tags({ type: 'site', id: 0 })).toEqual([TAGS.siteFacts]);
    expect(tags({ type: 'redirects' })).toEqual([TAGS.redirects]);
    expect(tags({ type: 'home' })).toEqual([TAGS.home]);
    expect(tags({ type: 'menus' })).toEqual([TAGS.menus]);
  });

  it('a refresh of everything: every list, the site details, menus and redirects', () => {
    const all = tags({ type: 'all' });
    for (const tag of [TAGS.posts, TAGS.careers, TAGS.siteFacts, TAGS.home, TAGS.menus, TAGS.redirects])
      expect(all).toContain(tag);
  });

  it("a save on WordPress's SEO screen refreshes the site's own pages, which read it", () => {
    expect(tags({ type: 'seo', id: 0 })).toEqual([TAGS.seoPages]);
  });

  it('refuses a type it does not know', () => {
    expect(revalidateBodySchema.safeParse({ type: 'attachment' }).success).toBe(false);
  });
});
