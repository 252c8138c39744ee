import 'server-only';
import { serverEnv } from './environment.mjs';
import { contactDetails } from './site';

/**
 * The app's door to the validated environment (`environment.mjs`, which `server/` and
 * `next.config.ts` share). Server-only: never import this from a client component; a client
 * component gets the values it needs as props.
 */
export { resetServerEnvForTests, serverEnv, wordpressUrl, type ServerEnv } from './environment.mjs';

/** Absolute site URL without a trailing slash, for canonical links, the sitemap and JSON-LD (read once, at start). */
export const siteUrl = (serverEnv().SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

/** The agency's contact e-mail and phone (CONTACT_EMAIL, CONTACT_PHONE, or the defaults in site.ts). */
export const contact = contactDetails(serverEnv());
