import seeded from '../../wordpress/seed/case-studies.json' with { type: 'json' };

/** The seeded case studies as the WordPress REST API answers them (what the seed stores, read back). */
export type SeededCaseStudy = (typeof seeded)[number];

export const seededCaseStudies: readonly SeededCaseStudy[] = seeded;

/** One seeded case study as /wp/v2/case-studies returns it, with no picture chosen by an editor. */
export function restEntry(c: SeededCaseStudy, overrides: Record<string, unknown> = {}) {
  return {
    slug: c.slug,
    modified: '2026-11-02T10:00:00',
    title: { rendered: c.title },
    content: { rendered: `<p>${c.overview}</p>\n` },
    meta: {
      tagline: c.tagline,
      categories: c.categories,
      outcomes: c.outcomes,
      sub_title: c.subTitle,
      sub_description: c.subDescription,
      challenges_title: c.challengesTitle,
      challenges: c.challenges,
      features: c.features,
      technology: c.technology,
      conclusion: c.conclusion,
      project_info: c.projectInfo,
      related: c.related,
      home_position: 'homePosition' in c ? c.homePosition : 0,
      accent: c.palette[1],
      card_image: 0,
      detail_image: 0,
      mobile_image: 0,
      detail_caption: c.visuals.detail.caption,
      mobile_caption: c.visuals.mobile.caption,
      illustration: `/portfolio/${c.slug}`,
      illustration_alt: { hero: c.visuals.hero, detail: c.visuals.detail.alt, mobile: c.visuals.mobile.alt },
    },
    pictures: { hero: null, card: null, detail: null, mobile: null },
    ...overrides,
  };
}
