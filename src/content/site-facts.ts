import 'server-only';
import { cache } from 'react';
import { failed } from './loaded';
import { getSiteFacts, type SiteFacts } from './wordpress/site-facts';

/**
 * The Site details editors keep, read once per render however many parts of the page use them;
 * null while WordPress cannot be read (logged once), so each reader falls back to the agency's own.
 */
export const siteFacts = cache(async (): Promise<SiteFacts | null> => {
  try {
    return await getSiteFacts();
  } catch (error) {
    failed('site facts', error);
    return null;
  }
});
