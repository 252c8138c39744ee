import 'server-only';
import { z } from 'zod';
import { formLimits } from '@/src/config/site';
import { serverEnv } from '@/src/config/env';
import { upstreamFetch } from './http';

/** reCAPTCHA v3 verification on the server (https://developers.google.com/recaptcha/docs/verify). */
const DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const verifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export type RecaptchaOutcome = { ok: true; skipped: boolean } | { ok: false; reason: string };

/**
 * Verifies `token` when a secret is configured; with none, verification is skipped (feature off).
 * A missing token, a failed check, a wrong action, a low score or an unreachable Google all fail.
 */
export async function verifyRecaptcha(token: string, remoteIp?: string): Promise<RecaptchaOutcome> {
  const env = serverEnv();
  if (!env.RECAPTCHA_SECRET) return { ok: true, skipped: true };
  if (!token) return { ok: false, reason: 'missing token' };
  const body = new URLSearchParams({ secret: env.RECAPTCHA_SECRET, response: token });
  if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp);
  let answer: z.infer<typeof verifyAnswer>;
  try {
    const response = await upstreamFetch('reCAPTCHA', env.RECAPTCHA_VERIFY_URL ?? DEFAULT_VERIFY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (!response.ok) return { ok: false, reason: `verify answered ${response.status}` };
    answer = verifyAnswer.parse(await response.json());
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  if (!answer.success) return { ok: false, reason: `rejected (${(answer['error-codes'] ?? []).join(', ')})` };
  if (answer.action !== undefined && answer.action !== formLimits.recaptchaAction) {
    return { ok: false, reason: `unexpected action ${answer.action}` };
  }
  if (answer.score !== undefined && answer.score < formLimits.recaptchaMinScore) {
    return { ok: false, reason: `low score ${answer.score}` };
  }
  return { ok: true, skipped: false };
}
