import type { ServiceSlug } from '@/src/config/site';

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

/** Service detail content as the spec lists its fields, plus what cards and metadata need. */
export type Service = {
  slug: ServiceSlug;
  name: string;
  /** One sentence for cards, tiles and meta descriptions. */
  summary: string;
  icon: IconName;
  sidebarLinks: readonly SidebarLink[];
  bannerImage: string;
  bannerTitle: string;
  contactLink: string;
  documentLink: string;
  documentTitle: string;
  documentSize: string;
  serviceImage: string;
  mainTitle: string;
  mainDescription: string;
  subTitle: string;
  subDescription: string;
  thirdTitle: string;
  thirdDescription: string;
  benefitImage: string;
  benefitTitle: string;
  benefitText: string;
  /** The highlights: short checked statements. */
  benefitPoints: readonly string[];
  /** The benefits with icon points. */
  points: readonly ServicePoint[];
};
