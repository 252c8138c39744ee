// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactDetails } from '@/src/config/site';
import { privacyPolicy, type PrivacyFeatures } from './legal';

const text = (features: PrivacyFeatures) =>
  privacyPolicy(
    contactDetails({ CONTACT_EMAIL: 'privacy@example.in', CONTACT_PHONE: '+91 20 0000 0000' }),
    features,
  )
    .sections.flatMap((section) => section.body)
    .flatMap((block) => (typeof block === 'string' ? [block] : block.list))
    .join('\n');

const embedded: PrivacyFeatures = {
  analytics: false,
  recaptcha: false,
  hubspot: false,
  mailchimp: false,
  retentionDays: 180,
};

describe('the privacy policy describes what this deployment does', () => {
  it('promises no cookie banner and names no Google service when none is configured', () => {
    const policy = text(embedded);
    expect(policy).toContain('shows no cookie banner');
    expect(policy).not.toMatch(/Google|HubSpot|Mailchimp|analytics cookies/);
    expect(policy).toContain(
      'Job applications and résumés: 180 days after they arrive, then deleted automatically',
    );
    // The page-speed report every page sends (src/vitals) is declared, without cookies.
    expect(policy).toContain('Page speed: how quickly each page loaded');
  });

  it('describes the consent banner and how to change the choice when analytics is on, and names each service used', () => {
    const policy = text({
      analytics: true,
      recaptcha: true,
      hubspot: true,
      mailchimp: true,
      retentionDays: 90,
    });
    expect(policy).toContain('banner shown on your first visit');
    expect(policy).toContain("clear this website's data");
    for (const service of ['Google Analytics', 'Google reCAPTCHA', 'HubSpot', 'Mailchimp'])
      expect(policy).toContain(service);
    expect(policy).toContain('Contact-form messages: 90 days after they arrive');
    expect(policy).toContain('pages visited and how quickly they loaded');
  });
});
