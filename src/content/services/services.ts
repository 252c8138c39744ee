import { brochure, serviceRoutes, type ServiceSlug } from '@/src/config/site';
import type { Service } from './types';

/** The one sidebar every service page shows; the page highlights the entry matching its own slug. */
export const sidebarLinks = serviceRoutes.map((s) => ({ label: s.label, url: `/services/${s.slug}` }));

type Body = Omit<
  Service,
  | 'slug'
  | 'canonicalSlug'
  | 'sidebarLinks'
  | 'contactLink'
  | 'documentLink'
  | 'documentSize'
  | 'bannerImage'
  | 'serviceImage'
  | 'benefitImage'
>;

const bodies: Record<Exclude<ServiceSlug, 'website-development'>, Body> = {
  'web-development': {
    name: 'Web Development',
    summary: 'Fast, secure websites and web applications built on modern frameworks and kept easy to edit.',
    icon: 'code',
    bannerTitle: 'Have a web project in mind? Let’s plan it together.',
    documentTitle: 'Web Development brochure',
    mainTitle: 'Websites and web apps that load fast and sell well',
    mainDescription:
      'We build corporate websites, customer portals and web applications with Next.js, React, Laravel and headless WordPress. Every project starts with the questions your visitors arrive with and ends with pages that answer them in under two seconds on a mid-range phone. Your team edits content in a familiar dashboard, while the public site stays static, cached and secure.',
    subTitle: 'Built for search engines and for people',
    subDescription:
      'Semantic markup, structured data, accessible components and Core Web Vitals budgets are part of our definition of done, not extras. We test with keyboards and screen readers, measure with Lighthouse on every release and hand over a site that ranks because it is genuinely good to use.',
    thirdTitle: 'Support after launch',
    thirdDescription:
      'Launch is the start of the relationship. We monitor uptime, apply security updates, keep dependencies current and turn your analytics into a short monthly list of improvements. Pricing depends on scope: contact us for pricing in INR.',
    benefitTitle: 'Why teams choose our web development',
    benefitText:
      'A small, senior team works on your project from the first workshop to the last deployment. You talk to the people who write the code.',
    benefitPoints: [
      'Pages that pass Core Web Vitals on mobile',
      'WCAG 2.2 AA accessibility built in',
      'Content you can edit without a developer',
      'Security updates and backups included in support plans',
    ],
    points: [
      {
        iconClass: 'gauge',
        title: 'Performance first',
        text: 'Static rendering, image optimisation and tight JavaScript budgets.',
      },
      {
        iconClass: 'shield',
        title: 'Secure by default',
        text: 'Hardened hosting, least-privilege access and regular audits.',
      },
      {
        iconClass: 'search',
        title: 'SEO ready',
        text: 'Clean URLs, metadata, sitemaps and structured data from day one.',
      },
      {
        iconClass: 'devices',
        title: 'Every screen',
        text: 'Layouts designed for phones first, then tablets and desktops.',
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

/** Artwork and files follow one naming scheme per body; 'website-development' shares web-development's. */
function withAssets(slug: ServiceSlug, bodyKey: keyof typeof bodies): Service {
  return {
    ...bodies[bodyKey],
    slug,
    ...(slug !== bodyKey ? { canonicalSlug: bodyKey } : {}),
    name: slug === 'website-development' ? 'Website Development' : bodies[bodyKey].name,
    sidebarLinks,
    bannerImage: '/services/banner-pattern.svg',
    serviceImage: `/services/${bodyKey}.svg`,
    benefitImage: `/services/${bodyKey}-benefits.svg`,
    contactLink: '/contact',
    documentLink: `/brochures/${bodyKey}.pdf`,
    documentSize: brochure.sizeLabel,
  };
}

/**
 * The seven service pages in menu order. 'website-development' and 'web-development' are the same
 * service under two addresses the spec lists; the former declares the latter canonical.
 */
export const services: readonly Service[] = serviceRoutes.map((route) =>
  withAssets(route.slug, route.slug === 'website-development' ? 'web-development' : route.slug),
);
