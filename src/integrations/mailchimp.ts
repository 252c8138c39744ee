import 'server-only';
import { serverEnv } from '@/src/config/env';
import { newsletterResultSchema, type NewsletterResult } from '@/src/forms/newsletter';
import { UpstreamError, upstreamFetch } from './http';

/**
 * Mailchimp's hosted signup, as the theme's ajaxChimp plugin used it: the form's `.../subscribe/post`
 * URL becomes `.../subscribe/post-json` with EMAIL in the query; the answer is {result, msg}.
 * Called from our server, so no JSONP and no Mailchimp script in the browser.
 */
export function mailchimpEnabled(): boolean {
  return Boolean(serverEnv().MAILCHIMP_URL);
}

export function mailchimpSignupUrl(base: string, email: string): string {
  const url = new URL(base);
  url.pathname = url.pathname.replace(/\/post\/?$/, '/post-json');
  url.searchParams.set('EMAIL', email);
  return url.toString();
}

/** Mailchimp's msg can hold an HTML link ("... <a href=...>update your profile</a>"); we show text. */
export function plainMessage(msg: string): string {
  return msg
    .replace(/<[^>]*>/g, '')
    .replace(/^\d+\s*-\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function subscribeWithMailchimp(email: string): Promise<NewsletterResult> {
  const base = serverEnv().MAILCHIMP_URL;
  if (!base) throw new UpstreamError('Mailchimp', 'not configured');
  const response = await upstreamFetch('Mailchimp', mailchimpSignupUrl(base, email), {
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new UpstreamError('Mailchimp', `answered ${response.status}`, response.status);
  const parsed = newsletterResultSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new UpstreamError('Mailchimp', 'unexpected answer');
  return { result: parsed.data.result, msg: plainMessage(parsed.data.msg) };
}
