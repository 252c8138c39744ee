// @vitest-environment node
import { resetServerEnvForTests } from '@/src/config/env';
import { buildHubSpotPayload, consentTexts, hubspotEnabled, hubspotSubmitUrl } from './hubspot';

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnvForTests();
});

describe('HubSpot payload', () => {
  it('is exactly the spec JSON', () => {
    const payload = buildHubSpotPayload(
      {
        name: 'Asha Patil',
        email: 'asha@example.in',
        phone: '+91 98220 00000',
        project_type: '',
        budget_range: '',
        message: 'We need a shop.',
      },
      { hutk: 'abc123', pageUri: 'https://example.in/contact', pageName: 'Contact' },
      { now: 1767225600000, recaptchaToken: 'tok' },
    );
    expect(payload).toStrictEqual({
      submittedAt: '1767225600000',
      fields: [
        { objectTypeId: '0-1', name: 'email', value: 'asha@example.in' },
        { objectTypeId: '0-1', name: 'firstname', value: 'Asha Patil' },
        { objectTypeId: '0-1', name: 'phone', value: '+91 98220 00000' },
        { objectTypeId: '0-1', name: 'message', value: 'We need a shop.' },
      ],
      context: { hutk: 'abc123', pageUri: 'https://example.in/contact', pageName: 'Contact' },
      legalConsentOptions: {
        consent: {
          consentToProcess: true,
          text: consentTexts.process,
          communications: [{ value: true, subscriptionTypeId: 999, text: consentTexts.communications }],
        },
      },
      recaptchaToken: 'tok',
    });
  });

  it('sends hutk null without the cookie and no token field without a token', () => {
    const payload = buildHubSpotPayload(
      { name: 'A', email: 'a@b.in', phone: '', project_type: '', budget_range: '', message: 'm' },
      { hutk: null, pageUri: 'u', pageName: 'p' },
    );
    expect(payload.context.hutk).toBeNull();
    expect(payload).not.toHaveProperty('recaptchaToken');
  });

  it('adds project type and budget range as fields when chosen, and only then', () => {
    const context = { hutk: null, pageUri: 'u', pageName: 'p' };
    const base = { name: 'A', email: 'a@b.in', phone: '', message: 'm' };
    const chosen = buildHubSpotPayload(
      { ...base, project_type: 'ecommerce', budget_range: '2-5-lakh' },
      context,
    );
    expect(chosen.fields).toEqual([
      { objectTypeId: '0-1', name: 'email', value: 'a@b.in' },
      { objectTypeId: '0-1', name: 'firstname', value: 'A' },
      { objectTypeId: '0-1', name: 'phone', value: '' },
      { objectTypeId: '0-1', name: 'message', value: 'm' },
      { objectTypeId: '0-1', name: 'project_type', value: 'ecommerce' },
      { objectTypeId: '0-1', name: 'budget_range', value: '2-5-lakh' },
    ]);
    const one = buildHubSpotPayload({ ...base, project_type: '', budget_range: 'not-sure' }, context);
    expect(one.fields.map((f) => f.name)).toEqual(['email', 'firstname', 'phone', 'message', 'budget_range']);
    // A message kept in the outbox from before the questions existed has neither key.
    const kept = buildHubSpotPayload(base as Parameters<typeof buildHubSpotPayload>[0], context);
    expect(kept.fields.map((f) => f.name)).toEqual(['email', 'firstname', 'phone', 'message']);
  });

  it('is enabled by portal and form ids, and posts to the configured base URL', () => {
    expect(hubspotEnabled()).toBe(false);
    vi.stubEnv('HUBSPOT_PORTAL_ID', '12345');
    vi.stubEnv('HUBSPOT_FORM_ID', 'f-1');
    vi.stubEnv('HUBSPOT_API_URL', 'http://127.0.0.1:9999/');
    resetServerEnvForTests();
    expect(hubspotEnabled()).toBe(true);
    expect(hubspotSubmitUrl()).toBe('http://127.0.0.1:9999/submissions/v3/integration/submit/12345/f-1');
  });
});
