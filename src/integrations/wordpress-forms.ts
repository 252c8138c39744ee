import 'server-only';
import { wordpressUrl } from '@/src/config/env';
import { authHeader } from '@/src/content/wordpress/client';
import type { ContactInput } from '@/src/forms/contact';
import { newsletterResultSchema, type NewsletterResult } from '@/src/forms/newsletter';
import { UpstreamError, upstreamFetch } from './http';

/**
 * Deliveries to WordPress: the public job endpoint and, when no HubSpot/Mailchimp is
 * configured, the private receivers of the embedded default (Basic auth from the server env).
 */
const endpoint = (path: string) => `${wordpressUrl()}/wp-json/${path}`;

export async function deliverContactToWordPress(
  input: ContactInput,
  page: { pageUri: string; pageName: string },
): Promise<void> {
  const response = await upstreamFetch('WordPress contact', endpoint('agency/v1/contact'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeader() },
    body: JSON.stringify({ ...input, ...page }),
  });
  if (!response.ok)
    throw new UpstreamError('WordPress contact', `answered ${response.status}`, response.status);
}

export async function subscribeWithWordPress(email: string): Promise<NewsletterResult> {
  const response = await upstreamFetch('WordPress newsletter', endpoint('agency/v1/newsletter'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeader() },
    body: JSON.stringify({ email }),
  });
  if (!response.ok)
    throw new UpstreamError('WordPress newsletter', `answered ${response.status}`, response.status);
  const parsed = newsletterResultSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new UpstreamError('WordPress newsletter', 'unexpected answer');
  return parsed.data;
}

/** The multipart fields of `hjb/v1/submit-job`, named as the spec names them. */
export type JobSubmission = {
  first_name: string;
  last_name: string;
  company_address: string;
  town: string;
  state: string;
  email: string;
  phone: string;
  job_title: string;
  recaptcha_token: string;
  file: { blob: Blob; name: string };
};

export function jobSubmissionForm(submission: JobSubmission): FormData {
  const form = new FormData();
  const { file, ...fields } = submission;
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', file.blob, file.name);
  return form;
}

/** Posts the application; resolves on HTTP 200 (the spec's success), throws otherwise. */
export async function submitJobApplication(submission: JobSubmission): Promise<void> {
  const response = await upstreamFetch('WordPress submit-job', endpoint('hjb/v1/submit-job'), {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: jobSubmissionForm(submission),
  });
  if (response.status !== 200) {
    const detail = await response.text().catch(() => '');
    throw new UpstreamError(
      'WordPress submit-job',
      `answered ${response.status} ${detail.slice(0, 200)}`,
      response.status,
    );
  }
}
