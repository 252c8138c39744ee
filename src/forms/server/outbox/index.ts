import 'server-only';
import { log } from '@/server/log.mjs';
import { buildHubSpotPayload, hubspotEnabled, submitToHubSpot } from '@/src/integrations/hubspot';
import { UpstreamError } from '@/src/integrations/http';
import { mailchimpEnabled, subscribeWithMailchimp } from '@/src/integrations/mailchimp';
import { callCalendar, type CallCalendarInput } from '@/src/calls/call-calendar';
import type { CallInput } from '@/src/forms/call';
import {
  deliverCallToWordPress,
  deliverContactToWordPress,
  submitJobApplication,
  subscribeWithWordPress,
  type JobSubmission,
} from '@/src/integrations/wordpress-forms';
import type { ContactInput } from '@/src/forms/contact';
import { createOutbox, type Deliverer, type Outbox } from './outbox';

/** The page the contact form lives on, reported to HubSpot and WordPress. */
export type ContactPage = { pageUri: string; pageName: string };

/** A sign-up the list service answered with an error result ("already subscribed", "invalid"): shown as it said. */
export class NewsletterRefused extends UpstreamError {
  constructor(
    service: string,
    readonly msg: string,
  ) {
    super(service, `refused: ${msg}`, 400);
    this.name = 'NewsletterRefused';
  }
}

/**
 * Errors cross bundles here: the outbox (and its deliverers) may have been made by the
 * instrumentation bundle and a route handler reads its refusals, each with its own copy of the
 * classes, so refusals are recognised by name, never by instanceof.
 */
export function isNewsletterRefusal(error: unknown): error is NewsletterRefused {
  return (
    error instanceof Error &&
    error.name === 'NewsletterRefused' &&
    typeof (error as NewsletterRefused).msg === 'string'
  );
}

/** What the call form keeps for delivery: the visitor's input and what its calendar file needs. */
export type CallPayload = {
  input: CallInput;
  /** When the call ends (UTC, as its start is written). */
  end: string;
  page: ContactPage;
} & Pick<CallCalendarInput, 'contact' | 'siteUrl'>;

const deliverers: Record<'contact' | 'newsletter' | 'application' | 'call', Deliverer> = {
  async contact(item) {
    const { input, page, hutk, recaptchaToken } = item.payload as {
      input: ContactInput;
      page: ContactPage;
      hutk: string | null;
      recaptchaToken?: string;
    };
    if (hubspotEnabled()) {
      // A reCAPTCHA token is good for one check within minutes: only the first attempt carries it.
      const token = item.attempts === 0 ? recaptchaToken : undefined;
      await submitToHubSpot(
        buildHubSpotPayload(input, { hutk, ...page }, { now: item.createdAt, recaptchaToken: token }),
      );
    } else {
      await deliverContactToWordPress(input, page, item.id);
    }
  },
  async newsletter(item) {
    const { email, notice_version } = item.payload as { email: string; notice_version?: string };
    const outcome = mailchimpEnabled()
      ? await subscribeWithMailchimp(email)
      : await subscribeWithWordPress(email, notice_version, item.id);
    if (outcome.result !== 'success') throw new NewsletterRefused('newsletter', outcome.msg);
    return { message: outcome.msg };
  },
  // Always to WordPress, with or without HubSpot: it keeps the requests, so it knows which times are taken.
  async call(item) {
    const { input, end, page, contact, siteUrl } = item.payload as CallPayload;
    await deliverCallToWordPress(
      {
        name: input.name,
        email: input.email,
        topic: input.topic,
        call_start: input.slot,
        call_zone: input.time_zone,
        notice_version: input.notice_version ?? '',
        ...page,
        // The request's id is the calendar's UID: the download and the mail describe the same event.
        calendar: callCalendar({
          ref: item.id,
          stamp: item.createdAt,
          start: input.slot,
          end,
          contact,
          siteUrl,
        }),
      },
      item.id,
    );
  },
  async application(item, file) {
    if (!file || !item.file) throw new Error('the résumé of a kept application is missing');
    const fields = item.payload as Omit<JobSubmission, 'file'>;
    await submitJobApplication(
      {
        ...fields,
        file: { blob: new Blob([new Uint8Array(file)], { type: item.file.type }), name: item.file.name },
      },
      item.id,
    );
  },
};

const KEY = Symbol.for('agency.outbox');
const shared = globalThis as unknown as { [KEY]?: { outbox: Outbox; timer?: NodeJS.Timeout } };

/** The process's outbox and its worker's timer (one per process, whichever bundle asks). */
function processOutbox() {
  return (shared[KEY] ??= { outbox: createOutbox({ deliverers }) });
}

/** The process's outbox. */
export function formOutbox(): Outbox {
  return processOutbox().outbox;
}

/** How often due submissions are retried, and the waiting ones reported. */
const WORKER_INTERVAL_MS = 5_000;
const REPORT_EVERY_MS = 60_000;

/** Starts retrying due submissions in the background (once per process). */
export function startOutboxWorker(): void {
  const state = processOutbox();
  if (state.timer) return;
  let busy = false;
  let reported = 0;
  state.timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      await state.outbox.deliverDue();
      if (Date.now() - reported >= REPORT_EVERY_MS) {
        const stats = await state.outbox.stats();
        if (stats.depth > 0) {
          log('warn', 'outbox: submissions waiting for delivery', stats);
          reported = Date.now();
        }
      }
    } catch (error) {
      log('error', 'outbox worker failed', { error });
    } finally {
      busy = false;
    }
  }, WORKER_INTERVAL_MS);
  state.timer.unref();
}
