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
    outcomes: [
      { value: '3.4×', label: 'qualified enquiries from the website within six months' },
      { value: '61%', label: 'of new leads now start on the site, ahead of trade fairs' },
      { value: '1.1 s', label: 'to the first full screen on a slow factory-floor connection' },
    ],
    visuals: {
      hero: 'The CP-40 case packer’s product page in a browser, with its machine drawing, headline figures and specification table, beside the same page on a phone',
      detail: {
        alt: 'The site-visit request for the CP-40: plant, products, cases per minute and date, routed to the regional engineer, with the datasheet PDF below',
        caption:
          'Every enquiry reaches the right regional engineer, with the datasheet the buyer already downloaded.',
      },
      mobile: {
        alt: 'The CP-40 page on a phone, scrolled to its specification table, with a Request a site visit button fixed at the bottom',
        caption:
          'On factory-floor Wi-Fi the specification table arrives first and the site-visit button is always in reach.',
      },
    },
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
    outcomes: [
      { value: '0', label: 'double bookings in the first wedding season' },
      { value: 'Over 400', label: 'vendors onboarded without a training session' },
      { value: '9 min', label: 'for a vendor to go from sign-up to a published package' },
    ],
    visuals: {
      hero: 'Ceremonyy’s search for photographers free on 23 November in a browser, with vendor cards, availability badges and a compare tray, beside the vendor dashboard on a phone',
      detail: {
        alt: 'A date held for 14 minutes 32 seconds while the couple pays a ₹19,500 advance, split between the studio and Ceremonyy’s fee',
        caption:
          'The date is held while the couple pays, and the advance is split between vendor and platform on its own.',
      },
      mobile: {
        alt: 'The vendor dashboard on a phone: a November calendar of booked, held and auspicious dates and the upcoming weddings',
        caption:
          'Vendors keep one calendar on an entry-level phone, so an auspicious date is never sold twice.',
      },
    },
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
    outcomes: [
      { value: '2×', label: 'site visits booked online within a quarter' },
      { value: '−45%', label: 'calls asking about carpet areas, RERA and progress' },
      { value: '12', label: 'dated site photographs posted every month, from a phone' },
    ],
    visuals: {
      hero: 'The 2 BHK floor-plan picker in a browser, with a labelled plan, carpet area, price and an availability grid by floor, beside the construction progress page on a phone',
      detail: {
        alt: 'The February construction log of Wing B: a dated site photograph and progress by trade, from structure at 100% to the lift at 10%',
        caption:
          'A dated photograph and progress by trade every month, posted by the site team from a phone.',
      },
      mobile: {
        alt: 'Construction progress on a phone: progress by trade, the MahaRERA registration and a Book a site visit button',
        caption:
          'Buyers check progress and RERA details on a phone, then book the visit from the same screen.',
      },
    },
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
    outcomes: [
      { value: '33%', label: 'of revenue from Lightopia’s own store in its first year' },
      { value: '1.9×', label: 'the margin of the same lamps sold on marketplaces' },
      { value: '< 1%', label: 'of lamps arrive broken, with courier checks before payment' },
    ],
    visuals: {
      hero: 'The Kesari dome pendant’s product page in a browser, with the lamp lit over a dining table, a warm and cool light switch, price and a pincode delivery check, beside checkout on a phone',
      detail: {
        alt: 'The same pendant lit at 2700 K warm white and at 4000 K neutral white, side by side over a table',
        caption: 'Shoppers see the lamp in warm and cool light before they choose a bulb.',
      },
      mobile: {
        alt: 'Checkout on a phone: the pendant and a matching bulb, delivery to a Kolhapur pincode by Thursday and UPI selected to pay ₹6,880',
        caption: 'Checkout confirms the pincode can take a fragile parcel before anyone pays.',
      },
    },
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
    outcomes: [
      { value: '−56%', label: 'order-related calls to the head office' },
      { value: '30 min', label: 'between stock updates for dealers, where there was one a night' },
      { value: '412', label: 'products with current certificates for tender files' },
    ],
    visuals: {
      hero: 'Raylite’s dealer portal in a browser: a quick-order table with each dealer’s slab price and live stock in three warehouses, beside a street light’s catalogue page on a phone',
      detail: {
        alt: 'A 36 W panel’s prices for three dealer slabs, the dealer’s own highlighted, next to its stock in the Ichalkaranji, Hubballi and Pune warehouses',
        caption:
          'A dealer sees their own slab price and the stock in each warehouse, so the phone stays quiet.',
      },
      mobile: {
        alt: 'A street light’s catalogue page on a phone with its IES file, BIS certificate and LM-79 report ready to download',
        caption: 'Contractors download the current certificate versions straight into their tender files.',
      },
    },
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
    outcomes: [
      { value: '97%', label: 'fewer order-entry errors' },
      { value: 'Over 2,000', label: 'outlets ordering through the salesman app' },
      { value: '0', label: 'orders lost on beats without signal' },
    ],
    visuals: {
      hero: 'The back office’s orders by beat in a browser, with each beat’s sync status, the day’s orders and e-invoice state, beside the salesman’s order screen on a phone working offline',
      detail: {
        alt: 'The scheme engine: this week’s schemes, such as buy 10 get 1 on atta and 2% off for cash, each switched on or off by the back office',
        caption:
          'The back office sets the week’s schemes; every salesman’s phone applies them at its next sync.',
      },
      mobile: {
        alt: 'The salesman app on a phone: an outlet’s order with scheme discounts applied, saved while there is no signal',
        caption: 'Orders are saved on the phone without signal and sent when the network returns.',
      },
    },
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
    outcomes: [
      { value: '1.4 days', label: 'average vehicle turnaround, down from 2.5' },
      { value: '₹3.1 lakh', label: 'a year of parts that used to leave the store unbilled' },
      { value: '−70%', label: 'customers calling for a status update' },
    ],
    visuals: {
      hero: 'Workshop Manager’s job-card board in a browser, with vehicles from checked in to ready and bay utilisation, beside the bay app on a phone showing job card JC-2418',
      detail: {
        alt: 'Job card JC-2418 for a Maruti Swift: check-in photos, labour and scanned parts, a ₹5,710 estimate and the customer’s approval on WhatsApp',
        caption:
          'One job card carries the photos, labour, parts and the customer’s approval, so the invoice builds itself.',
      },
      mobile: {
        alt: 'The bay app on a phone: large high-contrast task rows, Scan part and Add photo buttons and the parts issued to the job',
        caption: 'In the bay, big high-contrast controls work with gloves on and in bright light.',
      },
    },
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
    outcomes: [
      { value: '20 min', label: 'to bill a discharge, down from two hours' },
      { value: '0 days', label: 'of OPD closed during the migration' },
      { value: '100%', label: 'of record views logged and reviewable' },
    ],
    visuals: {
      hero: 'A patient’s record in the hospital system in a browser, with vitals, a 72-hour blood-pressure chart, today’s medication, lab results and the running bill, beside the doctor’s ward round on a phone',
      detail: {
        alt: 'The bedside medication chart for bed W2-14: each drug by hour, given, due now or held, with the nurse’s initials',
        caption: 'Nurses see each bed’s doses by the hour, and a held dose says why.',
      },
      mobile: {
        alt: 'The ward round on a doctor’s phone: patients sorted by early-warning score with their alerts',
        caption: 'Doctors start the round with the sickest patient first.',
      },
    },
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
    outcomes: [
      { value: '6 min', label: 'median first response, once measured in hours' },
      { value: '1', label: 'status update reaches every customer an outage affects' },
      { value: '14 of 16', label: 'agents back on other queues during an outage' },
    ],
    visuals: {
      hero: 'Support Desk in a browser: the agent’s queues, a ticket whose WhatsApp and e-mail messages share one thread, and the customer’s plan, line status and service-level timers, beside the outage status page on a phone',
      detail: {
        alt: 'Outage mode for a fibre cut: 1,284 tickets grouped into one incident, the spike of new tickets and one update for everyone affected',
        caption: 'In an outage, duplicate tickets fold into one incident and one update reaches everyone.',
      },
      mobile: {
        alt: 'The service-status page on a customer’s phone: the outage, the time service is expected back and dated updates',
        caption: 'Customers see what is happening without calling, and their ticket is already linked.',
      },
    },
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
    outcomes: [
      { value: '1,200', label: 'orders a day across partner stores at launch' },
      { value: '20%', label: 'of partner stores’ orders now come through the app' },
      { value: '4 days', label: 'between orders for a repeat customer' },
    ],
    visuals: {
      hero: 'Three FreshCart screens on phones: the basket with a suggested swap and items priced by weight, the home screen with the usual list to reorder, and live delivery tracking',
      detail: {
        alt: 'A swap suggested by the store, Amul Taaza for Gokul full cream milk at the same price, with Approve and Skip, and tomatoes billed at their weighed 1.04 kg',
        caption: 'The shopper approves a swap in one tap, and loose items are billed at what was weighed.',
      },
      mobile: {
        alt: 'The store’s packing app on a phone: an order sorted by aisle, tomatoes weighed at 1.04 kg and the approved swap',
        caption: 'Store staff pack by aisle and weigh as they go, so the final bill is exact.',
      },
    },
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
    outcomes: [
      { value: '3×', label: 'savings-scheme enrolments in the first Diwali season' },
      { value: '58%', label: 'of walk-in customers arrive with a reserved design' },
      { value: '98%', label: 'of instalments paid on time through UPI autopay' },
    ],
    visuals: {
      hero: 'Three Swarna screens on phones: a necklace with its price breakup, the home screen with the day’s gold rates and designs, and the savings scheme with its instalments',
      detail: {
        alt: 'The live price breakup of a 38.420 g necklace: gold at ₹7,245 a gram, 12% making charges and 3% GST, ₹3,21,108 in all',
        caption: 'Every price is built from the day’s rate, with making charges and GST shown line by line.',
      },
      mobile: {
        alt: 'Booking a store visit on a phone: the reserved necklace, the shop’s address and a chosen day and time',
        caption: 'A reserved design waits at the counter for the visit the customer chose.',
      },
    },
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
    outcomes: [
      { value: 'Over 300', label: 'local tournaments scored' },
      { value: '2,841', label: 'people watched one final live' },
      { value: '0', label: 'matches lost to a dropped connection' },
    ],
    visuals: {
      hero: 'Three GullyScore screens on phones: the live scorecard, the scorer’s screen with large run, extras and wicket buttons, and ball-by-ball commentary',
      detail: {
        alt: 'The run race of the final: Peth Warriors’ chase over four overs against Rankala XI’s 141 in eight',
        caption: 'Spectators follow the chase over by over, drawn from the scorer’s taps.',
      },
      mobile: {
        alt: 'The match summary on a phone: the result, the player of the match and runs per over, ready to share',
        caption: 'Every match ends with a summary card that players and sponsors share.',
      },
    },
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
