import { z } from 'zod';

/**
 * The one reader of `process.env`, and the variables `next.config.ts` needs. The app imports
 * `env.ts`, which extends this schema with everything else (secrets included) and is server-only;
 * `next.config.ts` imports this file instead, because Next loads its config outside the React server
 * graph, where `server-only` throws. Nothing read here is secret.
 *
 * Unset or blank means the embedded default or the feature off; a malformed value fails at start.
 */

/** A variable that may be unset or blank (both mean "not configured"), otherwise checked by `inner`. */
export function optional<T extends z.ZodType<unknown, string>>(inner: T) {
  return z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(inner.optional())
    .optional();
}

export const buildEnvSchema = z.object({
  WORDPRESS_URL: optional(z.url()),
  /** Shared cache and rate limits for several instances (server/redis.mjs reads it directly too). */
  REDIS_URL: optional(
    z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }),
  ),
  /** Build folder, so the e2e and bench builds live beside the one `npm start` uses. */
  NEXT_DIST_DIR: optional(z.string()).transform((v) => v ?? '.next'),
});

/** `process.env` checked against `schema`. */
export function readEnvironment<T extends z.ZodType>(schema: T): z.infer<T> {
  return schema.parse(process.env);
}

/** For next.config.ts: parsed on every call (Next loads the config once per phase). */
export function buildEnv(): z.infer<typeof buildEnvSchema> {
  return readEnvironment(buildEnvSchema);
}
