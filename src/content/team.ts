import 'server-only';
import { cache } from 'react';
import { loadOr } from './loaded';
import { getTeam, type TeamMember } from './wordpress/team';

/**
 * The team member behind a blog author: WordPress user names (slugs) match the members' slugs; the
 * display name is the fallback for authors created by hand.
 */
export function teamMemberForAuthor(
  team: readonly TeamMember[],
  author: { name: string; slug: string },
): TeamMember | undefined {
  return (
    team.find((m) => m.slug === author.slug) ??
    team.find((m) => m.name.toLowerCase() === author.name.toLowerCase())
  );
}

/**
 * The team as a list, empty when it could not be read: the parts that show it are left out. Read
 * once per render (a post page asks for its byline, its author card and its structured data).
 */
export const teamOrNone = cache((): Promise<readonly TeamMember[]> => loadOr('team', getTeam, []));
