/**
 * The validated environment, for the app (through `env.ts`, server-only), for `next.config.ts` and
 * for the production server in `server/`: the one reader of `process.env`. Plain JavaScript, so Node
 * loads it without a build step. Nothing here is a value, only names and rules; secrets stay in the
 * environment and reach the browser never (client components get what they need as props).
 *
 * Unset or blank means the embedded default or the feature off; a malformed value fails at start.
 */
import { z } from 'zod';

/**
 * A variable that may be unset or blank (both mean "not configured"), otherwise checked by `inner`.
 * @template {z.ZodType<unknown, string>} T
 * @param {T} inner
 */
export function optional(inner) {
  return z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(inner.optional())
    .optional();
}

/** The variables `next.config.ts` needs when Next loads it (build and start). */
export const buildEnvSchema = z.object({
  WORDPRESS_URL: optional(z.url()),
  /** Shared cache and rate limits for several instances. */
  REDIS_URL: optional(
    z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }),
  ),
  /** Build folder, so the e2e and bench builds live beside the one `npm start` uses. */
  NEXT_DIST_DIR: optional(z.string()).transform((v) => v ?? '.next'),
});

const envSchema = buildEnvSchema.extend({
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
  /** Keys of this site in a Redis shared with others. */
  REDIS_PREFIX: optional(z.string()).transform((v) => v ?? 'agency:'),
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
  /**
   * Milliseconds before a WordPress read of a running site is abandoned: long enough for the slowest
   * runner we ship (the WebAssembly WordPress on a busy small machine). A build waits longer still.
   */
  WORDPRESS_TIMEOUT_MS: optional(
    z.string().regex(/^\d{1,6}$/, 'WORDPRESS_TIMEOUT_MS must be a number of milliseconds'),
  )
    .transform((v) => (v ? Number(v) : 8000))
    .pipe(z.number().int().positive()),
  /**
   * `1`: the build does not ask WordPress (the build script sets it when WordPress did not answer
   * before the build): the build keeps none of its pages, and each renders on its first visit.
   */
  BUILD_WITHOUT_WORDPRESS: optional(
    z.enum(['0', '1'], { error: 'BUILD_WITHOUT_WORDPRESS must be 1 or 0' }),
  ).transform((v) => v === '1'),
  /** Folder of the form outbox (messages waiting for WordPress or HubSpot) when Redis is not configured. */
  OUTBOX_DIR: optional(z.string()),
  /** `1` when a reverse proxy in front appends the client's address to X-Forwarded-For and sets X-Request-Id. */
  TRUST_PROXY: optional(z.enum(['0', '1'], { error: 'TRUST_PROXY must be 1 or 0' })).transform(
    (v) => v === '1',
  ),
  /**
   * Connections one address may hold open to the production server (server/protocol.mjs); behind a
   * trusted proxy, requests one forwarded address may have open. `0`: no cap.
   */
  MAX_CONNECTIONS_PER_ADDRESS: optional(
    z.string().regex(/^\d{1,6}$/, 'MAX_CONNECTIONS_PER_ADDRESS must be a whole number'),
  ).transform((v) => (v === undefined ? 64 : Number(v))),
  /** `json`: one JSON object per log line, for a log collector. */
  LOG_FORMAT: optional(z.enum(['json', 'text'], { error: 'LOG_FORMAT must be json or text' })),
  /** Port of the production server when --port is not given. */
  PORT: optional(z.string().regex(/^\d{1,5}$/, 'PORT must be a port number')),
});

/** @typedef {z.infer<typeof envSchema>} ServerEnv */

/**
 * `process.env` checked against `schema`.
 * @template {z.ZodType} T
 * @param {T} schema
 * @returns {z.infer<T>}
 */
export function readEnvironment(schema) {
  return schema.parse(process.env);
}

/** For next.config.ts: parsed on every call (Next loads the config once per phase). */
export function buildEnv() {
  return readEnvironment(buildEnvSchema);
}

/** @type {ServerEnv | undefined} */
let cached;

/**
 * Parsed once per process; a malformed variable fails loudly at start, not per request.
 * @returns {ServerEnv}
 */
export function serverEnv() {
  cached ??= readEnvironment(envSchema);
  return cached;
}

/**
 * Base URL of WordPress: the configured one, or the embedded default on 127.0.0.1 (port 9400 unless
 * WORDPRESS_PORT). No trailing slash.
 * @returns {string}
 */
export function wordpressUrl() {
  const env = serverEnv();
  return (env.WORDPRESS_URL ?? `http://127.0.0.1:${env.WORDPRESS_PORT ?? '9400'}`).replace(/\/$/, '');
}

/** For tests that change the environment between cases. */
export function resetServerEnvForTests() {
  cached = undefined;
}
