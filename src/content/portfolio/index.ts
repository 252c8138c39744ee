import { portfolio } from '@/src/config/site';
import { siteUrl } from '@/src/config/env';
import { projectImagePath } from './images';
import { projectSources } from './projects';
import type { Project, ProjectSource, RelatedProject, SocialLink } from './types';

export type * from './types';
export { projectSources, type ProjectKey } from './projects';
export { projectImageSizes, projectImagePath, type ProjectImageKind } from './images';
export { projectCategories, categoryList, categoryHref } from './categories';

import { projectHref } from './links';
export { projectHref };

/** Share links for a project page: WhatsApp, Facebook, LinkedIn, Twitter. */
export function shareLinks(url: string, title: string): SocialLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'whatsapp', label: 'Share on WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
    {
      network: 'facebook',
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: 'twitter',
      label: 'Share on Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    },
  ];
}

const images = (projectId: string) => ({
  portfolioImage: projectImagePath(projectId, 'card'),
  mainImage: projectImagePath(projectId, 'hero'),
  detailImage: projectImagePath(projectId, 'detail'),
  mobileImage: projectImagePath(projectId, 'mobile'),
});

const sources: readonly ProjectSource[] = Object.values(projectSources);
const sourceById = new Map(sources.map((s) => [s.projectId, s]));

function toRelated(source: ProjectSource): RelatedProject {
  return {
    image: images(source.projectId).portfolioImage,
    categories: source.categories,
    title: source.title,
    projectId: source.projectId,
  };
}

function buildProject(source: ProjectSource): Project {
  return {
    ...source,
    ...images(source.projectId),
    socialLinks: shareLinks(`${siteUrl}${projectHref(source.projectId)}`, source.title),
    relatedProjects: source.related.map((id) => {
      const related = sourceById.get(id);
      if (!related) throw new Error(`Project ${source.projectId} relates to unknown project ${id}`);
      return toRelated(related);
    }),
  };
}

/** Every project in the spec's order. */
export const projects: readonly Project[] = sources.map(buildProject);
const byId = new Map(projects.map((p) => [p.projectId, p]));

export const projectIds: readonly string[] = projects.map((p) => p.projectId);

export function getProject(projectId: string): Project | undefined {
  return byId.get(projectId);
}

/**
 * Up to `n` projects similar to `projectId`: its hand-picked related projects first, then others
 * sharing a category, then the rest. Never the project itself.
 */
export function getRelatedProjects(
  projectId: string,
  n: number = portfolio.relatedProjects,
): RelatedProject[] {
  const project = byId.get(projectId);
  if (!project) return [];
  const picked = [...project.relatedProjects];
  const shares = (p: Project) =>
    p.categories.some((cat) => project.categories.some((own) => own.slug === cat.slug));
  const rest = projects.filter(
    (p) => p.projectId !== projectId && !picked.some((r) => r.projectId === p.projectId),
  );
  for (const p of [...rest.filter(shares), ...rest.filter((p) => !shares(p))]) picked.push(toRelated(p));
  return picked.slice(0, Math.max(0, n));
}

/**
 * The server-rendered default of Previous/Next: the neighbours in the portfolio order (wrapping),
 * so the static HTML always holds working links; the client swaps in random picks after hydration.
 */
export function neighbourProjects(projectId: string): { previous: Project; next: Project } {
  const index = Math.max(0, projectIds.indexOf(projectId));
  const at = (i: number) => projects[(i + projects.length) % projects.length]!;
  return { previous: at(index - 1), next: at(index + 1) };
}
