import type { SeoChoice } from '@/src/seo/seo-choice';

/** A case study, as editors keep it in WordPress (the `case_study` type) and the portfolio shows it. */

export type ProjectCategory = { slug: string; label: string };

export type InfoItem = { label: 'Date' | 'Services' | 'Client' | 'Location' | 'Platform'; value: string };

export type ShareNetwork = 'whatsapp' | 'facebook' | 'linkedin' | 'twitter';
export type SocialLink = { network: ShareNetwork; label: string; href: string };

/** A result the project delivered, shown large on its page: `value` is the figure, `label` what it measures. */
export type Outcome = { value: string; label: string };

/** A picture of the project: an upload (under /uploads) or the site's drawing, with what it shows. */
export type Picture = { src: string; alt: string; width: number; height: number };

/** A picture shown with a caption under "A closer look". */
export type Shot = Picture & { caption: string };

export type Project = {
  /** The address: /portfolio/{projectId} (the WordPress slug). */
  projectId: string;
  title: string;
  /** One line shown under the title on cards and in meta descriptions. */
  tagline: string;
  /** A light brand colour marking the outcomes. */
  accent: string;
  /** Two or three measured results, in the order the page shows them. */
  outcomes: readonly Outcome[];
  categories: readonly ProjectCategory[];
  description: string;
  subTitle: string;
  subDescription: string;
  challenges: string;
  challengesList: readonly string[];
  featuresList: readonly string[];
  technologyStack: readonly string[];
  conclusionText: string;
  projectInfo: readonly InfoItem[];
  /** Slugs of the projects an editor picked for "Explore similar portfolio". */
  related: readonly string[];
  /** When an editor last saved it (WordPress's local time, no zone): the sitemap's date. */
  modified: string;
  /** 1–4: its place among the home page's four; 0: not shown there. */
  homePosition: number;
  pictures: { card: Picture; hero: Picture; detail: Shot | null; mobile: Shot | null };
  /** The search result and link preview editors chose (or Yoast SEO's). */
  seo?: SeoChoice;
};

/** What a card needs of a project. */
export type ProjectSummary = Pick<Project, 'projectId' | 'title' | 'categories'> & { image: Picture };
