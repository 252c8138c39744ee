import 'server-only';
import { z } from 'zod';

/**
 * The validated server environment. Unset means the embedded default or the feature off (DESIGN.md
 * 'Configuration'). Never import this from a client component: it holds secrets.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional();
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const schema = z.object({
  SITE_URL: optionalUrl,
  WORDPRESS_URL: optionalUrl,
  WORDPRESS_USER: optionalText,
  WORDPRESS_APP_PASSWORD: optionalText,
  REVALIDATE_SECRET: optionalText,
  HUBSPOT_PORTAL_ID: optionalText,
  HUBSPOT_FORM_ID: optionalText,
  HUBSPOT_API_URL: optionalUrl,
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET: optionalText,
  RECAPTCHA_VERIFY_URL: optionalUrl,
  MAILCHIMP_URL: optionalUrl,
  SITEMAP_FUNCTION_URL: optionalUrl,
  /** Shared cache and rate limits for several instances (server/redis.mjs reads it directly too). */
  REDIS_URL: z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }).optional())
    .optional(),
  REDIS_PREFIX: optionalText,
  /** Milliseconds before a WordPress read is abandoned (DESIGN.md: 8 s). */
  WORDPRESS_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

/** Parsed once per process; a malformed variable fails loudly at start, not per request. */
export function serverEnv(): ServerEnv {
  cached ??= schema.parse(process.env);
  return cached;
}

/** Base URL of WordPress: the configured one, or the embedded default on 127.0.0.1:9400. */
export function wordpressUrl(): string {
  const env = serverEnv();
  const port = process.env.WORDPRESS_PORT || '9400';
  return (env.WORDPRESS_URL ?? `http://127.0.0.1:${port}`).replace(/\/$/, '');
}

/** For tests that change the environment between cases. */
export function resetServerEnvForTests(): void {
  cached = undefined;
}
