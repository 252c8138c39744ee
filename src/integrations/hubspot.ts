import 'server-only';
import { company, consent } from '@/src/config/site';
import { serverEnv } from '@/src/config/env';
import type { ContactInput } from '@/src/forms/contact';
import { UpstreamError, upstreamFetch } from './http';

/** HubSpot Forms API v3 (https://legacydocs.hubspot.com/docs/methods/forms/submit_form). */
const DEFAULT_API_URL = 'https://api.hsforms.com';

export const consentTexts = {
  process: `I agree to allow ${company.shortName} to store and process my personal data to answer my message.`,
  communications: `I agree to receive other communications from ${company.shortName}.`,
} as const;

export type HubSpotContext = {
  /** The `hubspotutk` tracking cookie, or null when the visitor has none. */
  hutk: string | null;
  pageUri: string;
  pageName: string;
};

type HubSpotField = { objectTypeId: '0-1'; name: string; value: string };

export type HubSpotPayload = {
  submittedAt: string;
  fields: HubSpotField[];
  context: HubSpotContext;
  legalConsentOptions: {
    consent: {
      consentToProcess: true;
      text: string;
      communications: { value: true; subscriptionTypeId: number; text: string }[];
    };
  };
  recaptchaToken?: string;
};

/**
 * The HubSpot contact properties of the optional lead questions (custom drop-down properties whose
 * internal values are the form's option values, `src/forms/contact-choices.ts`).
 */
export const leadProperties = { project_type: 'project_type', budget_range: 'budget_range' } as const;

/**
 * The submission's JSON: email, firstname (from the name), phone, message; then project type and
 * budget range when the visitor chose them (left out otherwise, so a portal without those
 * properties still takes every message that does not use them); context; consent.
 */
export function buildHubSpotPayload(
  input: ContactInput,
  context: HubSpotContext,
  { now = Date.now(), recaptchaToken }: { now?: number; recaptchaToken?: string } = {},
): HubSpotPayload {
  const field = (name: string, value: string): HubSpotField => ({ objectTypeId: '0-1', name, value });
  return {
    submittedAt: String(now),
    fields: [
      field('email', input.email),
      field('firstname', input.name),
      field('phone', input.phone),
      field('message', input.message),
      // A kept submission from before these questions existed has neither.
      ...(input.project_type ? [field(leadProperties.project_type, input.project_type)] : []),
      ...(input.budget_range ? [field(leadProperties.budget_range, input.budget_range)] : []),
    ],
    context,
    legalConsentOptions: {
      consent: {
        consentToProcess: true,
        text: consentTexts.process,
        communications: [
          { value: true, subscriptionTypeId: consent.subscriptionTypeId, text: consentTexts.communications },
        ],
      },
    },
    ...(recaptchaToken ? { recaptchaToken } : {}),
  };
}

/** True when portal and form ids are configured; otherwise messages go to the WordPress receiver. */
export function hubspotEnabled(): boolean {
  const env = serverEnv();
  return Boolean(env.HUBSPOT_PORTAL_ID && env.HUBSPOT_FORM_ID);
}

export function hubspotSubmitUrl(): string {
  const env = serverEnv();
  const base = (env.HUBSPOT_API_URL ?? DEFAULT_API_URL).replace(/\/$/, '');
  return `${base}/submissions/v3/integration/submit/${encodeURIComponent(env.HUBSPOT_PORTAL_ID ?? '')}/${encodeURIComponent(env.HUBSPOT_FORM_ID ?? '')}`;
}

export async function submitToHubSpot(payload: HubSpotPayload): Promise<void> {
  const response = await upstreamFetch('HubSpot', hubspotSubmitUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new UpstreamError('HubSpot', `answered ${response.status}`, response.status);
}
