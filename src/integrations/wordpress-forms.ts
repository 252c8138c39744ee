import 'server-only';
import { z } from 'zod';
import { wordpressUrl } from '@/src/config/env';
import { authHeader } from '@/src/content/wordpress/client';
import type { ContactInput } from '@/src/forms/contact';
import { newsletterResultSchema, type NewsletterResult } from '@/src/forms/newsletter';
import { UpstreamError, upstreamFetch } from './http';

/**
 * Deliveries to WordPress: the job endpoint and, when no HubSpot/Mailchimp is configured, the
 * receivers of the embedded default. Each takes only the site's credential (Basic auth from the
 * server env).
 */
const endpoint = (path: string) => `${wordpressUrl()}/wp-json/${path}`;

/**
 * WordPress refused one field (400, or 409 for a call time someone requested first, with data.field):
 * something the visitor can correct, never worth another attempt (its status is 400 whatever
 * WordPress answered; `answered` keeps that).
 */
export class WordPressFieldError extends UpstreamError {
  constructor(
    service: string,
    readonly field: string,
    readonly fieldMessage: string,
    readonly answered: number = 400,
  ) {
    super(service, `refused ${field}: ${fieldMessage}`, 400);
    this.name = 'WordPressFieldError';
  }
}

const fieldRefusalSchema = z.object({
  message: z.string().min(1),
  data: z.object({ field: z.string().min(1) }),
});

/** The error a non-success answer becomes: a field refusal when WordPress names the field. */
async function refusal(service: string, response: Response): Promise<UpstreamError> {
  const text = await response.text().catch(() => '');
  if (response.status === 400 || response.status === 409) {
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    const parsed = fieldRefusalSchema.safeParse(body);
    if (parsed.success)
      return new WordPressFieldError(service, parsed.data.data.field, parsed.data.message, response.status);
  }
  return new UpstreamError(service, `answered ${response.status} ${text.slice(0, 200)}`, response.status);
}

/**
 * The visitor-facing form field of a field WordPress refused (`names`: WordPress's name -> the
 * form's), with WordPress's message; null when the error is not such a refusal.
 */
export function refusedField(
  error: unknown,
  names: Readonly<Record<string, string>>,
): { field: string; message: string; status: number } | null {
  // By name, not instanceof: the error may come from another bundle's copy of the class (the outbox).
  if (!(error instanceof Error) || error.name !== 'WordPressFieldError') return null;
  const refusal = error as WordPressFieldError;
  if (!Object.hasOwn(names, refusal.field)) return null;
  return { field: names[refusal.field]!, message: refusal.fieldMessage, status: refusal.answered ?? 400 };
}

/** The idempotency key of a delivery: WordPress answers a repeat with the first answer, storing nothing. */
const keyHeader = (key: string | undefined): Record<string, string> =>
  key ? { 'Idempotency-Key': key } : {};

/** Posts JSON to one of our receivers in WordPress, as the website's account. */
const postJson = (label: string, route: string, body: unknown, idempotencyKey: string | undefined) =>
  upstreamFetch(label, endpoint(route), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...authHeader(),
      ...keyHeader(idempotencyKey),
    },
    body: JSON.stringify(body),
  });

export async function deliverContactToWordPress(
  input: ContactInput,
  page: { pageUri: string; pageName: string },
  idempotencyKey?: string,
): Promise<void> {
  const response = await postJson(
    'WordPress contact',
    'agency/v1/contact',
    { ...input, ...page },
    idempotencyKey,
  );
  if (!response.ok) throw await refusal('WordPress contact', response);
}

/** A call request as WordPress's receiver takes it (agency/v1/call). */
export type CallSubmission = {
  name: string;
  email: string;
  topic: string;
  call_start: string;
  call_zone: string;
  notice_version: string;
  pageUri: string;
  pageName: string;
  /** The calendar file the visitor's confirmation mail attaches. */
  calendar: string;
};

/** Stores a call request; a time someone requested first comes back as a refusal of `call_start` (409). */
export async function deliverCallToWordPress(call: CallSubmission, idempotencyKey?: string): Promise<void> {
  const response = await postJson('WordPress call', 'agency/v1/call', call, idempotencyKey);
  if (!response.ok) throw await refusal('WordPress call', response);
}

export async function subscribeWithWordPress(
  email: string,
  noticeVersion: string | undefined,
  idempotencyKey?: string,
): Promise<NewsletterResult> {
  const response = await postJson(
    'WordPress newsletter',
    'agency/v1/newsletter',
    { email, notice_version: noticeVersion ?? '' },
    idempotencyKey,
  );
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
  /** The applicant's country ('India' unless they named another). */
  country: string;
  /** A PIN code in India, a postcode elsewhere. */
  zip: string;
  /** A LinkedIn profile or portfolio, an http(s) address ('' when none). */
  profile_url: string;
  order_notes: string;
  recaptcha_token: string;
  /** The privacy notice's version the applicant was shown ('' when none). */
  notice_version: string;
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
export async function submitJobApplication(
  submission: JobSubmission,
  idempotencyKey?: string,
): Promise<void> {
  const response = await upstreamFetch('WordPress submit-job', endpoint('hjb/v1/submit-job'), {
    method: 'POST',
    headers: { Accept: 'application/json', ...authHeader(), ...keyHeader(idempotencyKey) },
    body: jobSubmissionForm(submission),
  });
  if (response.status !== 200) throw await refusal('WordPress submit-job', response);
}
