import { company } from '@/src/config/site';
import seededFacts from '@/wordpress/seed/site-facts.json' with { type: 'json' };

/**
 * The agency's offices and figures: every number the site states about the company (team, clients, projects,
 * awards, countries, how fast we answer) comes from here, and copy interpolates it rather than
 * typing it. `company.test.ts` scans the pages' copy for figures typed by hand. The counters editors
 * keep up to date (projects, clients, people per office) are `Counters`, read per render from the
 * Site details screen (`siteCounters()`); the rest follows from lists kept here.
 */

/**
 * Where the team works: the head office in Kolhapur (the company's address) and the design and mobile
 * studio in Pune. Both keep the same opening hours (`openingHours` in site.ts); the team's size per office is
 * `Counters.teamByOffice`. The street and PIN code are the agency's own: the pages show the ones editors
 * keep on Site details (`siteOffices()` in `src/content/site-settings.ts`).
 */
export const offices = {
  kolhapur: {
    name: 'Kolhapur head office',
    team: 'Engineering, marketing and management',
    address: company.address,
    geo: company.geo,
  },
  pune: {
    name: 'Pune studio',
    team: 'Design and mobile',
    address: {
      streetAddress: seededFacts.offices.pune.streetAddress,
      addressLocality: 'Pune',
      addressRegion: 'MH',
      addressRegionName: 'Maharashtra',
      postalCode: seededFacts.offices.pune.postalCode,
      addressCountry: 'IN',
      addressCountryName: 'India',
    },
    geo: { latitude: 18.55904, longitude: 73.78672 },
  },
} as const;

export type OfficeKey = keyof typeof offices;

/** An office as the pages show it: its street and PIN code may be the editors' (site-settings.ts). */
export type Office = {
  readonly name: string;
  readonly team: string;
  readonly address: { readonly [K in keyof (typeof offices)[OfficeKey]['address']]: string };
  readonly geo: { readonly latitude: number; readonly longitude: number };
};
export type Offices = Readonly<Record<OfficeKey, Office>>;

/** A counted figure; `plus` marks a floor ('100+') rather than an exact count. */
export type Figure = { readonly value: number; readonly plus: boolean };

/** An award or recognition, for a project in the portfolio. */
export type Award = {
  readonly year: number;
  /** The category won. */
  readonly title: string;
  /** Who gives it: regional and industry bodies. */
  readonly by: string;
  /** The portfolio project it was given for (`/portfolio/{projectId}`). */
  readonly projectId: string;
};

export const awards: readonly Award[] = [
  {
    year: 2023,
    title: 'Best Healthcare Software',
    by: 'Panchganga Digital Awards',
    projectId: 'hospital-management-system',
  },
  {
    year: 2023,
    title: 'Business Website of the Year, Manufacturing',
    by: 'Panchganga Digital Awards',
    projectId: 'raylite',
  },
  {
    year: 2024,
    title: 'Best Marketplace Experience',
    by: 'Krishna Valley Startup Summit',
    projectId: 'ceremonyy',
  },
  {
    year: 2024,
    title: 'Accessibility Honour, Gold',
    by: 'Deccan UX Forum',
    projectId: 'octans',
  },
  {
    year: 2025,
    title: 'Best Retail App for Smaller Cities',
    by: 'Panchganga Digital Awards',
    projectId: 'grocery-app',
  },
  {
    year: 2025,
    title: 'Community Impact Award',
    by: 'Krishna Valley Startup Summit',
    projectId: 'cricket-score-app',
  },
];

/** Countries our clients are based in, as a sentence names them. */
export const clientCountries = [
  'India',
  'the United Arab Emirates',
  'the United Kingdom',
  'the United States',
  'Australia',
] as const;

/** The figures that follow from what is kept here: founding year, countries, awards, reply times. */
export const figures = {
  foundedYear: Number(company.foundingDate.slice(0, 4)),
  countries: { value: clientCountries.length, plus: false },
  awards: { value: awards.length, plus: false },
  /** Working days within which we answer a project enquiry and a job application. */
  replyWorkingDays: { enquiry: 1, application: 5 },
} as const satisfies Record<string, unknown>;

/** The counters editors keep up to date; the team size is the sum of the people per office. */
export type Counters = {
  readonly projects: Figure;
  /** Clients (brands) we have worked for; the home page's logo band heading states it too. */
  readonly clients: Figure;
  readonly teamByOffice: Readonly<Record<OfficeKey, number>>;
  readonly team: Figure;
};

/** The counters as WordPress stores them: '240+' or '240', people per office as '13'. */
export type CountersInput = {
  projects?: string;
  clients?: string;
  team?: Partial<Record<OfficeKey, string>>;
};

const FIGURE = /^(\d{1,6})(\+?)$/;
const HEADCOUNT = /^\d{1,4}$/;

/** '240+' as { value: 240, plus: true }; null when it is not a figure. */
export function parseFigure(text: string | undefined): Figure | null {
  const match = FIGURE.exec(text?.trim() ?? '');
  return match ? { value: Number(match[1]), plus: match[2] === '+' } : null;
}

function countersOrNull(given: CountersInput | null | undefined): Counters | null {
  const projects = parseFigure(given?.projects);
  const clients = parseFigure(given?.clients);
  const headcounts = (Object.keys(offices) as OfficeKey[]).map((office) => {
    const text = given?.team?.[office]?.trim() ?? '';
    return [office, HEADCOUNT.test(text) ? Number(text) : null] as const;
  });
  if (!projects || !clients || headcounts.some(([, count]) => count === null)) return null;
  const teamByOffice = Object.fromEntries(headcounts) as Record<OfficeKey, number>;
  const team = { value: Object.values(teamByOffice).reduce((sum, count) => sum + count, 0), plus: false };
  return { projects, clients, teamByOffice, team };
}

/** The agency's own counters, as WordPress is seeded with them. */
export const seededCounters: Counters = countersOrNull(seededFacts.counters)!;

/**
 * The counters to show: `given` when every one is a figure, else the agency's own (one unreadable
 * value would otherwise leave the team size and the per-office numbers disagreeing).
 */
export function countersFrom(given: CountersInput | null | undefined): Counters {
  return countersOrNull(given) ?? seededCounters;
}

/** '100+', '18'. */
export function figureText(figure: Figure): string {
  return `${figure.value}${figure.plus ? '+' : ''}`;
}

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 'two', '12': words up to ten read better in a sentence. */
export function countWord(count: number): string {
  return numberWords[count] ?? String(count);
}

/** 'one working day', 'five working days'. */
export function workingDays(days: number): string {
  return `${countWord(days)} working day${days === 1 ? '' : 's'}`;
}

/** Whole years since the agency was founded, at `now`. */
export function yearsInBusiness(now: Date = new Date()): number {
  return now.getFullYear() - figures.foundedYear;
}

/** The home page's fact counters: projects, awards, satisfied customers, professionals. */
export const factCounters = (counters: Counters) =>
  [
    { figure: counters.projects, label: 'Projects delivered', icon: 'briefcase' },
    { figure: figures.awards, label: 'Awards and recognitions', icon: 'award', href: '/about#awards' },
    { figure: counters.clients, label: 'Satisfied customers', icon: 'smile' },
    { figure: counters.team, label: 'Professionals on the team', icon: 'users' },
  ] as const;

/** The spec's heading of the client logo band. */
export const clientsHeading = (counters: Counters) => `${figureText(counters.clients)} Brands Trust Us`;

/** 'India, the United Arab Emirates, … and Australia'. */
export function countryList(): string {
  const all = [...clientCountries];
  const last = all.pop();
  return all.length ? `${all.join(', ')} and ${last}` : (last ?? '');
}

/** One line about the team, for copy and meta descriptions: '18 engineers, designers and marketers'. */
export const teamLine = (counters: Counters) =>
  `${figureText(counters.team)} engineers, designers and marketers`;

/** Our delivery record in per cent, as the UI kit's progress rings show it. */
export const deliveryRecord = [
  { label: 'Releases shipped on the agreed day', value: 96 },
  { label: 'Code covered by automated tests', value: 84 },
  { label: 'Clients who renew their care plan', value: 91 },
  { label: `Support tickets answered in ${workingDays(1)}`, value: 98 },
] as const;
