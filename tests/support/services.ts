import seeded from '../../wordpress/seed/services.json' with { type: 'json' };

/** A seeded service as the seed stores it. */
export type SeededService = (typeof seeded)[number];

export const seededServices: readonly SeededService[] = seeded;

/** One seeded service as /wp/v2/services returns it, with no picture or brochure chosen by an editor. */
export function restService(s: SeededService, overrides: Record<string, unknown> = {}) {
  return {
    slug: s.slug,
    modified_gmt: '2026-11-20T09:30:00',
    title: { rendered: s.name },
    content: { rendered: `<p>${s.mainDescription}</p>\n` },
    meta: {
      summary: s.summary,
      icon: s.icon,
      main_title: s.mainTitle,
      sub_title: s.subTitle,
      sub_description: s.subDescription,
      third_title: s.thirdTitle,
      third_description: s.thirdDescription,
      benefit_title: s.benefitTitle,
      benefit_text: s.benefitText,
      highlights: s.highlights,
      benefits: s.benefits,
      banner_title: s.bannerTitle,
      document_title: s.documentTitle,
      proof: s.proof,
      brochure: 0,
      service_image: 0,
      benefit_image: 0,
      illustration: s.slug,
    },
    pictures: { service: null, benefit: null },
    files: { brochure: null },
    ...overrides,
  };
}
