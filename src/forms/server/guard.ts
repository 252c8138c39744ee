import 'server-only';
import { refusedField } from '@/src/integrations/wordpress-forms';
import { formLimits } from '@/src/config/site';
import type { FormAnswer } from '@/src/forms/answer';
import { formMessages } from '@/src/forms/messages';
import { clientAddress } from '@/src/lib/client-address';
import { htmlAnswer } from '@/src/lib/html-answer';
import { readBodyCapped } from '@/src/lib/request-body';
import { createRateLimiter, type RateLimiter } from './rate-limit';

/**
 * Checks every form endpoint runs before it reads a field: same origin, content type, body size and
 * a per-address rate limit. Each rejection is a 4xx JSON answer with a message a visitor can read.
 */
export type FormName = keyof typeof formLimits.maxBodyBytes;

export class FormRejection extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function jsonResponse(
  status: number,
  body: FormAnswer,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * Without JavaScript a form posts natively and the browser shows our answer as a page. That page
 * states the outcome and offers the way back; going back restores the typed input.
 */
function formAnswerPage(status: number, body: FormAnswer, headers: Record<string, string>): Response {
  return htmlAnswer({
    status,
    title: body.message,
    items: body.fields ? Object.values(body.fields) : [],
    linkIntro: body.ok
      ? ''
      : "Use your browser's Back button to return to the form: what you typed is still there. ",
    link: { href: '/', label: 'Home' },
    headers,
  });
}

/** Whether the request came from our scripts (Accept: application/json), not a native form post. */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return /application\/json/i.test(accept) || !/text\/html/i.test(accept);
}

/** JSON for our scripts (they send Accept: application/json), a small page for native form posts. */
export function answer(
  request: Request,
  status: number,
  body: FormAnswer,
  headers: Record<string, string> = {},
): Response {
  return wantsJson(request) ? jsonResponse(status, body, headers) : formAnswerPage(status, body, headers);
}

const limiters = new Map<FormName, RateLimiter>();
function limiterFor(form: FormName): RateLimiter {
  let limiter = limiters.get(form);
  if (!limiter) {
    limiter = createRateLimiter({
      name: form,
      limit: formLimits.ratePerWindow,
      windowMs: formLimits.rateWindowMs,
    });
    limiters.set(form, limiter);
  }
  return limiter;
}

/** For tests that exercise the limit on purpose: forget all counts. */
export function resetRateLimitsForTests(): void {
  limiters.clear();
}

/**
 * Same-origin check. Browsers send Sec-Fetch-Site on every fetch and form post; when present it
 * must be same-origin. Otherwise the Origin header, when present, must match the Host.
 * Requests with neither (curl, server-to-server) are let through: they carry no ambient cookies to
 * abuse, and the other controls still apply.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export type AcceptedType = 'json' | 'form' | 'multipart';
const TYPE_PATTERNS: Record<AcceptedType, RegExp> = {
  json: /^application\/json\b/i,
  form: /^application\/x-www-form-urlencoded\b/i,
  multipart: /^multipart\/form-data\b/i,
};

export type GuardedBody = {
  kind: AcceptedType;
  fields: Record<string, string>;
  form?: FormData;
  address: string;
};

/**
 * Runs the abuse controls and returns the parsed body. Throws FormRejection for every refusal.
 * The honeypot is checked here too: a filled honeypot is refused with a 400 like any bad input.
 */
export async function guardFormRequest(
  request: Request,
  form: FormName,
  accepted: readonly AcceptedType[],
  honeypotField: string,
  { tooLargeMessage = formMessages.tooLarge }: { tooLargeMessage?: string } = {},
): Promise<GuardedBody> {
  if (!isSameOrigin(request)) throw new FormRejection(403, formMessages.wrongOrigin);

  const contentType = request.headers.get('content-type') ?? '';
  const kind = accepted.find((k) => TYPE_PATTERNS[k].test(contentType));
  if (!kind) throw new FormRejection(415, formMessages.wrongContentType);

  const address = clientAddress(request);
  const rate = await limiterFor(form).hit(address);
  if (!rate.allowed) {
    throw new FormRejection(429, formMessages.rateLimited, undefined, {
      'Retry-After': String(rate.retryAfterSeconds),
    });
  }

  const bytes = await readBodyCapped(request, formLimits.maxBodyBytes[form]);
  if (!bytes) throw new FormRejection(413, tooLargeMessage);
  let fields: Record<string, string> = {};
  let formData: FormData | undefined;
  try {
    if (kind === 'json') {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      for (const [key, value] of Object.entries(parsed)) {
        if (typeof value === 'string') fields[key] = value;
        else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
      }
    } else {
      // Re-wrap the capped bytes so the platform's form parser can read them.
      formData = await new Response(bytes as BodyInit, {
        headers: { 'content-type': contentType },
      }).formData();
      fields = {};
      for (const [key, value] of formData.entries()) if (typeof value === 'string') fields[key] = value;
    }
  } catch {
    throw new FormRejection(400, formMessages.malformed);
  }

  if ((fields[honeypotField] ?? '').trim() !== '') throw new FormRejection(400, formMessages.spam);
  return { kind, fields, form: formData, address };
}

/**
 * Wraps a handler so a FormRejection becomes its 4xx answer and nothing unexpected becomes a bare
 * 500: an unforeseen failure is reported as the form's own error text with 502 (delivery failed).
 */
export async function handleForm(
  request: Request,
  fallbackMessage: string,
  run: () => Promise<Response>,
): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FormRejection) {
      return answer(
        request,
        error.status,
        { ok: false, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
        error.headers,
      );
    }
    console.error('Form handler failed', error);
    return answer(request, 502, { ok: false, message: fallbackMessage });
  }
}

/**
 * The answer to a submission its destination refused: a 400 (409 for a conflict, such as a call time
 * requested first) naming the visitor's field when WordPress named one (`names`: WordPress's field ->
 * the form's), else a 502 with `errorMessage`.
 */
export function refusalAnswer(
  request: Request,
  refusal: unknown,
  names: Readonly<Record<string, string>>,
  errorMessage: string,
): Response {
  const refused = refusedField(refusal, names);
  return refused
    ? answer(request, refused.status, {
        ok: false,
        message: refused.message,
        fields: { [refused.field]: refused.message },
      })
    : answer(request, 502, { ok: false, message: errorMessage });
}
