import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

/**
 * The independent validators search engines and link previews are judged by, run on saved HTML:
 * the Nu HTML Checker (vnu.jar, needs a Java runtime), Adobe's structured-data validator (Google's
 * rich-result rules), structured-data-testing-tool (Google, Facebook and X presets), and the rules
 * Google documents for the types those two do not cover.
 */

const require = createRequire(import.meta.url);
const run = promisify(execFile);

export type Finding = { page: string; validator: string; message: string };

type NuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

/**
 * Nu HTML Checker on every page in one JVM. Errors and warnings count; plain 'info' notes (such as
 * the trailing slash React writes on void elements) do not.
 */
export async function nuCheck(pages: readonly { name: string; html: string }[]): Promise<Finding[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nu-check-'));
  try {
    const files = await Promise.all(
      pages.map(async (page, index) => {
        const file = path.join(dir, `${index}.html`);
        await writeFile(file, page.html);
        return file;
      }),
    );
    const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
    const { stdout } = await run(
      process.env.JAVA ?? 'java',
      ['-Xss4m', '-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      throw new Error(
        'The Nu HTML Checker needs Java: apt-get install -y openjdk-17-jre-headless (or set JAVA).',
      );
    });
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'warning' || m.type === 'non-document-error')
      .map((m) => ({
        page: pages[Number(path.basename(new URL(m.url).pathname, '.html'))]?.name ?? m.url,
        validator: `vnu ${m.subType ?? m.type}`,
        message: `${m.message} [${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 120)}]`,
      }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Json = Record<string, unknown>;
type AdobeIssue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; path?: { type?: string }[] };
type SdttResult = {
  failed: { description?: string; test: string }[];
  warnings: { description?: string; test: string }[];
};

const sdtt = require('structured-data-testing-tool') as {
  structuredDataTest: (html: string, options: { presets: unknown[] }) => Promise<SdttResult>;
};
const presets = require('structured-data-testing-tool/presets') as Record<string, unknown>;

/** JSON-LD blocks of a page, each as parsed JSON. */
export function jsonLdBlocks(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Json,
  );
}

/**
 * Adobe's validator with Google's rich-result rules. Two JobPosting notes are for remote jobs only
 * (applicantLocationRequirements, jobLocationType: TELECOMMUTE); ours are on-site, so they do not apply.
 */
const notApplicable = [/"applicantLocationRequirements"/, /"jobLocationType"/];

export async function structuredDataFindings(page: string, html: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
    html,
  );
  const issues = (await new Validator().validate(extracted)) as AdobeIssue[];
  for (const issue of issues) {
    if (issue.severity === 'WARNING' && notApplicable.some((rule) => rule.test(issue.issueMessage))) continue;
    const type = issue.path
      ?.map((p) => p.type)
      .filter(Boolean)
      .join(' > ');
    findings.push({ page, validator: `adobe ${issue.severity}`, message: `${type}: ${issue.issueMessage}` });
  }

  let result: SdttResult;
  try {
    result = await sdtt.structuredDataTest(html, { presets: [presets.Google, presets.SocialMedia] });
  } catch (error) {
    const failure = error as { type?: string; res?: SdttResult };
    if (failure.type !== 'VALIDATION_FAILED' || !failure.res) throw error;
    result = failure.res;
  }
  for (const f of result.failed)
    findings.push({ page, validator: 'sdtt error', message: f.description ?? f.test });
  for (const w of result.warnings)
    findings.push({ page, validator: 'sdtt warning', message: w.description ?? w.test });

  for (const message of googleRules(jsonLdBlocks(html)))
    findings.push({ page, validator: 'google rules', message });
  return findings;
}

const types = (node: Json) => [node['@type']].flat() as string[];

/** Every node of the JSON-LD graph, nested ones included. */
function nodes(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (!value || typeof value !== 'object') return [];
  const node = value as Json;
  return [node, ...Object.values(node).flatMap(nodes)];
}

const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const decimals = (value: unknown) => String(value).split('.')[1]?.length ?? 0;

/** Google's documented requirements for the types the two validators above do not check. */
export function googleRules(blocks: Json[]): string[] {
  const problems: string[] = [];
  const all = blocks.flatMap(nodes);
  const of = (type: string) => all.filter((n) => types(n).includes(type));

  if (blocks.filter((b) => types(b).includes('BreadcrumbList')).length > 1)
    problems.push('more than one BreadcrumbList');
  for (const list of of('BreadcrumbList')) {
    const items = (list.itemListElement as Json[] | undefined) ?? [];
    if (items.length < 2) problems.push('BreadcrumbList with fewer than two items');
    items.forEach((item, index) => {
      if (item.position !== index + 1 || !text(item.name))
        problems.push(`BreadcrumbList item ${index + 1} incomplete`);
      if (index < items.length - 1 && !text(item.item))
        problems.push(`BreadcrumbList item ${index + 1} has no URL`);
    });
  }

  for (const faq of of('FAQPage')) {
    const questions = [faq.mainEntity].flat() as Json[];
    if (!questions.length) problems.push('FAQPage without questions');
    for (const q of questions) {
      const answer = q.acceptedAnswer as Json | undefined;
      if (!types(q).includes('Question') || !text(q.name) || !answer || !text(answer.text))
        problems.push(`FAQPage question incomplete: ${String(q.name)}`);
    }
  }

  for (const post of [...of('BlogPosting'), ...of('Article')]) {
    for (const field of ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'])
      if (!post[field]) problems.push(`BlogPosting without ${field}`);
    if (String(post.headline ?? '').length > 110) problems.push('BlogPosting headline over 110 characters');
    for (const author of [post.author].flat() as Json[])
      if (!text(author?.name) || !text(author?.url)) problems.push('BlogPosting author without name and url');
    const publisher = post.publisher as Json | undefined;
    if (!text(publisher?.name) || !publisher?.logo)
      problems.push('BlogPosting publisher without name and logo in place');
  }

  for (const job of of('JobPosting')) {
    for (const field of [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'hiringOrganization',
      'jobLocation',
      'directApply',
      'identifier',
    ])
      if (job[field] === undefined) problems.push(`JobPosting without ${field}`);
    const address = ((job.jobLocation as Json | undefined)?.address ?? {}) as Json;
    for (const field of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'])
      if (!text(address[field])) problems.push(`JobPosting address without ${field}`);
  }

  for (const geo of of('GeoCoordinates'))
    if (decimals(geo.latitude) < 5 || decimals(geo.longitude) < 5)
      problems.push('geo with fewer than 5 decimals');

  for (const business of all.filter((n) => n.priceRange !== undefined)) {
    const range = String(business.priceRange);
    if (range.length > 100 || !/^(\p{Sc}{1,4}|\p{Sc}?\s?[\d,.]+\s?[-–]\s?\p{Sc}?\s?[\d,.]+)$/u.test(range))
      problems.push(`priceRange is not a range or price level: ${range}`);
  }

  return problems;
}
