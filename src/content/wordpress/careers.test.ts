// @vitest-environment node
import { resetServerEnvForTests } from '@/src/config/env';
import { careers as defaults } from '@/src/config/site';
import { WordPressError } from './client';
import { loadCareers } from '@/src/careers/career';
import { getCareerBySlug, getCareers, isOpen } from './careers';
import { toCareer } from './map';
import { careerSchema } from './schemas';

const raw = {
  id: 7,
  slug: 'senior-react-developer',
  date: '2026-10-01T10:00:00',
  title: { rendered: 'Senior React &amp; Next.js Developer' },
  excerpt: { rendered: '<p>Build <em>fast</em> apps&hellip;</p>' },
  content: {
    rendered: '<p>Lead the front end.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
  },
  acf: { location: 'Pune', validThrough: '2026-12-31' },
  employment_type: 'Full-time',
  hiring_organization: 'Nexora Infotech Private Limited',
  base_salary: '₹8,00,000 per year',
  salary_min: 800000,
  salary_max: 1200000,
  salary_currency: 'INR',
  job_location: 'Pune, Maharashtra',
  valid_through: '2026-12-31',
  skills: ['React', ' ', 'TypeScript'],
  responsibilities: ['Own features'],
  city: 'Pune',
  state: 'MH',
  country: 'IN',
  yoast_head_json: { og_image: [{ url: 'http://wp.test/og.png' }] },
};

let requested: { url: string; tags?: string[] }[];
let answer: () => Response;
beforeEach(() => {
  requested = [];
  answer = () => Response.json([raw]);
  vi.stubEnv('WORDPRESS_URL', 'http://wp.test');
  resetServerEnvForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit & { next?: { tags?: string[] } }) => {
      requested.push({ url: String(url), tags: init.next?.tags });
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  resetServerEnvForTests();
});

describe('careers read module', () => {
  it('maps REST fields to our type: decoded plain text, sanitised HTML, lists cleaned', async () => {
    const [career] = await getCareers();
    expect(career).toMatchObject({
      slug: 'senior-react-developer',
      title: 'Senior React & Next.js Developer',
      excerpt: 'Build fast apps…',
      location: 'Pune',
      validThrough: '2026-12-31',
      employmentType: 'Full-time',
      baseSalary: '₹8,00,000 per year',
      salary: { min: 800000, max: 1200000, currency: 'INR' },
      skills: ['React', 'TypeScript'],
      responsibilities: ['Own features'],
      ogImage: 'http://wp.test/og.png',
    });
    expect(career!.contentHtml).toContain('<p>Lead the front end.</p>');
    expect(career!.contentHtml).not.toMatch(/script|javascript:/);
    expect(requested[0]!.url).toMatch(/^http:\/\/wp\.test\/wp-json\/wp\/v2\/careers\?per_page=100/);
    expect(requested[0]!.tags).toEqual(['careers']);
  });

  it('falls back to the spec defaults for location and validThrough', async () => {
    answer = () =>
      Response.json([
        { ...raw, acf: { location: '', validThrough: '' }, city: '', valid_through: '', skills: null },
      ]);
    const [career] = await getCareers();
    expect(career!.location).toBe(defaults.defaultLocation);
    expect(career!.validThrough).toBe(defaults.defaultValidThrough);
    expect(career!.skills).toEqual([]);
  });

  it('reads one career by slug with its own tag, and null for an unknown or malformed slug', async () => {
    expect((await getCareerBySlug('senior-react-developer'))?.title).toBe('Senior React & Next.js Developer');
    expect(requested[0]!.url).toContain('slug=senior-react-developer');
    expect(requested[0]!.tags).toEqual(['careers', 'career:senior-react-developer']);
    answer = () => Response.json([]);
    expect(await getCareerBySlug('no-such-job')).toBeNull();
    expect(await getCareerBySlug('../../etc/passwd')).toBeNull();
    expect(requested).toHaveLength(2);
  });

  it('throws WordPressError on failure; the list loader answers failed (the list shows the error text)', async () => {
    answer = () => new Response('oops', { status: 500 });
    await expect(getCareers()).rejects.toBeInstanceOf(WordPressError);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await loadCareers()).toEqual({ status: 'failed' });
  });
});

const rawCareer = (fields: Record<string, unknown>) =>
  toCareer(careerSchema.parse({ id: 1, slug: 'role', title: { rendered: 'Role' }, ...fields }));

describe('closed positions', () => {
  it('close at the end of their own valid-through day in India, not before', () => {
    const career = { closesOn: '2026-11-30' };
    expect(isOpen(career, Date.parse('2026-11-30T18:29:59Z'))).toBe(true); // 23:59:59 IST
    expect(isOpen(career, Date.parse('2026-11-30T18:30:01Z'))).toBe(false); // 00:00:01 IST next day
  });

  it('stay open without a date of their own: the default date is shown, never used to close', () => {
    const undated = rawCareer({});
    expect(undated.validThrough).toBe('2025-01-01');
    expect(undated.closesOn).toBeNull();
    expect(isOpen(undated, Date.parse('2030-01-01T00:00:00Z'))).toBe(true);
    expect(rawCareer({ valid_through: '2027-03-31' }).closesOn).toBe('2027-03-31');
    expect(rawCareer({ acf: { validThrough: '2026-01-31', location: '' } }).closesOn).toBe('2026-01-31');
  });
});
