import 'server-only';
import { z } from 'zod';
import { log } from '@/server/log.mjs';
import { createRateLimiter } from '@/src/forms/server/rate-limit';
import { clientAddress } from '@/src/lib/client-address';
import { readBodyCapped } from '@/src/lib/request-body';
import { VITALS, type VitalName } from './metrics';

/**
 * POST /api/vitals: one page view's Core Web Vitals from a visitor's browser, logged as one JSON line
 * (with LOG_FORMAT=json) so the agency can show field data for its speed. No cookie is read or set,
 * and nothing about the visitor is kept: the path, the navigation type and the numbers.
 */

const MAX_BODY_BYTES = 2_048;
/** A browser sends one report per page view; more than this from one address is not a visitor. */
const limiter = createRateLimiter({ name: 'vitals', limit: 60, windowMs: 60_000 });

const metric = z.number().finite().nonnegative().max(600_000);
const reportSchema = z.object({
  path: z
    .string()
    .max(300)
    .regex(/^\/[^\s?#]*$/, 'must be a path on the site'),
  navigation: z
    .enum(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'])
    .optional(),
  metrics: z
    .object(
      Object.fromEntries(VITALS.map((name) => [name, metric.optional()])) as Record<
        VitalName,
        z.ZodOptional<typeof metric>
      >,
    )
    .strict()
    .refine((metrics) => Object.keys(metrics).length > 0, 'must hold at least one measure'),
});

const answer = (status: number, error?: string) =>
  error ? Response.json({ error }, { status }) : new Response(null, { status });

export async function receiveVitals(request: Request): Promise<Response> {
  if (!(await limiter.hit(clientAddress(request))).allowed) return answer(429, 'Too many reports.');
  const bytes = await readBodyCapped(request, MAX_BODY_BYTES).catch(() => new Uint8Array());
  if (!bytes) return answer(413, 'The report is too large.');
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return answer(400, 'The report must be JSON.');
  }
  const parsed = reportSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return answer(400, `Invalid ${issue?.path.join('.') || 'report'}: ${issue?.message ?? 'bad value'}.`);
  }
  const { path, navigation, metrics } = parsed.data;
  log('info', 'web vitals', { path, navigation, ...metrics });
  return answer(204);
}
