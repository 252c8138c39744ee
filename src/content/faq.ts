import 'server-only';
import { failedRead, found, type LoadedOrFailed } from './loaded';
import { getFaqGroups, type FaqGroup } from './wordpress/faq';

/** The FAQ page's groups, or 'failed' when WordPress cannot be read and nothing was cached. */
export async function loadFaq(): Promise<LoadedOrFailed<FaqGroup[]>> {
  try {
    return found(await getFaqGroups());
  } catch (error) {
    return failedRead('faq', error);
  }
}
