import { countryList, figures, figureText, offices, workingDays } from '@/src/content/company';

/** FAQ: four groups of three questions. */
export type FaqGroup = { title: string; items: readonly { question: string; answer: string }[] };

export const faqGroups: readonly FaqGroup[] = [
  {
    title: 'General Questions',
    items: [
      {
        question: 'What kind of businesses do you work with?',
        answer: `Mostly small and mid-sized companies across India: manufacturers, distributors, retailers, hospitals, real-estate developers and start-ups. We also build products for agencies and founders abroad who want a dependable engineering partner in India; our ${figureText(figures.clients)} clients so far are based in ${countryList()}.`,
      },
      {
        question: 'Where are you located, and can we work together remotely?',
        answer: `Our head office is in ${offices.kolhapur.address.addressLocality}, Maharashtra, and our design and mobile studio in ${offices.pune.address.addressLocality}; both addresses are on the contact page. Most of our clients work with us remotely through video calls, shared boards and weekly demos; for projects in Maharashtra and Karnataka we are happy to visit for the discovery workshop.`,
      },
      {
        question: 'How do we start a project with you?',
        answer: `Write to us through the contact page with a few lines about your goals. We reply within ${workingDays(figures.replyWorkingDays.enquiry)}, set up a free thirty-minute call and, if we are a good fit, propose a short paid discovery phase that ends with a clear scope, plan and estimate.`,
      },
    ],
  },
  {
    title: 'Project Development',
    items: [
      {
        question: 'How long does a typical project take?',
        answer:
          'A marketing website usually takes four to eight weeks, an online store eight to twelve, and a mobile app or business system three to six months for a first release. We ship in two-week iterations, so you see working software early and can change priorities as you learn.',
      },
      {
        question: 'Will we own the code and designs?',
        answer:
          'Yes. Once invoices are settled, the source code, designs and documentation belong to you. We work in repositories you can access from day one and hand over credentials, deployment notes and an architecture overview at the end.',
      },
      {
        question: 'How involved do we need to be?',
        answer:
          'We ask for one decision-maker who can attend a weekly thirty-minute demo and answer questions within a day or two. Content, such as product details or photographs, is usually the item that delays launches most, so we plan it with you from the first week.',
      },
    ],
  },
  {
    title: 'Technical Questions',
    items: [
      {
        question: 'Which technologies do you use?',
        answer:
          'For the web: Next.js, React, Node.js, Laravel and headless WordPress. For mobile: Kotlin, Swift and Flutter. We choose based on your team, your budget and how long the software must live, and we explain the trade-offs in plain language.',
      },
      {
        question: 'Do you handle hosting, security and maintenance?',
        answer:
          'Yes. We can host on AWS, Google Cloud or Indian data centres, configure backups and monitoring, and apply security updates under a support plan. If you prefer your own hosting or IT team, we document everything they need.',
      },
      {
        question: 'Are your websites accessible and search-engine friendly?',
        answer:
          'Every site we build targets WCAG 2.2 AA, is tested with a keyboard and a screen reader, and passes Core Web Vitals on mobile. Clean URLs, metadata, sitemaps and structured data are part of the build, not an extra.',
      },
    ],
  },
  {
    title: 'Pricing & Payment',
    items: [
      {
        question: 'How much does a project cost?',
        answer:
          'Every project is scoped individually, so we do not publish prices: contact us for pricing. After the discovery call we send a written estimate in INR with a breakdown by phase, so you know what each part of the budget buys.',
      },
      {
        question: 'How are payments scheduled?',
        answer:
          'Usually an advance at kick-off, then payments tied to milestones you can see working, such as approved designs, a staging release and the launch. Support plans are billed monthly or annually. All invoices include GST.',
      },
      {
        question: 'Which payment methods do you accept?',
        answer:
          'Bank transfer (NEFT, RTGS or IMPS) and UPI for clients in India, and international wire transfer for clients abroad. We do not ask for card details by e-mail or phone.',
      },
    ],
  },
];
