import { portfolio } from '@/src/config/site';
import type { Project, ProjectSummary, SocialLink } from './types';

export type * from './types';
export { projectImageSizes, projectImagePath, type ProjectImageKind } from './images';
export { categoryList, categoryBySlug, categoryHref } from './categories';

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

/** What a card shows of a project. */
export const projectSummary = (p: Project): ProjectSummary => ({
  projectId: p.projectId,
  title: p.title,
  categories: p.categories,
  image: p.pictures.card,
});

/**
 * Up to `n` projects similar to `project`: the ones its editor picked first (those still published),
 * then others sharing a category, then the rest, in portfolio order. Never the project itself.
 */
export function relatedProjects(
  all: readonly Project[],
  project: Project,
  n: number = portfolio.relatedProjects,
): ProjectSummary[] {
  const others = all.filter((p) => p.projectId !== project.projectId);
  const picked = project.related.flatMap((id) => others.filter((p) => p.projectId === id));
  const rest = others.filter((p) => !picked.includes(p));
  const shares = (p: Project) =>
    p.categories.some((c) => project.categories.some((own) => own.slug === c.slug));
  return [...picked, ...rest.filter(shares), ...rest.filter((p) => !shares(p))]
    .slice(0, Math.max(0, n))
    .map(projectSummary);
}

/**
 * The server-rendered default of Previous/Next: the neighbours in the portfolio order (wrapping),
 * so the static HTML always holds working links; the client swaps in random picks after hydration.
 */
export function neighbourProjects(
  all: readonly Project[],
  projectId: string,
): { previous: Project; next: Project } {
  const index = Math.max(
    0,
    all.findIndex((p) => p.projectId === projectId),
  );
  const at = (i: number) => all[(i + all.length) % all.length]!;
  return { previous: at(index - 1), next: at(index + 1) };
}

/** The home page's case studies: those an editor placed there, in their places. */
export const homeProjects = (all: readonly Project[]): Project[] =>
  all.filter((p) => p.homePosition > 0).sort((a, b) => a.homePosition - b.homePosition);
