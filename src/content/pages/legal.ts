import { company } from '@/src/config/site';
import { serverEnv } from '@/src/config/env';
import type { Contact } from '@/src/content/contact';

/** Terms and Privacy Policy: long text kept as data so the pages stay thin. */
export type LegalBlock = string | { list: readonly string[] };
export type LegalSection = { heading: string; body: readonly LegalBlock[] };
export type LegalDocument = {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
};

const address = `${company.address.streetAddress}, ${company.address.addressLocality}, ${company.address.addressRegionName} ${company.address.postalCode}, ${company.address.addressCountryName}`;

/**
 * What this deployment actually does with personal data: which services are switched on, and how
 * long WordPress keeps submissions (AGENCY_RETENTION_DAYS, the same setting WordPress's daily
 * clean-up reads). The policy describes exactly that, nothing it does not do.
 */
export type PrivacyFeatures = {
  analytics: boolean;
  recaptcha: boolean;
  hubspot: boolean;
  mailchimp: boolean;
  retentionDays: number;
};

export function deploymentPrivacyFeatures(): PrivacyFeatures {
  const env = serverEnv();
  return {
    analytics: Boolean(env.NEXT_PUBLIC_GA_ID),
    recaptcha: Boolean(env.RECAPTCHA_SITE_KEY),
    hubspot: Boolean(env.HUBSPOT_PORTAL_ID && env.HUBSPOT_FORM_ID),
    mailchimp: Boolean(env.MAILCHIMP_URL),
    retentionDays: env.AGENCY_RETENTION_DAYS,
  };
}

const when = <T>(condition: boolean, ...items: T[]): T[] => (condition ? items : []);

export function privacyPolicy(
  contact: Pick<Contact, 'email' | 'phone' | 'openingHours'>,
  features: PrivacyFeatures = deploymentPrivacyFeatures(),
): LegalDocument {
  const days = `${features.retentionDays} days`;
  return {
    title: 'Privacy Policy',
    updated: '2026-11-24',
    intro: `This policy explains how ${company.name} ("${company.shortName}", "we", "us") collects and uses personal data when you visit this website, contact us, subscribe to our newsletter or apply for a job. We process personal data in line with the Digital Personal Data Protection Act, 2023 (DPDP Act) and the rules made under it, and the Information Technology Act, 2000. In the language of the DPDP Act, you are the Data Principal and we are the Data Fiduciary.`,
    sections: [
      {
        heading: 'Who we are',
        body: [
          `${company.name} is a software and IT services company registered in India, with its office at ${address}. For any question about this policy or your personal data, write to ${contact.email} or call ${contact.phone} (${contact.openingHours.label}).`,
        ],
      },
      {
        heading: 'Personal data we collect',
        body: [
          'We collect only what we need for the purpose you came for:',
          {
            list: [
              'Contact form: your name, e-mail address, phone number (optional), the type of project and budget range (optional) and your message.',
              'Newsletter: your e-mail address and the date you subscribed.',
              'Job applications: your name, contact details, city and state, the role you applied for, your resume and any notes you add.',
              ...when(
                features.analytics,
                'Usage data: if you accept analytics cookies, pseudonymous information about pages visited and how quickly they loaded, device type and approximate location derived from your IP address.',
              ),
              'Technical logs: our servers record IP addresses and request details for security and troubleshooting.',
              'Page speed: how quickly each page loaded and responded in your browser (timings and the page address only), recorded without cookies and without anything that identifies you, so we can keep the website fast.',
            ],
          },
          'We do not knowingly collect data about children under 18. If you believe a child has sent us personal data, contact us and we will delete it.',
        ],
      },
      {
        heading: 'Why we use it and on what basis',
        body: [
          {
            list: [
              'To reply to your enquiry and, if you become a client, to deliver our services: on the basis of your consent and, later, for the performance of our contract with you.',
              'To send the newsletter you asked for: on the basis of your consent, which you can withdraw with one click in any issue.',
              'To assess your job application and contact you about it: on the basis of your consent given when you apply.',
              'To keep the website secure, prevent spam and abuse, and meet legal obligations such as tax records: as legitimate uses permitted by section 7 of the DPDP Act.',
              ...when(
                features.analytics,
                'To understand how the website is used and improve it: only if you accept analytics cookies.',
              ),
            ],
          },
          'We never sell personal data and we do not use it for automated decisions that produce legal effects for you.',
        ],
      },
      {
        heading: 'Consent and how to withdraw it',
        body: [
          'Where we rely on consent, we ask for it in clear language at the point of collection. You may withdraw consent at any time by writing to us or, for the newsletter, by using the unsubscribe link. Withdrawing consent does not affect processing already carried out, and we will stop processing and erase the data unless the law requires us to keep it.',
        ],
      },
      {
        heading: 'Who we share it with',
        body: [
          'We share personal data only with service providers (Data Processors) who help us run the website and our business, under written contracts that require them to protect it and use it only on our instructions:',
          {
            list: [
              'our hosting provider, whose servers run this website and the content-management system that stores form submissions and sends our notification e-mails;',
              ...when(features.hubspot, 'HubSpot, our CRM, which receives contact-form enquiries;'),
              ...when(features.mailchimp, 'Mailchimp, which sends the newsletter you subscribe to;'),
              ...when(
                features.recaptcha,
                'Google reCAPTCHA, to tell people from bots when you submit a form;',
              ),
              ...when(features.analytics, 'Google Analytics, only if you accept analytics cookies.'),
            ],
          },
          'We may disclose data when required by law, a court order or a lawful request of a government authority.',
        ],
      },
      {
        heading: 'Transfers outside India',
        body: [
          'Some of our providers store data on servers outside India. Such transfers are made only to countries not restricted by the Central Government under section 16 of the DPDP Act, and with safeguards in our contracts with those providers.',
        ],
      },
      {
        heading: 'How long we keep it',
        body: [
          {
            list: [
              `Job applications and résumés: ${days} after they arrive, then deleted automatically (résumé files included); ask us to delete yours earlier at any time.`,
              `Contact-form messages: ${days} after they arrive, then deleted automatically, unless you become a client.`,
              `Copies of the e-mails our website sends about a submission: ${days}.`,
              'Client records and invoices: for as long as tax and company law require, currently eight years.',
              'Newsletter: until you unsubscribe.',
              'Server logs: ninety days.',
            ],
          },
          'A submission the website has accepted but not yet delivered to our systems (for example during a short outage) is held on our server, readable only by the website itself, and deleted as soon as it is delivered.',
        ],
      },
      {
        heading: 'Your rights',
        body: [
          'Under the DPDP Act you have the right to:',
          {
            list: [
              'obtain a summary of the personal data we hold about you and the processing we carry out;',
              'have inaccurate or incomplete data corrected and updated;',
              'have your data erased when it is no longer needed for the purpose it was collected for;',
              'have a grievance addressed by us, and then by the Data Protection Board of India;',
              'nominate another person to exercise your rights in the event of your death or incapacity.',
            ],
          },
          `To exercise any of these rights, write to ${contact.email}. We find everything we hold under your e-mail address (applications and résumés, messages, newsletter sign-ups and the e-mails we sent about them) and can give you a copy or erase it. We will confirm receipt within three working days and respond within thirty days.`,
        ],
      },
      {
        heading: 'Cookies',
        body: [
          features.analytics
            ? "The website itself sets no cookies to track you. Google Analytics cookies are set only after you accept them in the banner shown on your first visit; nothing from Google Analytics loads before that. Your choice is stored in your browser: to change it, clear this website's data in your browser settings and the banner asks again."
            : 'The website sets no analytics, advertising or tracking cookies, so it shows no cookie banner: there is no choice to make.',
          ...when(
            features.recaptcha,
            'When you use one of our forms, Google reCAPTCHA may set its own cookies to tell people from bots.',
          ),
          'You can block or delete cookies in your browser settings at any time.',
        ],
      },
      {
        heading: 'Security',
        body: [
          'We protect personal data with reasonable security safeguards: encrypted connections (HTTPS), access limited to the people who need it, strong authentication, regular updates and backups. If a personal data breach occurs, we will inform the Data Protection Board of India and affected people as the DPDP Act requires.',
        ],
      },
      {
        heading: 'Grievance Officer',
        body: [
          `Our Grievance Officer is Rohan Deshpande, ${company.name}, ${address}. E-mail: ${contact.email}. We aim to resolve every grievance within thirty days. If you are not satisfied with our response, you may approach the Data Protection Board of India.`,
        ],
      },
      {
        heading: 'Changes to this policy',
        body: [
          'We may update this policy when our services or the law change. The date at the top shows the latest version; significant changes will be announced on this page and, where we have your e-mail address for that purpose, by e-mail.',
        ],
      },
    ],
  };
}

export const termsOfUse = (contact: Pick<Contact, 'email' | 'phone'>): LegalDocument => ({
  title: 'Terms and Conditions',
  updated: '2026-04-01',
  intro: `These terms govern your use of this website, operated by ${company.name} ("${company.shortName}", "we", "us"). By using the website you agree to them. Work we carry out for clients is governed by a separate written agreement, which prevails over these terms where the two differ.`,
  sections: [
    {
      heading: 'Using this website',
      body: [
        'You may browse, read and share the content of this website for your own information and for evaluating our services. You agree not to:',
        {
          list: [
            'use the website in a way that breaks any law in force in India or elsewhere;',
            'attempt to gain unauthorised access to the website, its servers or connected systems, or to disrupt them, including by automated scraping at a volume that affects other visitors;',
            'submit content through our forms that is false, defamatory, obscene, infringing or that contains malware;',
            'impersonate any person or misrepresent your connection with any organisation.',
          ],
        },
      ],
    },
    {
      heading: 'Information on the website',
      body: [
        'We write the content of this website carefully, but it is general information, not professional advice for your specific situation. Case studies describe past projects; results depend on each client’s circumstances. Prices are not listed: contact us for pricing, quoted in INR and subject to a written estimate.',
      ],
    },
    {
      heading: 'Intellectual property',
      body: [
        `The text, graphics, logos, illustrations and code of this website belong to ${company.name} or its licensors and are protected by the Copyright Act, 1957 and other laws. Client names and project details appear with permission. You may not copy, modify or republish them beyond what is needed to view and share pages, without our written permission.`,
      ],
    },
    {
      heading: 'Enquiries, applications and submissions',
      body: [
        'When you send us a message, subscribe to the newsletter or apply for a job, you confirm that the information is accurate and that you are entitled to share it. Sending an enquiry does not create a contract; an engagement starts only when both sides sign a proposal or agreement. How we handle the personal data you send is described in our Privacy Policy.',
      ],
    },
    {
      heading: 'Links to other websites',
      body: [
        'The website links to other sites, such as social networks and maps. We do not control them and are not responsible for their content or privacy practices.',
      ],
    },
    {
      heading: 'Availability and liability',
      body: [
        'We aim to keep the website available and accurate, but we provide it "as is" and do not guarantee that it will be uninterrupted or free of errors. To the extent permitted by law, we are not liable for any indirect or consequential loss arising from the use of this website. Nothing in these terms limits liability that cannot be limited under Indian law.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      body: [
        `These terms are governed by the laws of India. Courts at ${company.address.addressLocality}, ${company.address.addressRegionName} have exclusive jurisdiction over any dispute arising from them, subject to any mandatory rights you have as a consumer.`,
      ],
    },
    {
      heading: 'Changes and contact',
      body: [
        `We may update these terms from time to time; the date at the top shows the current version. Questions about these terms are welcome at ${contact.email} or ${contact.phone}.`,
      ],
    },
  ],
});
