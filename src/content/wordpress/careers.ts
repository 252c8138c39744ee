import 'server-only';
import { siteMediaUrl } from '@/src/media/wordpress-media';
import { z } from 'zod';
import { careers as careerDefaults } from '@/src/config/site';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { sanitizeContentHtml } from './sanitize';
import { htmlToText } from './text';

/**
 * Careers (SPEC §3) read from the `careers` REST type and mapped to our own type, with the spec's
 * defaults for location and validThrough. Cached under the `careers` tag (and `career:<slug>`).
 */
const text = z.string().nullish().transform((v) => v ?? '');
const list = z
  .array(z.string())
  .nullish()
  .transform((v) => (v ?? []).map((s) => s.trim()).filter(Boolean));
const rendered = z
  .object({ rendered: z.string() })
  .nullish()
  .transform((v) => v?.rendered ?? '');

export const careerSchema = z.object({
  id: z.number(),
  slug: z.string(),
  date: text,
  title: rendered,
  excerpt: rendered,
  content: rendered,
  acf: z
    .object({ location: text, validThrough: text })
    .partial()
    .nullish()
    .transform((v) => ({ location: v?.location ?? '', validThrough: v?.validThrough ?? '' })),
  employment_type: text,
  hiring_organization: text,
  base_salary: text,
  salary_min: z.number().nullish(),
  salary_max: z.number().nullish(),
  salary_currency: text,
  job_location: text,
  valid_through: text,
  skills: list,
  responsibilities: list,
  city: text,
  state: text,
  country: text,
  street_address: text,
  postal_code: text,
  yoast_head_json: z
    .object({ og_image: z.array(z.object({ url: z.string() })).nullish() })
    .nullish()
    .transform((v) => v?.og_image?.[0]?.url),
});
export type WpCareer = z.infer<typeof careerSchema>;

export type Career = {
  slug: string;
  title: string;
  /** Plain text, for cards and meta descriptions. */
  excerpt: string;
  /** Sanitised HTML. */
  contentHtml: string;
  datePosted: string;
  location: string;
  validThrough: string;
  employmentType: string;
  hiringOrganization: string;
  baseSalary: string;
  salary: { min?: number; max?: number; currency: string };
  jobLocation: string;
  skills: string[];
  responsibilities: string[];
  city: string;
  state: string;
  country: string;
  /** The workplace's street and postal code; empty when WordPress has none. */
  streetAddress: string;
  postalCode: string;
  ogImage?: string;
};

export function mapCareer(raw: WpCareer): Career {
  const location = raw.acf.location || raw.city || careerDefaults.defaultLocation;
  const validThrough = raw.acf.validThrough || raw.valid_through || careerDefaults.defaultValidThrough;
  return {
    slug: raw.slug,
    title: htmlToText(raw.title),
    excerpt: htmlToText(raw.excerpt),
    contentHtml: sanitizeContentHtml(raw.content),
    datePosted: raw.date,
    location,
    validThrough,
    employmentType: raw.employment_type,
    hiringOrganization: raw.hiring_organization,
    baseSalary: raw.base_salary,
    salary: {
      ...(raw.salary_min != null ? { min: raw.salary_min } : {}),
      ...(raw.salary_max != null ? { max: raw.salary_max } : {}),
      currency: raw.salary_currency || careerDefaults.salaryCurrency,
    },
    jobLocation: raw.job_location || location,
    skills: raw.skills,
    responsibilities: raw.responsibilities,
    city: raw.city || location,
    state: raw.state || careerDefaults.addressRegion,
    country: raw.country || careerDefaults.addressCountry,
    streetAddress: raw.street_address,
    postalCode: raw.postal_code,
    ...(raw.yoast_head_json ? { ogImage: siteMediaUrl(raw.yoast_head_json) } : {}),
  };
}

export const CAREER_FIELDS =
  'id,slug,date,title,excerpt,content,acf,employment_type,hiring_organization,base_salary,salary_min,salary_max,salary_currency,job_location,valid_through,skills,responsibilities,city,state,country,street_address,postal_code,yoast_head_json';

/** Every open position, newest first. Throws WordPressError when WordPress fails. */
export async function getCareers(): Promise<Career[]> {
  const { data } = await wpGet('careers', z.array(careerSchema), { per_page: 100, _fields: CAREER_FIELDS }, { tags: [TAGS.careers] });
  return data.map(mapCareer);
}

/** One position by slug, or null when there is none (the page answers 404). */
export async function getCareerBySlug(slug: string): Promise<Career | null> {
  if (!/^[a-z0-9-]{1,200}$/i.test(slug)) return null;
  const { data } = await wpGet(
    'careers',
    z.array(careerSchema),
    { slug, _fields: CAREER_FIELDS },
    { tags: [TAGS.careers, TAGS.career(slug)] },
  );
  const first = data[0];
  return first ? mapCareer(first) : null;
}

/** SPEC §8: the careers list's failure text, shown as 'Error: {message}'. */
export const CAREERS_ERROR = 'Failed to fetch posts';

export type CareersResult = { ok: true; careers: Career[] } | { ok: false; error: string };

/** For the list page: never throws, so WordPress being down degrades the page instead of breaking it. */
export async function loadCareers(): Promise<CareersResult> {
  try {
    return { ok: true, careers: await getCareers() };
  } catch (error) {
    console.error('Careers list:', (error as Error).message);
    return { ok: false, error: CAREERS_ERROR };
  }
}
