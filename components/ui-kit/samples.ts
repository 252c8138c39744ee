import { deliveryRecord, yearsInBusiness, type Counters } from '@/src/content/company';
import type { Project } from '@/src/content/portfolio/types';
import type { GalleryImage } from '@/components/ui-kit/widgets/ImageGallery';
import type { CartItem } from '@/components/ui-kit/widgets/MiniCart';

/**
 * Sample content for the /ui-kit page: what an IT agency would put in these widgets. Shop and
 * donation samples exist only here (those widgets live on the UI kit page only: docs/decisions.md).
 */

/** The kit's sections in page order; the one-page menu is built from this list. */
export const uiKitSections = [
  { id: 'carousel', label: 'Carousel' },
  { id: 'gallery', label: 'Image gallery' },
  { id: 'video', label: 'Video popup' },
  { id: 'tabs', label: 'Tabs' },
  { id: 'accordion', label: 'Accordion' },
  { id: 'filter-grid', label: 'Filterable grid' },
  { id: 'counters', label: 'Counters' },
  { id: 'progress', label: 'Circle progress' },
  { id: 'typewriter', label: 'Typewriter' },
  { id: 'text-effects', label: 'Text effects' },
  { id: 'quantity', label: 'Quantity stepper' },
  { id: 'price-range', label: 'Price range' },
  { id: 'mini-cart', label: 'Mini-cart' },
  { id: 'payment', label: 'Payment methods' },
  { id: 'donation', label: 'Donation picker' },
  { id: 'cursor', label: 'Custom cursor' },
  { id: 'anchors', label: 'Anchor scrolling' },
] as const;

export type UiKitSectionId = (typeof uiKitSections)[number]['id'];

/** Gallery: the hero pictures of six case studies, web and app work alternating. */
const galleryProjects = [
  'octans',
  'ceremonyy',
  'lightopia',
  'grocery-app',
  'support-desk',
  'cricket-score-app',
];

export const galleryImages = (projects: readonly Project[]): GalleryImage[] =>
  galleryProjects.flatMap((id) => {
    const p = projects.find((project) => project.projectId === id);
    return p
      ? [
          {
            src: p.pictures.hero.src,
            alt: `${p.title}: ${p.pictures.hero.alt}`,
            caption: p.title,
            width: p.pictures.hero.width,
            height: p.pictures.hero.height,
          },
        ]
      : [];
  });

export const howWeWorkTabs = [
  {
    id: 'discover',
    label: 'Discover',
    title: 'One week to agree what matters',
    text: 'We sit with the people who will use what we build: the sales desk, the warehouse, the patients at the front counter. By Friday you have a one-page brief, a clickable outline and a fixed quote for the first release.',
  },
  {
    id: 'design',
    label: 'Design',
    title: 'Screens you can click before we code',
    text: 'Interface design happens in short loops with your team. Every screen is checked for contrast, keyboard use and small phones before a developer touches it, so accessibility is never a late fix.',
  },
  {
    id: 'build',
    label: 'Build',
    title: 'A release every week, on a link you can share',
    text: 'Each Friday you get a working build on a private address and a two-minute note of what changed. Automated tests run on every change, and nothing reaches production without a second engineer reading it.',
  },
  {
    id: 'care',
    label: 'Care',
    title: 'We stay after launch',
    text: 'Our care plans cover updates, backups, uptime monitoring and a named engineer who answers within one working day, in Marathi, Hindi or English.',
  },
] as const;

export const faqSample = [
  {
    question: 'Can you take over a website another agency built?',
    answer:
      'Yes. We start with a paid two-day audit of the code, hosting and access, then give you a written plan before any change is made.',
  },
  {
    question: 'Do you sign a non-disclosure agreement?',
    answer: 'Always, before the first workshop. Source code and designs are yours from the first commit.',
  },
  {
    question: 'How do you price a project?',
    answer:
      'A fixed price per release, agreed after the discovery week. Care plans are billed monthly and can be cancelled with thirty days notice.',
  },
] as const;

export const deliveryHealth = deliveryRecord;

export const kitFacts = (counters: Counters) =>
  [
    {
      value: counters.projects.value,
      suffix: counters.projects.plus ? '+' : '',
      label: 'Projects delivered',
    },
    { value: counters.team.value, suffix: '', label: 'Engineers, designers and marketers' },
    { value: yearsInBusiness(), suffix: '', label: 'Years in Kolhapur' },
  ] as const;

export const typewriterWords = [
  'web applications',
  'Android apps',
  'iOS apps',
  'online stores',
  'internal tools',
] as const;

export const slidingPhrases = [
  'Web development',
  'UI design',
  'E-commerce',
  'Digital marketing',
  'Android apps',
  'iOS apps',
] as const;

export const careCartItems: CartItem[] = [
  { id: 'care-plan', name: 'Website care plan', detail: 'monthly', quantity: 1, unitPrice: 4500 },
  { id: 'uptime', name: 'Uptime monitoring add-on', detail: '2 sites', quantity: 2, unitPrice: 800 },
  { id: 'ssl', name: 'SSL certificate renewal', detail: 'yearly', quantity: 1, unitPrice: 1200 },
];

export const paymentMethods = [
  {
    id: 'upi',
    label: 'UPI',
    details:
      'Pay from any UPI app. After you confirm, we show a code to scan and a UPI ID to copy; the invoice is marked paid within a minute.',
  },
  {
    id: 'bank',
    label: 'Bank transfer (NEFT, RTGS or IMPS)',
    details:
      'Transfer to our current account and quote the invoice number as the reference. Bank details are on the invoice we e-mail you.',
  },
  {
    id: 'card',
    label: 'Credit or debit card',
    details:
      'Visa, Mastercard and RuPay cards are accepted through our payment partner; card numbers never touch our servers.',
  },
  {
    id: 'invoice',
    label: 'Pay on invoice (registered businesses)',
    details:
      'For companies with a GSTIN: we send a tax invoice payable within 15 days of each monthly care period.',
  },
] as const;

/** Starter templates filtered by the price-range demo (USD, as the spec's slider is in dollars). */
export const starterTemplates = [
  { name: 'Clinic landing page', price: 49 },
  { name: 'Restaurant menu and bookings', price: 120 },
  { name: 'School admissions microsite', price: 180 },
  { name: 'Real-estate listings', price: 340 },
  { name: 'Manufacturer product catalogue', price: 460 },
  { name: 'Multi-vendor store', price: 720 },
  { name: 'Hospital appointments portal', price: 890 },
  { name: 'Logistics tracking dashboard', price: 1000 },
] as const;

export const donationCause = {
  title: 'Code Clubs for Kolhapur schools',
  text: 'Every Saturday our engineers teach programming in government schools around Kolhapur. Pledges buy refurbished laptops and mobile data for the students; the agency matches every rupee.',
} as const;
