import 'server-only';
import { cache } from 'react';
import { countersFrom, type Counters } from './company';
import { siteFacts } from './site-facts';

/** The company counters as editors last set them, else the agency's own (`countersFrom`). */
export const siteCounters = cache(async (): Promise<Counters> => countersFrom((await siteFacts())?.counters));
