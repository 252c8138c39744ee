import 'server-only';
import { careers } from '@/src/config/site';
import { wpGet } from './client';
import { TAGS } from './cache-tags';
import { toCareer } from './map';
import { careerListSchema } from './schemas';
import type { Career } from './types';
import { isSlug } from '@/src/lib/slug';

/**
 * Career reads: the `careers` REST type, mapped to our own type with the spec's defaults
 * (map.ts). Cached under the `careers` tag (and `career:<slug>`).
 */

export const CAREER_FIELDS =
  'id,slug,date,title,excerpt,content,acf,employment_type,hiring_organization,base_salary,salary_min,salary_max,salary_currency,job_location,valid_through,skills,responsibilities,city,state,country,street_address,postal_code,seo,yoast_head_json';

/**
 * False once a position's own valid-through date has passed (the end of that day in IST). A position
 * without a date of its own stays open. A closed position leaves the list, the sitemap and the job
 * structured data; its page says it is closed (pages re-render at least every 300 s, so within minutes).
 */
export function isOpen(career: Pick<Career, 'closesOn'>, now: number = Date.now()): boolean {
  if (!career.closesOn) return true;
  return now <= Date.parse(`${career.closesOn}T23:59:59.999${careers.closingUtcOffset}`);
}

/** Every open position, newest first. Throws WordPressError when WordPress fails. */
export async function getCareers(): Promise<Career[]> {
  const { data } = await wpGet(
    'careers',
    careerListSchema,
    { per_page: 100, _fields: CAREER_FIELDS },
    { tags: [TAGS.careers] },
  );
  return data.map(toCareer).filter((career) => isOpen(career));
}

/** One position by slug, or null when there is none (the page answers 404). */
export async function getCareerBySlug(slug: string): Promise<Career | null> {
  if (!isSlug(slug)) return null;
  const { data } = await wpGet(
    'careers',
    careerListSchema,
    { slug, _fields: CAREER_FIELDS },
    { tags: [TAGS.careers, TAGS.career(slug)] },
  );
  const first = data[0];
  return first ? toCareer(first) : null;
}
