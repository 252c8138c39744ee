import 'server-only';
import { failedRead, found, listOrNone, type LoadedOrFailed } from './loaded';
import { getTeam, type TeamMember } from './wordpress/team';

/** The team for About, /team-details and blog bylines, or 'failed' (those parts are then left out). */
export async function loadTeam(): Promise<LoadedOrFailed<TeamMember[]>> {
  try {
    return found(await getTeam());
  } catch (error) {
    return failedRead('team', error);
  }
}

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

/** The team as a list, empty when it could not be read. */
export const teamOrNone = (): Promise<readonly TeamMember[]> => listOrNone('team', getTeam);
