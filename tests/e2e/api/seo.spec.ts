import { expect, test } from '@playwright/test';
import { e2eEnv } from '../support/e2e-env';
import { nuCheck, structuredDataFindings, type Finding } from '../support/seo-validators';

/**
 * What search engines and link previews see (issue 14), on every page of the sitemap plus the 404
 * and the noindex utility pages: valid HTML for the Nu checker, one h1, titles and descriptions that
 * fit, an Open Graph image of our own on every page, structured data the validators accept, a
 * sitemap of exactly the canonical indexable pages, and internal links that never redirect or fail.
 */
test.describe.configure({ mode: 'serial' });

type Fetched = { path: string; status: number; html: string; loc?: string; lastmod?: string };

const extraPages = ['/no-such-page', '/ui-kit', '/updateblogsitemap'];
let listed: Fetched[] = [];
let extra: Fetched[] = [];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((m) =>
    decode(m[1]!),
  );
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const titleOf = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
const noindex = (html: string) => meta(html, 'name', 'robots').some((r) => r.includes('noindex'));
/** The document itself, without the React Server Components payload that repeats it for the client. */
/** A card the site draws: a route's `opengraph-image`, or a blog listing's card. */
const isGeneratedCard = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.includes('opengraph-image') || pathname.startsWith('/share-cards/');
};
const markup = (html: string) => html.replace(/<script>self\.__next_f[\s\S]*?<\/script>/g, '');

async function fetchAll(paths: readonly string[], baseURL: string, redirect: RequestRedirect = 'manual') {
  const out: Fetched[] = [];
  for (let i = 0; i < paths.length; i += 6) {
    out.push(
      ...(await Promise.all(
        paths.slice(i, i + 6).map(async (path) => {
          const response = await fetch(`${baseURL}${path}`, { redirect });
          const type = response.headers.get('content-type') ?? '';
          return {
            path,
            status: response.status,
            html: type.includes('text/html') ? await response.text() : '',
          };
        }),
      )),
    );
  }
  return out;
}

const report = (findings: readonly Finding[]) =>
  findings.map((f) => `${f.page} [${f.validator}] ${f.message}`);

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: m[1]!.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '',
    lastmod: m[1]!.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
  }));
  const fetched = await fetchAll(
    entries.map((e) => new URL(e.loc).pathname),
    baseURL!,
  );
  listed = fetched.map((page, i) => ({ ...page, ...entries[i]! }));
  extra = await fetchAll(extraPages, baseURL!);
});

test('the sitemap lists only live, indexable pages, each with its canonical address and a lastmod', () => {
  expect(listed.length).toBeGreaterThan(50);
  const problems = listed.flatMap((page) => [
    ...(page.status === 200 ? [] : [`${page.path}: answers ${page.status}`]),
    ...(canonicalOf(page.html) === page.loc ? [] : [`${page.path}: canonical ${canonicalOf(page.html)}`]),
    ...(noindex(page.html) ? [`${page.path}: noindex`] : []),
    ...(page.lastmod && !Number.isNaN(Date.parse(page.lastmod)) ? [] : [`${page.path}: no lastmod`]),
  ]);
  expect(problems).toEqual([]);
});

test('robots.txt lets crawlers read every page, so noindex pages are seen as noindex', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  const disallowed = [...robots.matchAll(/^Disallow: (\S+)/gm)].map((m) => m[1]!);
  expect(disallowed).toEqual(['/api/']);
  for (const page of extra.filter((p) => p.path !== '/no-such-page')) {
    expect(page.status, page.path).toBe(200);
    expect(noindex(page.html), `${page.path} is noindex`).toBe(true);
  }
  const notFound = extra.find((p) => p.path === '/no-such-page')!;
  expect(notFound.status).toBe(404);
  expect(meta(notFound.html, 'name', 'robots'), 'one robots tag on the 404').toEqual(['noindex']);
});

test('every page is valid HTML for the Nu HTML Checker', async () => {
  test.setTimeout(180_000);
  const pages = [...listed, ...extra].map((p) => ({ name: p.path, html: p.html }));
  expect(report(await nuCheck(pages))).toEqual([]);
});

test('one h1; titles up to 60 and descriptions 50 to 160 characters, unique; share cards complete', async () => {
  const pages = [...listed, ...extra];
  const problems: string[] = [];
  for (const page of pages) {
    const title = titleOf(page.html);
    const description = meta(page.html, 'name', 'description');
    const h1 = (markup(page.html).match(/<h1[\s>]/g) ?? []).length;
    if (h1 !== 1) problems.push(`${page.path}: ${h1} h1`);
    if (!title || title.length > 60) problems.push(`${page.path}: title of ${title.length}: ${title}`);
    if (description.length !== 1) problems.push(`${page.path}: ${description.length} descriptions`);
    else if (description[0]!.length < 50 || description[0]!.length > 160)
      problems.push(`${page.path}: description of ${description[0]!.length}`);
    for (const key of ['og:title', 'og:description', 'og:image', 'og:image:alt', 'og:url', 'og:locale'])
      if (meta(page.html, 'property', key).length === 0 && !(key === 'og:url' && page.status === 404))
        problems.push(`${page.path}: no ${key}`);
    for (const key of ['twitter:card', 'twitter:site', 'twitter:image'])
      if (meta(page.html, 'name', key).length === 0) problems.push(`${page.path}: no ${key}`);
  }
  const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
  expect(problems).toEqual([]);
  expect(duplicates(listed.map((p) => titleOf(p.html))), 'titles repeated').toEqual([]);
  expect(
    duplicates(listed.map((p) => meta(p.html, 'name', 'description')[0]!)),
    'descriptions repeated',
  ).toEqual([]);
});

test('every share image is a 1200x630 image served by the site; no page names the WordPress host', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const env = e2eEnv();
  const wordpressHosts = [env.wordpressUrl, env.proxyUrl].filter(Boolean).map((u) => new URL(u!).host);
  const problems: string[] = [];
  const images = new Map<string, string>();
  for (const page of [...listed, ...extra]) {
    for (const host of wordpressHosts)
      if (page.html.includes(host) || page.html.includes(encodeURIComponent(host)))
        problems.push(`${page.path} names WordPress (${host})`);
    for (const url of meta(page.html, 'property', 'og:image')) images.set(url, page.path);
  }
  for (const [url, page] of images) {
    if (new URL(url).origin !== new URL(baseURL!).origin) {
      problems.push(`${page}: og:image on another origin: ${url}`);
      continue;
    }
    // Link previews (X's among them) fetch the image only where robots.txt allows it.
    if (new URL(url).pathname.startsWith('/api/'))
      problems.push(`${page}: og:image ${url} is disallowed in robots.txt`);
    const response = await fetch(url);
    const type = response.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !type.startsWith('image/'))
      problems.push(`${page}: og:image ${url} answers ${response.status} ${type}`);
    else if (type === 'image/png' && isGeneratedCard(url)) {
      const size = `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
      if (size !== '1200x630') problems.push(`${page}: generated card is ${size}`);
    }
  }
  expect(problems).toEqual([]);
  // Generated cards are most pages' images; posts and projects share their own picture.
  expect([...images.keys()].filter(isGeneratedCard).length).toBeGreaterThan(15);
});

test('structured data passes the validators with no errors and no warnings that matter', async () => {
  test.setTimeout(120_000);
  const findings: Finding[] = [];
  for (const page of [...listed, ...extra])
    findings.push(...(await structuredDataFindings(page.path, page.html)));
  expect(report(findings)).toEqual([]);
  const types = (path: string) =>
    (listed.find((p) => p.path === path)?.html.match(/"@type":"(\w+)"/g) ?? []).join(' ');
  expect(types('/faq')).toContain('"@type":"FAQPage"');
  const post = listed.find(
    (p) => /^\/blog\/[\w-]+\/[\w-]+$/.test(p.path) && !p.path.startsWith('/blog/tags/'),
  )!;
  expect(types(post.path)).toContain('"@type":"BlogPosting"');
  const career = listed.find((p) => /^\/careers\/[\w-]+$/.test(p.path))!;
  expect(types(career.path)).toContain('"@type":"JobPosting"');
});

test('internal links answer 200 without a redirect, and every indexable page they reach is in the sitemap', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const links = new Map<string, string>();
  for (const page of [...listed, ...extra]) {
    for (const m of markup(page.html).matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
      const href = decode(m[1]!);
      if (/^(mailto|tel|javascript):|^#/.test(href)) continue;
      const url = new URL(href, `${origin}${page.path}`);
      if (url.origin !== origin) continue;
      url.hash = '';
      const path = `${url.pathname}${url.search}`;
      if (!links.has(path)) links.set(path, page.path);
    }
  }
  expect(links.size).toBeGreaterThan(50);
  const results = await fetchAll([...links.keys()], baseURL!);
  const broken = results
    .filter((r) => r.status !== 200)
    .map((r) => `${r.path} answers ${r.status} (linked from ${links.get(r.path)})`);
  expect(broken).toEqual([]);

  const inSitemap = new Set(listed.map((p) => p.path));
  const missing = results
    .filter((r) => r.html && !noindex(r.html) && !r.path.includes('?'))
    .filter((r) => canonicalOf(r.html) === `${origin}${r.path}` && !inSitemap.has(r.path))
    .map((r) => r.path);
  expect(missing, 'indexable, self-canonical pages missing from the sitemap').toEqual([]);
});

test('WordPress uploads come from our origin with a long cache; other files and unknown ones are 404', async ({
  request,
}) => {
  const post = listed.find(
    (p) => /^\/blog\/[\w-]+\/[\w-]+$/.test(p.path) && !p.path.startsWith('/blog/tags/'),
  )!;
  const image = meta(post.html, 'property', 'og:image')[0]!;
  expect(new URL(image).pathname).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w.-]+\.(jpe?g|png|webp)$/);
  const response = await request.get(new URL(image).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
  for (const address of [
    '/uploads/2026/11/no-such-image.jpg',
    '/uploads/2026/11/shell.php',
    '/uploads/.htaccess',
  ]) {
    expect((await request.get(address)).status(), address).toBe(404);
  }
});
