// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactDetails } from '@/src/config/site';
import { seededLegalPage } from '@/tests/support/legal';
import { legalDocument, type PrivacyFeatures } from './legal';

const contact = contactDetails({ CONTACT_EMAIL: 'privacy@example.in', CONTACT_PHONE: '+91 20 0000 0000' });

const text = (features: PrivacyFeatures) => {
  const doc = legalDocument(seededLegalPage('privacy-policy'), contact, features);
  return [doc.introHtml, ...doc.sections.map((s) => s.html)].join('\n');
};

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
    // No marker or unfilled fact reaches a visitor.
    expect(policy).not.toMatch(/\[(no )?analytics\]|\{[a-z ]+\}/);
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
    expect(policy).not.toContain('shows no cookie banner');
    for (const service of ['Google Analytics', 'Google reCAPTCHA', 'HubSpot', 'Mailchimp'])
      expect(policy).toContain(service);
    expect(policy).toContain('Contact-form messages: 90 days after they arrive');
    expect(policy).toContain('pages visited and how quickly they loaded');
  });

  it('fills in the contact details editors set, escaped, and the date of the last change', () => {
    const doc = legalDocument(
      seededLegalPage('privacy-policy'),
      { ...contact, email: 'dpo+<x>@example.in' },
      embedded,
    );
    const who = doc.sections.find((s) => s.heading === 'Who we are')!;
    expect(who.html).toContain('write to dpo+&lt;x&gt;@example.in or call +91 20 0000 0000 (Monday-Saturday');
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('a legal page in WordPress becomes numbered sections', () => {
  it('splits at each h2, with an anchor per heading and the text before the first as the intro', () => {
    const doc = legalDocument(
      {
        slug: 'terms',
        title: 'Terms',
        modified: '2026-04-01T10:00:00',
        html: '<p>Intro.</p><h2>Using this <em>website</em></h2><p>A.</p><ul><li>[hubspot] only with HubSpot</li></ul><h2>Changes &amp; contact</h2><p>Write to {email} about {something else}.</p>',
      },
      contact,
      embedded,
    );
    expect(doc.introHtml).toBe('<p>Intro.</p>');
    expect(doc.sections.map((s) => [s.heading, s.id])).toEqual([
      ['Using this website', 'using-this-website'],
      ['Changes & contact', 'changes-contact'],
    ]);
    // The list left empty without HubSpot goes with its item; an unknown field stays as written.
    expect(doc.sections[0]!.html).toBe('<p>A.</p>');
    expect(doc.sections[1]!.html).toBe('<p>Write to privacy@example.in about {something else}.</p>');
    expect(doc.updated).toBe('2026-04-01');
  });
});
