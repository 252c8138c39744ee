import type { Picture } from '@/src/content/portfolio/types';
import type { SeoChoice } from '@/src/seo/seo-choice';

/** Names of the inline SVG icons (components/icons); 'iconClass' keeps the spec's field name. */
export type IconName =
  | 'browser'
  | 'code'
  | 'layout'
  | 'cart'
  | 'megaphone'
  | 'android'
  | 'apple'
  | 'gauge'
  | 'shield'
  | 'search'
  | 'devices'
  | 'chart'
  | 'support'
  | 'palette'
  | 'rocket'
  | 'cloud'
  | 'users';

export type SidebarLink = { label: string; url: string };
export type ServicePoint = { iconClass: IconName; title: string; text: string };

/** A service page as editors keep it in WordPress (the `service` type), with what cards and metadata need. */
export type Service = {
  /** The address: /services/{slug}. */
  slug: string;
  name: string;
  /** One sentence for cards, tiles and meta descriptions. */
  summary: string;
  icon: IconName;
  bannerImage: string;
  bannerTitle: string;
  contactLink: string;
  /** The sidebar's name for the brochure download. */
  documentTitle: string;
  /**
   * A PDF an editor uploaded as the brochure (its /uploads/ address and size); null: the site makes
   * the brochure from this service (src/content/services/brochure-pdf.ts).
   */
  brochureFile: { href: string; bytes: number } | null;
  /** When it was last saved in WordPress (ISO 8601, UTC): the made brochure's creation date. */
  modified: string;
  /** Above the main heading: a drawing (decorative, empty alt) or an editor's picture; null: none. */
  serviceImage: Picture | null;
  mainTitle: string;
  mainDescription: string;
  subTitle: string;
  subDescription: string;
  thirdTitle: string;
  thirdDescription: string;
  benefitImage: Picture | null;
  benefitTitle: string;
  benefitText: string;
  /** The highlights: short checked statements. */
  benefitPoints: readonly string[];
  /** The benefits with icon points. */
  points: readonly ServicePoint[];
  /** Slugs of the case studies editors chose to prove it, in their order (may name unpublished ones). */
  proof: readonly string[];
  /** The search result and link preview editors chose (or Yoast SEO's). */
  seo?: SeoChoice;
};
