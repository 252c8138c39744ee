import 'server-only';
import { cache } from 'react';
import { ok, loadOr, load, missing, type Loaded, type LoadedOrFailed } from './loaded';
import type { Project } from './portfolio/types';
import { projectHref } from './portfolio/links';
import { TAGS } from './wordpress/cache-tags';
import { getCaseStudies } from './wordpress/case-studies';
import { okOrMoved } from './moved';

/**
 * The portfolio as the pages load it: one cached read of every case study (a few dozen at most),
 * shared by the grid, a project's page (its neighbours and related projects), the home teaser, the
 * blog sidebar and the awards within one render.
 */
export const loadCaseStudies = cache((): Promise<LoadedOrFailed<Project[]>> =>
  load('case studies', getCaseStudies),
);

/** The case studies for a part a page can do without (sidebar, teaser, awards): none when unreadable. */
export const caseStudiesOrNone = cache((): Promise<Project[]> => loadOr('case studies', getCaseStudies, []));

/** One case study with the list it belongs to (for its neighbours and related projects). */
export async function loadCaseStudy(
  slug: string,
): Promise<Loaded<{ project: Project; all: readonly Project[] }>> {
  const loaded = await loadCaseStudies();
  if (loaded.status === 'failed') return loaded;
  const project = loaded.value.find((p) => p.projectId === slug);
  return project ? ok({ project, all: loaded.value }) : missing;
}

/**
 * The case study at `slug` for its page: a slug an editor renamed redirects (308) to the new
 * address, any other unknown slug renders the 404 page.
 */
export async function loadCaseStudyOrRedirect(
  slug: string,
): Promise<LoadedOrFailed<{ project: Project; all: readonly Project[] }>> {
  return okOrMoved(await loadCaseStudy(slug), {
    type: 'case_study',
    slug,
    tags: [TAGS.caseStudies],
    href: projectHref,
  });
}
