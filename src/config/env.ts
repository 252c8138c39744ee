import 'server-only';
import { z } from 'zod';
import { buildEnvSchema, optional, readEnvironment } from './build-env';
import { contactDetails } from './site';

/**
 * The validated environment: the app's only way to read a variable (`build-env.ts` holds the schema
 * part `next.config.ts` shares). Unset means the embedded default or the feature off. Never import this
 * from a client component: it holds secrets; a client component gets the values it needs as props.
 */
const schema = buildEnvSchema.extend({
  /** Public address of the site, for canonical links, the sitemap, feeds and JSON-LD. */
  SITE_URL: optional(z.url()),
  /** Port of the embedded WordPress when WORDPRESS_URL is unset. */
  WORDPRESS_PORT: optional(z.string().regex(/^\d{1,5}$/, 'WORDPRESS_PORT must be a port number')),
  WORDPRESS_USER: optional(z.string()),
  WORDPRESS_APP_PASSWORD: optional(z.string()),
  REVALIDATE_SECRET: optional(z.string()),
  /** Public address of WordPress's admin (e.g. https://cms.example.com/wp-admin/), linked from a refused preview. */
  WORDPRESS_ADMIN_URL: optional(z.url()),
  HUBSPOT_PORTAL_ID: optional(z.string()),
  HUBSPOT_FORM_ID: optional(z.string()),
  HUBSPOT_API_URL: optional(z.url()),
  RECAPTCHA_SITE_KEY: optional(z.string()),
  RECAPTCHA_SECRET: optional(z.string()),
  RECAPTCHA_VERIFY_URL: optional(z.url()),
  MAILCHIMP_URL: optional(z.url()),
  SITEMAP_FUNCTION_URL: optional(z.url()),
  REDIS_PREFIX: optional(z.string()),
  /** GA4 measurement id; analytics load only with it (and the visitor's consent). */
  NEXT_PUBLIC_GA_ID: optional(z.string()),
  /** The contact e-mail and phone the site shows and puts in structured data. */
  CONTACT_EMAIL: optional(z.email()),
  CONTACT_PHONE: optional(z.string()),
  /** Days WordPress keeps applications, résumés and messages (its daily clean-up reads the same variable); the privacy policy states it. */
  AGENCY_RETENTION_DAYS: optional(
    z.string().regex(/^\d{1,4}$/, 'AGENCY_RETENTION_DAYS must be a number of days'),
  )
    .transform((v) => (v ? Number(v) : 180))
    .pipe(z.number().int().min(1).max(3650)),
  /** Milliseconds before a WordPress read is abandoned. */
  WORDPRESS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

/** Parsed once per process; a malformed variable fails loudly at start, not per request. */
export function serverEnv(): ServerEnv {
  cached ??= readEnvironment(schema);
  return cached;
}

/** Base URL of WordPress: the configured one, or the embedded default on 127.0.0.1 (port 9400 unless WORDPRESS_PORT). */
export function wordpressUrl(): string {
  const env = serverEnv();
  return (env.WORDPRESS_URL ?? `http://127.0.0.1:${env.WORDPRESS_PORT ?? '9400'}`).replace(/\/$/, '');
}

/** Absolute site URL without a trailing slash, for canonical links, sitemap and JSON-LD (read once, at start). */
export const siteUrl = (serverEnv().SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

/** The agency's contact e-mail and phone (CONTACT_EMAIL, CONTACT_PHONE, or the defaults in site.ts). */
export const contact = contactDetails(serverEnv());

/** For tests that change the environment between cases. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}
