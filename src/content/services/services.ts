import { brochure, serviceRoutes, type ServiceSlug } from '@/src/config/site';
import type { Service } from './types';

/** The one sidebar every service page shows; the page highlights the entry matching its own slug. */
export const sidebarLinks = serviceRoutes.map((s) => ({ label: s.label, url: `/services/${s.slug}` }));

type Body = Omit<
  Service,
  | 'slug'
  | 'sidebarLinks'
  | 'contactLink'
  | 'documentLink'
  | 'documentSize'
  | 'bannerImage'
  | 'serviceImage'
  | 'benefitImage'
>;

const bodies: Record<ServiceSlug, Body> = {
  'website-development': {
    name: 'Website Development',
    summary:
      'Company websites, landing pages and content-managed sites that bring in enquiries and that your own team can update.',
    icon: 'browser',
    bannerTitle: 'Need a website that brings in enquiries? Let’s plan it.',
    documentTitle: 'Websites and web apps brochure',
    mainTitle: 'Business websites that turn visitors into enquiries',
    mainDescription:
      'Your website is often the first conversation a customer has with your business. We plan, write, design and build company websites, product catalogues and campaign landing pages for manufacturers, clinics, schools, builders and service firms, and set them up on WordPress so your team can publish news, change banners and add products without calling us.',
    subTitle: 'Content and structure first',
    subDescription:
      'Before any design we agree what each page must answer, for whom and in which language. We write or edit the copy with you, build the menu around the questions customers actually ask, and place enquiry forms, WhatsApp and call buttons where people make up their minds.',
    thirdTitle: 'Launch, hosting and care',
    thirdDescription:
      'We move your domain and e-mail safely, set up hosting in India, connect Google Business Profile, Search Console and analytics, and train your team in a one-hour session. Care plans keep WordPress, plugins and backups up to date. The price depends on the pages and languages you need: contact us for pricing in INR.',
    benefitTitle: 'Why businesses trust us with their website',
    benefitText:
      'Most of our website clients are busy owners and small marketing teams. We keep the process short, the dashboard simple and the site fast on the phones their customers use.',
    benefitPoints: [
      'A WordPress dashboard your team learns in one session',
      'Copywriting in English, Marathi or Hindi',
      'Tracked enquiry forms, click-to-call and WhatsApp buttons',
      'Google Business Profile, Search Console and sitemaps set up at launch',
    ],
    points: [
      {
        iconClass: 'palette',
        title: 'Designed for your brand',
        text: 'A look built from your logo, photographs and products, not a reused theme.',
      },
      {
        iconClass: 'search',
        title: 'Found on Google',
        text: 'Page titles, local search and structured data in place from the first day.',
      },
      {
        iconClass: 'gauge',
        title: 'Fast on mobile data',
        text: 'Pages that open quickly on mid-range phones and patchy networks.',
      },
      {
        iconClass: 'support',
        title: 'Easy to keep current',
        text: 'Edit pages, news and banners yourself, with help a phone call away.',
      },
    ],
  },
  'web-development': {
    name: 'Web Development',
    summary:
      'Custom web applications, customer portals, dashboards and APIs built around the way your business works.',
    icon: 'code',
    bannerTitle: 'Planning a web application or portal? Let’s scope it together.',
    documentTitle: 'Web Development brochure',
    mainTitle: 'Custom web applications, portals and APIs',
    mainDescription:
      'When spreadsheets, e-mail threads and off-the-shelf tools stop keeping up, we build the software in between: dealer and customer portals, booking and order systems, internal dashboards and the APIs that connect them to your ERP, Tally, payment gateways and mobile apps. We work in Next.js, React, Node.js and Laravel, on PostgreSQL or MySQL.',
    subTitle: 'Discovery, then a release every two weeks',
    subDescription:
      'A paid discovery week maps your users, roles and processes and ends with a scope, an architecture and an estimate. Then we ship working features every two weeks to a staging link your team can try, so priorities follow what you learn rather than a document written months earlier.',
    thirdTitle: 'Secure, tested and yours',
    thirdDescription:
      'Role-based access, audit logs, automated tests and monitored deployments are part of every build. You own the code and the repository from day one, and a support plan keeps the application updated, backed up and improving. Contact us for pricing in INR.',
    benefitTitle: 'Why teams build their web applications with us',
    benefitText:
      'A small, senior team stays on your project from the first workshop to the last deployment. You talk to the people who write the code.',
    benefitPoints: [
      'Role-based access, audit logs and single sign-on',
      'Integrations with ERP, Tally, payment gateways and WhatsApp',
      'Documented REST and GraphQL APIs for your partners and apps',
      'Automated tests and monitored deployments on every release',
    ],
    points: [
      {
        iconClass: 'code',
        title: 'Built around your process',
        text: 'Screens and workflows modelled on how your team really works.',
      },
      {
        iconClass: 'shield',
        title: 'Secure by default',
        text: 'Least-privilege access, encrypted data and regular security reviews.',
      },
      {
        iconClass: 'cloud',
        title: 'Cloud or on-premise',
        text: 'Hosted on AWS, Google Cloud, an Indian data centre or your own servers.',
      },
      {
        iconClass: 'chart',
        title: 'Ready to grow',
        text: 'An architecture and APIs that take new users, modules and apps.',
      },
    ],
  },
  'ui-design': {
    name: 'UI Design',
    summary:
      'Interfaces people understand at first glance, designed from research and tested with real users.',
    icon: 'layout',
    bannerTitle: 'Let’s design an interface your users will enjoy.',
    documentTitle: 'UI Design brochure',
    mainTitle: 'User interface design grounded in research',
    mainDescription:
      'Good interfaces feel obvious, and that takes work. We interview your users, map the tasks they come to complete and sketch flows before we draw a single pixel. Then we design in Figma with a component library that your developers, or ours, can build without guesswork.',
    subTitle: 'Design systems that scale',
    subDescription:
      'Colours, type, spacing and components are defined once as tokens and reused everywhere, so new screens stay consistent and accessible. Contrast, focus states and touch targets are checked against WCAG 2.2 AA as we design, not after launch.',
    thirdTitle: 'Prototypes you can click',
    thirdDescription:
      'Interactive prototypes let your team and your customers try the product before it is built. We run short usability sessions, fix what confuses people and hand over annotated designs ready for development.',
    benefitTitle: 'What you get from our design process',
    benefitText:
      'Fewer support calls, shorter training and higher conversion: good design pays for itself in the numbers you already track.',
    benefitPoints: [
      'User interviews and task analysis',
      'Wireframes, visual design and clickable prototypes',
      'A documented design system in Figma',
      'Usability testing with real users',
    ],
    points: [
      {
        iconClass: 'users',
        title: 'User research',
        text: 'Decisions based on what users do, not on guesses.',
      },
      {
        iconClass: 'palette',
        title: 'Visual identity',
        text: 'Interfaces that carry your brand with confidence.',
      },
      {
        iconClass: 'layout',
        title: 'Design systems',
        text: 'Reusable components that keep every screen consistent.',
      },
      {
        iconClass: 'devices',
        title: 'Responsive layouts',
        text: 'Designs for every breakpoint, not just desktop.',
      },
    ],
  },
  'ecommerce-website': {
    name: 'E-commerce Website',
    summary: 'Online stores with fast catalogues, Indian payment options and operations that run themselves.',
    icon: 'cart',
    bannerTitle: 'Ready to sell online? Let’s build your store.',
    documentTitle: 'E-commerce Website brochure',
    mainTitle: 'Online stores that turn browsers into buyers',
    mainDescription:
      'We build direct-to-consumer and B2B stores on Shopify, WooCommerce or a custom headless stack, depending on your catalogue and your team. Product pages load instantly, search understands typos and Hindi transliterations, and checkout supports UPI, cards, net banking and cash on delivery.',
    subTitle: 'Operations included',
    subDescription:
      'Stores succeed on the boring parts: inventory that stays in sync with marketplaces, courier integrations with pincode serviceability, GST-compliant invoices and automatic order updates on WhatsApp and e-mail. We connect them all.',
    thirdTitle: 'Growth after launch',
    thirdDescription:
      'We set up analytics and conversion tracking, run A/B tests on product pages and checkout, and help you plan campaigns around festivals and sale seasons.',
    benefitTitle: 'Why brands build their stores with us',
    benefitText:
      'We have launched stores for lighting, jewellery, grocery and fashion brands, and we know where carts are abandoned and why.',
    benefitPoints: [
      'UPI, cards, net banking and COD at checkout',
      'Pincode serviceability and delivery estimates',
      'GST invoices and marketplace inventory sync',
      'Conversion tracking from the first order',
    ],
    points: [
      {
        iconClass: 'cart',
        title: 'Smooth checkout',
        text: 'Fewer steps and trusted payment options for Indian shoppers.',
      },
      {
        iconClass: 'gauge',
        title: 'Fast catalogues',
        text: 'Thousands of products that still load in a blink.',
      },
      {
        iconClass: 'chart',
        title: 'Measured growth',
        text: 'Dashboards that show what sells and what stalls.',
      },
      { iconClass: 'shield', title: 'Secure payments', text: 'PCI-compliant gateways and fraud checks.' },
    ],
  },
  'digital-marketing': {
    name: 'Digital Marketing',
    summary: 'Search, social and performance campaigns measured against the leads and sales they bring in.',
    icon: 'megaphone',
    bannerTitle: 'Want more of the right customers? Let’s talk growth.',
    documentTitle: 'Digital Marketing brochure',
    mainTitle: 'Marketing that is measured in customers, not clicks',
    mainDescription:
      'We plan and run search engine optimisation, Google Ads, Meta campaigns and content marketing for businesses that want predictable enquiries. Every campaign is tied to a goal you care about, such as a booked call, an order or a store visit, and reported in plain language every month.',
    subTitle: 'Search engine optimisation',
    subDescription:
      'Technical audits, keyword research in English and regional languages, local SEO for Google Business Profiles and content that answers real questions. We fix what holds your site back and build authority steadily, without shortcuts that risk penalties.',
    thirdTitle: 'Paid campaigns and social media',
    thirdDescription:
      'Search and social ads with tight targeting, landing pages designed for the campaign and conversion tracking that respects consent. Social calendars mix product stories, customer voices and behind-the-scenes posts your audience actually reads.',
    benefitTitle: 'How our marketing pays for itself',
    benefitText:
      'We report cost per lead and cost per sale, not impressions, and we stop what does not work quickly.',
    benefitPoints: [
      'Monthly reports in plain language',
      'Local SEO for city and neighbourhood searches',
      'Landing pages built for each campaign',
      'Consent-aware conversion tracking',
    ],
    points: [
      { iconClass: 'search', title: 'SEO', text: 'Technical fixes, content and local search visibility.' },
      {
        iconClass: 'megaphone',
        title: 'Paid ads',
        text: 'Google and Meta campaigns tuned for cost per lead.',
      },
      { iconClass: 'chart', title: 'Analytics', text: 'Dashboards that connect spend to revenue.' },
      { iconClass: 'users', title: 'Social media', text: 'Calendars, creatives and community management.' },
    ],
  },
  'android-development': {
    name: 'Android Development',
    summary: 'Native and cross-platform Android apps that run smoothly on the phones your customers own.',
    icon: 'android',
    bannerTitle: 'Planning an Android app? Let’s map it out.',
    documentTitle: 'Android App Development brochure',
    mainTitle: 'Android apps for every phone in India',
    mainDescription:
      'Most of your customers use Android, and many of them on budget phones with limited memory and patchy data. We build apps in Kotlin or Flutter that start fast, work offline where it matters and stay light on storage and battery.',
    subTitle: 'From idea to Play Store',
    subDescription:
      'We shape the idea into a focused first release, design the screens, build and test on a lab of real devices and manage the Play Store listing, reviews and staged rollouts. Crash reporting and analytics are in place before the first user installs.',
    thirdTitle: 'Integrations that matter',
    thirdDescription:
      'UPI payments, OTP login, maps and location, push notifications, barcode scanning and printer support: we have integrated them all and know their pitfalls on Indian networks.',
    benefitTitle: 'Why our Android apps last',
    benefitText:
      'Clean architecture and automated tests mean new features ship quickly, years after the first release.',
    benefitPoints: [
      'Kotlin or Flutter, chosen for your needs',
      'Tested on low-end and flagship devices',
      'Offline-first where connectivity is poor',
      'Play Store publishing and staged rollouts',
    ],
    points: [
      {
        iconClass: 'android',
        title: 'Native performance',
        text: 'Smooth scrolling and fast start-up on budget phones.',
      },
      { iconClass: 'cloud', title: 'Offline sync', text: 'Work continues without data and syncs later.' },
      { iconClass: 'shield', title: 'Secure storage', text: 'Encrypted data and safe authentication.' },
      { iconClass: 'rocket', title: 'Fast releases', text: 'Automated builds and staged rollouts.' },
    ],
  },
  'ios-development': {
    name: 'iOS Development',
    summary: 'Polished iPhone and iPad apps in Swift that feel at home on Apple devices.',
    icon: 'apple',
    bannerTitle: 'Bringing your idea to the iPhone? Let’s talk.',
    documentTitle: 'iOS App Development brochure',
    mainTitle: 'iOS apps with the polish Apple users expect',
    mainDescription:
      'iPhone users notice details: the way a list scrolls, how a sheet settles, whether Dynamic Type and dark mode are respected. We build in Swift and SwiftUI, follow Apple’s Human Interface Guidelines and sweat those details so your app feels native from the first tap.',
    subTitle: 'App Store ready',
    subDescription:
      'We prepare privacy labels, App Tracking Transparency prompts and review notes, and we handle TestFlight betas so your stakeholders can try builds early. Rejections are rare, and when they happen we resolve them quickly.',
    thirdTitle: 'One codebase or two',
    thirdDescription:
      'If you also need Android, we will advise honestly whether native apps or a shared Flutter or React Native codebase serves you better, based on your features, budget and team.',
    benefitTitle: 'What sets our iOS work apart',
    benefitText:
      'Accessibility, privacy and performance are treated as features, because Apple and your users treat them that way.',
    benefitPoints: [
      'Swift and SwiftUI, following Apple’s guidelines',
      'VoiceOver and Dynamic Type support',
      'TestFlight betas for your team',
      'App Store submission handled end to end',
    ],
    points: [
      {
        iconClass: 'apple',
        title: 'Native feel',
        text: 'Platform gestures, haptics and animations done right.',
      },
      { iconClass: 'shield', title: 'Privacy', text: 'Clear permissions and App Store privacy labels.' },
      { iconClass: 'devices', title: 'iPhone and iPad', text: 'Layouts that adapt to every Apple screen.' },
      {
        iconClass: 'rocket',
        title: 'Smooth launches',
        text: 'TestFlight, review notes and phased releases.',
      },
    ],
  },
};

/**
 * Brochure files by service. Website development shares the web development brochure (it covers
 * websites and web applications) until it has a file of its own.
 */
const brochureFile = (slug: ServiceSlug) => (slug === 'website-development' ? 'web-development' : slug);

/** Artwork follows one naming scheme per service. */
function withAssets(slug: ServiceSlug): Service {
  return {
    ...bodies[slug],
    slug,
    sidebarLinks,
    bannerImage: '/services/banner-pattern.svg',
    serviceImage: `/services/${slug}.svg`,
    benefitImage: `/services/${slug}-benefits.svg`,
    contactLink: '/contact',
    documentLink: `/brochures/${brochureFile(slug)}.pdf`,
    documentSize: brochure.sizeLabel,
  };
}

/** The seven service pages in menu order, each its own offer. */
export const services: readonly Service[] = serviceRoutes.map((route) => withAssets(route.slug));
