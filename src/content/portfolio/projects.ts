import { projectCategories as c } from './categories';
import type { ProjectSource } from './types';

/**
 * The twelve projects, keyed as the spec lists them. The key 'workshop Mangement' (sic)
 * is kept from the spec; its projectId, and so its address, is `workshopmanager`.
 */
export const projectSources = {
  octans: {
    projectId: 'octans',
    title: 'Octans Engineering',
    tagline: 'A corporate website that sells precision automation to plant managers',
    palette: ['#0f3d5e', '#38bdf8'],
    device: 'web',
    categories: [c.web, c.design],
    description:
      'Octans Engineering builds PLC-driven conveyor and packaging lines for food and pharma plants across western India. Their old site was a single page with a phone number; enquiries came almost entirely from trade fairs. We planned, designed and built a fast, bilingual corporate website that explains each product line in the language of a plant manager: throughput, changeover time and validation support.',
    subTitle: 'From brochure to a lead engine',
    subDescription:
      'Every product page now pairs a short walkthrough of the machine with its specification table, downloadable datasheets and a request-a-site-visit form that routes to the right regional engineer. Case studies are filtered by industry, so a dairy buyer sees dairy installations first.',
    challenges: 'Challenges',
    challengesList: [
      'Specification data lived in forty spreadsheets with conflicting units and model numbers.',
      'Buyers often browse on factory-floor Wi-Fi, so pages had to stay light on slow connections.',
      'Sales wanted Marathi and English pages without doubling the editing work.',
    ],
    featuresList: [
      'One product catalogue that generates spec tables and datasheet PDFs',
      'Industry filter across case studies and installations',
      'Enquiry routing by region with instant e-mail alerts',
    ],
    technologyStack: ['Next.js', 'TypeScript', 'Headless WordPress', 'Cloudinary'],
    conclusionText:
      'Within six months of launch, qualified enquiries from the website overtook trade-fair leads, and the sales team now opens every first call with the datasheet the buyer already downloaded.',
    projectInfo: [
      { label: 'Date', value: 'March 2024' },
      { label: 'Services', value: 'UX research, UI design, web development' },
      { label: 'Client', value: 'Octans Engineering Pvt. Ltd.' },
      { label: 'Location', value: 'Pune, Maharashtra' },
    ],
    related: ['raylite', 'dattachhaya', 'lightopia'],
  },
  ceremonyy: {
    projectId: 'ceremonyy',
    title: 'Ceremonyy',
    tagline: 'A wedding-vendor marketplace with real-time availability',
    palette: ['#7c2d5b', '#f9a8d4'],
    device: 'web',
    categories: [c.web, c.ecommerce],
    description:
      'Ceremonyy connects couples with photographers, decorators, caterers and mehendi artists in tier-2 cities. Vendors used to manage bookings over WhatsApp, so double bookings on auspicious dates were common. We built a marketplace where couples compare packages side by side and vendors keep one shared calendar.',
    subTitle: 'Booking the right date, once',
    subDescription:
      'Availability is held for fifteen minutes while a couple pays the booking advance, then confirmed for both sides. Vendors get a simple dashboard for packages, portfolios and payouts that works well on an entry-level Android phone.',
    challenges: 'Challenges',
    challengesList: [
      'Peak muhurat dates bring hundreds of booking attempts for the same vendor within minutes.',
      'Many vendors had never used a web dashboard and needed a near-zero learning curve.',
      'Advance payments had to be split between the platform and the vendor automatically.',
    ],
    featuresList: [
      'Date holds with automatic release and payment-gateway split settlements',
      'Package comparison across up to four vendors',
      'Vendor onboarding in under ten minutes with guided steps',
    ],
    technologyStack: ['React', 'Node.js', 'PostgreSQL', 'Razorpay Route'],
    conclusionText:
      'Double bookings dropped to zero in the first wedding season on the platform, and more than four hundred vendors onboarded without a single training session.',
    projectInfo: [
      { label: 'Date', value: 'November 2023' },
      { label: 'Services', value: 'Product design, marketplace development' },
      { label: 'Client', value: 'Ceremonyy Events LLP' },
      { label: 'Location', value: 'Kolhapur, Maharashtra' },
      { label: 'Platform', value: 'Web, Android-friendly PWA' },
    ],
    related: ['lightopia', 'grocery-app', 'jewellery-app'],
  },
  dattachhaya: {
    projectId: 'dattachhaya',
    title: 'Dattachhaya Residency',
    tagline: 'A housing-project site that answers buyers before they call',
    palette: ['#14532d', '#86efac'],
    device: 'web',
    categories: [c.web, c.design],
    description:
      'Dattachhaya Residency is a 120-flat housing project on the edge of Kolhapur. The builder needed more than a gallery: buyers wanted floor plans, carpet areas, RERA details and construction progress they could trust. We designed a site around those questions.',
    subTitle: 'Transparency as the sales pitch',
    subDescription:
      'An interactive floor-plan picker shows every flat type with its carpet area and orientation, a monthly construction log carries dated photographs, and the RERA registration and approvals sit one click from any page. Site-visit requests land in the sales team’s calendar.',
    challenges: 'Challenges',
    challengesList: [
      'Architectural drawings arrived as heavy CAD exports that were unreadable on phones.',
      'The sales team had to update construction progress themselves every month.',
      'Legal information needed to be complete without overwhelming first-time buyers.',
    ],
    featuresList: [
      'Floor-plan picker with accessible, zoomable plans',
      'Monthly progress log editable from a phone',
      'Site-visit booking with calendar confirmation',
    ],
    technologyStack: ['Next.js', 'WordPress', 'SVG floor plans'],
    conclusionText:
      'Site visits booked online doubled within a quarter, and buyers now arrive having already chosen the flat they want to see.',
    projectInfo: [
      { label: 'Date', value: 'July 2023' },
      { label: 'Services', value: 'Web design, content strategy, development' },
      { label: 'Client', value: 'Dattachhaya Developers' },
      { label: 'Location', value: 'Kolhapur, Maharashtra' },
    ],
    related: ['octans', 'raylite', 'ceremonyy'],
  },
  lightopia: {
    projectId: 'lightopia',
    title: 'Lightopia',
    tagline: 'A D2C lighting store that lets shoppers see a lamp in their room',
    palette: ['#3b2f0b', '#facc15'],
    device: 'web',
    categories: [c.ecommerce, c.design],
    description:
      'Lightopia designs decorative pendant lamps and wall lights in small batches. They sold through marketplaces at thin margins and wanted their own store with the look of a design studio. We built a headless storefront with rich product stories, warm and cool light previews and a fast checkout.',
    subTitle: 'A store that feels like a showroom',
    subDescription:
      'Each product page switches between 2700 K and 4000 K photographs, shows the lamp at true scale next to a sofa silhouette and recommends matching bulbs. Checkout supports UPI, cards and cash on delivery with pincode-level delivery estimates.',
    challenges: 'Challenges',
    challengesList: [
      'High-resolution lifestyle photography threatened page speed on mobile.',
      'Fragile products needed pincode checks for safe courier coverage before checkout.',
      'Stock was shared with two marketplaces and had to stay in sync.',
    ],
    featuresList: [
      'Light-temperature preview on every product',
      'Pincode serviceability and delivery estimate before payment',
      'Inventory sync with marketplace listings every five minutes',
    ],
    technologyStack: ['Next.js', 'Shopify Storefront API', 'Node.js', 'Redis'],
    conclusionText:
      'Direct orders reached a third of Lightopia’s revenue in the first year, at nearly twice the margin of their marketplace sales.',
    projectInfo: [
      { label: 'Date', value: 'January 2024' },
      { label: 'Services', value: 'E-commerce design and development' },
      { label: 'Client', value: 'Lightopia Studio' },
      { label: 'Location', value: 'Bengaluru, Karnataka' },
    ],
    related: ['raylite', 'ceremonyy', 'jewellery-app'],
  },
  raylite: {
    projectId: 'raylite',
    title: 'Raylite LED',
    tagline: 'A B2B catalogue and dealer portal for an LED manufacturer',
    palette: ['#1e1b4b', '#a5b4fc'],
    device: 'web',
    categories: [c.web, c.software],
    description:
      'Raylite manufactures LED panels, street lights and flood lights for contractors and government tenders. Dealers phoned the office for prices, stock and scheme details. We built a public product catalogue and a private dealer portal behind it.',
    subTitle: 'Dealers serve themselves',
    subDescription:
      'Dealers log in to see their own price slab, live stock by warehouse, open orders and scheme eligibility. Contractors can download IES photometric files and BIS certificates straight from the public catalogue for their tender documents.',
    challenges: 'Challenges',
    challengesList: [
      'Prices differ by dealer tier, region and active scheme.',
      'Stock came from an on-premise Tally installation with no API.',
      'Tender documents require exact, current certificate versions.',
    ],
    featuresList: [
      'Tiered pricing computed per dealer',
      'Nightly Tally export with an intraday stock bridge',
      'Versioned certificate library linked to each product',
    ],
    technologyStack: ['Laravel', 'Vue.js', 'MySQL', 'Tally ODBC bridge'],
    conclusionText:
      'Order-related calls to the head office fell by more than half, and the sales team spends the time on new dealer territories instead.',
    projectInfo: [
      { label: 'Date', value: 'September 2022' },
      { label: 'Services', value: 'Web development, ERP integration' },
      { label: 'Client', value: 'Raylite Electricals' },
      { label: 'Location', value: 'Ichalkaranji, Maharashtra' },
      { label: 'Platform', value: 'Web' },
    ],
    related: ['dynamicdistributors', 'octans', 'lightopia'],
  },
  dynamicdistributors: {
    projectId: 'dynamicdistributors',
    title: 'Dynamic Distributors',
    tagline: 'Order and beat management for an FMCG distributor',
    palette: ['#7f1d1d', '#fca5a5'],
    device: 'web',
    categories: [c.software, c.mobile],
    description:
      'Dynamic Distributors supplies packaged foods and personal-care brands to over two thousand retail outlets. Salesmen wrote orders in notebooks and typed them in at night. We built a web back office and a salesman app that work together, even without mobile data.',
    subTitle: 'Orders that arrive before the salesman does',
    subDescription:
      'Salesmen follow a daily beat plan, capture orders with scheme discounts applied automatically and sync when the signal returns. The back office sees orders by beat, prints invoices in batches and tracks collections against each outlet.',
    challenges: 'Challenges',
    challengesList: [
      'Large parts of the rural beats have no reliable mobile network.',
      'Brand schemes change weekly and stack in complicated ways.',
      'Invoices had to stay compliant with GST e-invoicing rules.',
    ],
    featuresList: [
      'Offline-first order capture with conflict-free sync',
      'Scheme engine maintained by the back office, not by developers',
      'GST e-invoice generation and batch printing',
    ],
    technologyStack: ['React', 'React Native', 'NestJS', 'PostgreSQL'],
    conclusionText:
      'Order entry errors nearly disappeared and deliveries now leave the warehouse the same morning the orders are taken.',
    projectInfo: [
      { label: 'Date', value: 'May 2023' },
      { label: 'Services', value: 'Custom software, mobile app' },
      { label: 'Client', value: 'Dynamic Distributors' },
      { label: 'Location', value: 'Sangli, Maharashtra' },
      { label: 'Platform', value: 'Web and Android' },
    ],
    related: ['raylite', 'workshopmanager', 'grocery-app'],
  },
  'workshop Mangement': {
    projectId: 'workshopmanager',
    title: 'Workshop Manager',
    tagline: 'Job cards, parts and billing for multi-bay car workshops',
    palette: ['#1f2937', '#fb923c'],
    device: 'web',
    categories: [c.software, c.design],
    description:
      'A group of car workshops ran every bay on paper job cards. Customers called repeatedly for updates and parts went missing between the store and the bays. We built Workshop Manager: a digital job card that follows the vehicle from check-in to delivery.',
    subTitle: 'One job card, every bay',
    subDescription:
      'Service advisors open a job card with photographs at check-in, mechanics log labour and parts from a tablet in the bay, and the customer receives estimate approvals and a ready-for-delivery message on WhatsApp. The invoice is built from the job card, so nothing is billed twice or forgotten.',
    challenges: 'Challenges',
    challengesList: [
      'Mechanics wear gloves and work in bright light, so the bay screens needed large, high-contrast controls.',
      'Parts issued from the store had to be matched to the right job card.',
      'Owners wanted daily figures across three branches without extra data entry.',
    ],
    featuresList: [
      'Check-in photographs and customer e-sign on a tablet',
      'Parts issue by barcode scan against the job card',
      'Branch dashboard for bay utilisation and revenue',
    ],
    technologyStack: ['Angular', '.NET', 'SQL Server', 'WhatsApp Business API'],
    conclusionText:
      'Average vehicle turnaround dropped by a day, and unbilled parts, once a monthly surprise, are now caught the moment they leave the store.',
    projectInfo: [
      { label: 'Date', value: 'February 2023' },
      { label: 'Services', value: 'Product design, custom software' },
      { label: 'Client', value: 'AutoCare Garages' },
      { label: 'Location', value: 'Kolhapur, Maharashtra' },
      { label: 'Platform', value: 'Web and tablet' },
    ],
    related: ['dynamicdistributors', 'support-desk', 'hospital-management-system'],
  },
  'hospital-management-system': {
    projectId: 'hospital-management-system',
    title: 'Hospital Management System',
    tagline: 'OPD, wards, pharmacy and billing for a 150-bed hospital',
    palette: ['#134e4a', '#5eead4'],
    device: 'web',
    categories: [c.software, c.design],
    description:
      'A 150-bed multispecialty hospital juggled three disconnected systems for registration, pharmacy and billing. We replaced them with one hospital management system designed around the people who use it: front-desk staff, nurses, doctors and accountants.',
    subTitle: 'Patient first, paperwork second',
    subDescription:
      'A patient is registered once and carries one record through OPD, admission, ward rounds, pharmacy and discharge. Doctors write prescriptions from templates; nurses see medication schedules per bed; billing collects every charge automatically, including insurance pre-authorisations.',
    challenges: 'Challenges',
    challengesList: [
      'Health data demanded strict role-based access and a complete audit trail.',
      'Migration had to happen without closing the OPD for a single day.',
      'Insurance and government scheme claims each follow a different format.',
    ],
    featuresList: [
      'Single patient record with ABHA number support',
      'Bedside medication chart for nursing staff',
      'Claims module for TPA and scheme formats',
    ],
    technologyStack: ['React', 'Java Spring Boot', 'PostgreSQL', 'HL7 FHIR'],
    conclusionText:
      'Discharge billing that once took two hours now takes twenty minutes, and every access to a patient record is logged and reviewable.',
    projectInfo: [
      { label: 'Date', value: 'October 2022' },
      { label: 'Services', value: 'Healthcare software, UX design, data migration' },
      { label: 'Client', value: 'Sahyadri Care Hospital' },
      { label: 'Location', value: 'Satara, Maharashtra' },
      { label: 'Platform', value: 'Web' },
    ],
    related: ['support-desk', 'workshopmanager', 'dynamicdistributors'],
  },
  'support-desk': {
    projectId: 'support-desk',
    title: 'Support Desk',
    tagline: 'A multilingual help desk for a broadband provider',
    palette: ['#312e81', '#c4b5fd'],
    device: 'web',
    categories: [c.software, c.design],
    description:
      'A regional broadband provider handled complaints through a shared inbox and a call centre. Tickets were lost, and customers repeated their story on every call. We built Support Desk, a ticketing system with e-mail, web form and WhatsApp channels feeding one queue.',
    subTitle: 'Every conversation in one thread',
    subDescription:
      'Each ticket collects every message from every channel, shows the customer’s plan and line status, and is routed by area and issue type to the right field team. Agents reply with saved answers in English, Marathi or Hindi.',
    challenges: 'Challenges',
    challengesList: [
      'Outages create thousands of duplicate tickets within minutes.',
      'Field technicians needed ticket updates on basic phones.',
      'Service-level targets differ by plan and customer type.',
    ],
    featuresList: [
      'Outage mode that groups duplicate tickets automatically',
      'SMS and WhatsApp updates for field technicians',
      'Service-level timers with escalation rules',
    ],
    technologyStack: ['Vue.js', 'Node.js', 'MongoDB', 'Elasticsearch'],
    conclusionText:
      'First-response time fell from hours to minutes, and during outages a single status update now reaches every affected customer.',
    projectInfo: [
      { label: 'Date', value: 'August 2023' },
      { label: 'Services', value: 'SaaS development, UI design' },
      { label: 'Client', value: 'FibreLink Broadband' },
      { label: 'Location', value: 'Nashik, Maharashtra' },
    ],
    related: ['hospital-management-system', 'workshopmanager', 'cricket-score-app'],
  },
  'grocery-app': {
    projectId: 'grocery-app',
    title: 'FreshCart Grocery App',
    tagline: 'Same-day grocery delivery for neighbourhood kirana stores',
    palette: ['#166534', '#bef264'],
    device: 'mobile',
    categories: [c.mobile, c.ecommerce],
    description:
      'FreshCart lets neighbourhood kirana stores take orders from their own customers without joining a quick-commerce platform. We designed and built Android and iOS apps for shoppers, a picker app for the store and a web dashboard for the owner.',
    subTitle: 'The corner store, in your pocket',
    subDescription:
      'Shoppers reorder their usual list in two taps, substitute items with one approval and pay by UPI or on delivery. The store sees orders in a packing queue sorted by aisle and assigns deliveries to its own boys.',
    challenges: 'Challenges',
    challengesList: [
      'Store catalogues had thousands of items with inconsistent names and no photographs.',
      'Loose items such as vegetables are sold by weight and priced on the day.',
      'The app had to run well on phones with 2 GB of memory.',
    ],
    featuresList: [
      'Catalogue import with a shared product image library',
      'Weight-based items with final billing at packing',
      'Repeat-order lists and substitution approvals',
    ],
    technologyStack: ['Flutter', 'Firebase', 'Node.js', 'Razorpay UPI'],
    conclusionText:
      'Partner stores now take a fifth of their orders through the app, and repeat customers order on average once every four days.',
    projectInfo: [
      { label: 'Date', value: 'June 2024' },
      { label: 'Services', value: 'Mobile app development, UI design' },
      { label: 'Client', value: 'FreshCart Retail Tech' },
      { label: 'Location', value: 'Kolhapur, Maharashtra' },
      { label: 'Platform', value: 'Android and iOS' },
    ],
    related: ['jewellery-app', 'cricket-score-app', 'ceremonyy'],
  },
  'jewellery-app': {
    projectId: 'jewellery-app',
    title: 'Swarna Jewellery App',
    tagline: 'A catalogue and gold-savings app for a family jeweller',
    palette: ['#78350f', '#fde68a'],
    device: 'mobile',
    categories: [c.mobile, c.ecommerce],
    description:
      'A third-generation jeweller wanted customers to browse new designs between festival visits and to join the shop’s monthly gold savings scheme from their phone. We built Swarna, an app that mirrors the shop’s trust and craft.',
    subTitle: 'Trust, carried into an app',
    subDescription:
      'Customers browse designs by occasion and weight, see the day’s gold rate and a transparent price breakup with making charges and GST, reserve a piece for a store visit and pay scheme instalments through UPI autopay.',
    challenges: 'Challenges',
    challengesList: [
      'Gold rates change daily and every displayed price had to follow them.',
      'Scheme instalments needed reliable reminders and receipts.',
      'Product photography of reflective jewellery is hard to keep consistent.',
    ],
    featuresList: [
      'Live price breakup from the day’s rate, making charge and GST',
      'Savings scheme with UPI autopay and instant receipts',
      'Reserve-for-visit with store appointment slots',
    ],
    technologyStack: ['React Native', 'Node.js', 'PostgreSQL'],
    conclusionText:
      'Scheme enrolments tripled in the first Diwali season, and most walk-in customers now arrive with a reserved design already in mind.',
    projectInfo: [
      { label: 'Date', value: 'December 2023' },
      { label: 'Services', value: 'Mobile app development, product design' },
      { label: 'Client', value: 'Swarna Jewellers' },
      { label: 'Location', value: 'Belagavi, Karnataka' },
      { label: 'Platform', value: 'Android and iOS' },
    ],
    related: ['grocery-app', 'lightopia', 'ceremonyy'],
  },
  'cricket-score-app': {
    projectId: 'cricket-score-app',
    title: 'GullyScore Cricket App',
    tagline: 'Ball-by-ball live scoring for local tournaments',
    palette: ['#0c4a6e', '#7dd3fc'],
    device: 'mobile',
    categories: [c.mobile, c.design],
    description:
      'Local tournaments draw large crowds but keep scores in notebooks. GullyScore lets a scorer record every ball on a phone while players, families and sponsors follow the match live, complete with scorecards and player statistics.',
    subTitle: 'Every ball counts, and is counted',
    subDescription:
      'The scoring screen is built for one thumb in bright sunlight: runs, extras and wickets in two taps with an undo for every ball. Spectators see live scorecards, commentary lines generated from the scoring and shareable match summaries.',
    challenges: 'Challenges',
    challengesList: [
      'Grounds often have patchy mobile data, so scoring must never stop.',
      'Local rules vary: short overs, tennis-ball formats and retired batters.',
      'Tournament finals bring sudden spikes of thousands of live viewers.',
    ],
    featuresList: [
      'Offline scoring with automatic catch-up sync',
      'Configurable match rules per tournament',
      'Live scorecards and shareable match summaries',
    ],
    technologyStack: ['Kotlin', 'Swift', 'Firebase Realtime Database'],
    conclusionText:
      'More than three hundred local tournaments have been scored on GullyScore, and sponsors now ask organisers for the app’s viewer figures.',
    projectInfo: [
      { label: 'Date', value: 'April 2024' },
      { label: 'Services', value: 'Native Android and iOS development' },
      { label: 'Client', value: 'GullyScore Sports' },
      { label: 'Location', value: 'Kolhapur, Maharashtra' },
      { label: 'Platform', value: 'Android and iOS' },
    ],
    related: ['grocery-app', 'support-desk', 'jewellery-app'],
  },
} as const satisfies Record<string, ProjectSource>;

export type ProjectKey = keyof typeof projectSources;
