/** A portfolio project as the spec lists its fields. Projects are built into the site, not fetched. */

export type ProjectCategory = { slug: string; label: string };

export type InfoItem = { label: 'Date' | 'Services' | 'Client' | 'Location' | 'Platform'; value: string };

export type ShareNetwork = 'whatsapp' | 'facebook' | 'linkedin' | 'twitter';
export type SocialLink = { network: ShareNetwork; label: string; href: string };

export type RelatedProject = {
  image: string;
  categories: readonly ProjectCategory[];
  title: string;
  projectId: string;
};

/** A result the project delivered, shown large on its page: `value` is the figure, `label` what it measures. */
export type Outcome = { value: string; label: string };

/** One of the case study's pictures: what it shows (alt text) and why it matters (caption). */
export type Shot = { alt: string; caption: string };

/** What each rendered picture of the project shows; the card's is decorative beside its title link. */
export type ProjectVisuals = { hero: string; detail: Shot; mobile: Shot };

/** What an author writes for one project; the derived fields are added by `buildProject`. */
export type ProjectSource = {
  projectId: string;
  title: string;
  /** One line shown under the title on cards and in meta descriptions. */
  tagline: string;
  /** Brand colours (dark, light) of the rendered pictures; the light one also marks the outcomes. */
  palette: readonly [string, string];
  /** 'web' shows a browser window beside a phone, 'mobile' three phones. */
  device: 'web' | 'mobile';
  /** Two or three measured results, in the order the page shows them. */
  outcomes: readonly [Outcome, Outcome] | readonly [Outcome, Outcome, Outcome];
  visuals: ProjectVisuals;
  categories: readonly ProjectCategory[];
  description: string;
  subTitle: string;
  subDescription: string;
  challenges: string;
  challengesList: readonly string[];
  featuresList?: readonly string[];
  technologyStack?: readonly string[];
  conclusionText: string;
  projectInfo: readonly InfoItem[];
  /** projectIds of the three projects shown under 'Explore similar portfolio you might like it'. */
  related: readonly [string, string, string];
};

export type Project = ProjectSource & {
  /** The grid card's picture (4:3). */
  portfolioImage: string;
  /** The hero: the product in its device frames. */
  mainImage: string;
  /** A close-up of one part of a screen. */
  detailImage: string;
  /** The phone view. */
  mobileImage: string;
  socialLinks: readonly SocialLink[];
  relatedProjects: readonly RelatedProject[];
};
