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

/** What an author writes for one project; the derived fields are added by `buildProject`. */
export type ProjectSource = {
  projectId: string;
  title: string;
  /** One line shown under the title on cards and in meta descriptions. */
  tagline: string;
  /** Two brand colours for the generated artwork. */
  palette: readonly [string, string];
  /** 'web' draws a browser mock-up, 'mobile' a phone. */
  device: 'web' | 'mobile';
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
  portfolioImage: string;
  mainImage: string;
  socialLinks: readonly SocialLink[];
  relatedProjects: readonly RelatedProject[];
};
