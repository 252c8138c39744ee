import { budgets } from './bench-budgets.mjs';
import {
  checkRoute,
  collectMisses,
  discoverPath,
  extractScriptSrcs,
  formatReport,
  formatStress,
  gzipBytes,
  h1Text,
  medianRun,
  parseArgs,
  selectRoutes,
  visibleText,
  type RouteResult,
} from './bench-core.mjs';

const nextLikeHtml = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>
<link rel="stylesheet" href="/_next/static/css/app.css"/>
<link rel="modulepreload" href="/_next/static/chunks/mod.js"/>
<link rel="preload" as="font" href="/_next/static/media/inter.woff2"/>
<script src="/_next/static/chunks/main-app.js?v=1&amp;x=2" async=""></script>
<script src='/_next/static/chunks/webpack-1.js' async></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
</head><body><h1 class="t">Blog <span>&amp; news</span></h1>
<a href="/blog/tags/react">React</a>
<a href="/blog/technology">Technology</a>
<a href="http://127.0.0.1:3200/blog/technology/scaling-next">Scaling</a>
<a href="/blog/design/second-post">Second</a>
<a href="/careers-overview">Apply</a>
<a href="/careers/senior-react-developer">Senior React Developer</a>
<script>self.__next_f.push([1,"hidden"])</script><style>.x{}</style><p>Read&nbsp;More</p>
</body></html>`;

describe('extractScriptSrcs', () => {
  it('lists script sources and script preloads once, decoding entities; ignores styles, fonts and nomodule polyfills', () => {
    expect(extractScriptSrcs(nextLikeHtml)).toEqual([
      '/_next/static/chunks/main-app.js?v=1&x=2',
      '/_next/static/chunks/webpack-1.js',
      '/_next/static/chunks/mod.js',
    ]);
  });

  it('ignores inline scripts', () => {
    expect(
      extractScriptSrcs('<script>alert(1)</script><script type="application/ld+json">{}</script>'),
    ).toEqual([]);
  });
});

describe('discoverPath', () => {
  it('finds the first post link (two segments under /blog, absolute same-origin included), never a tag page', () => {
    expect(discoverPath(nextLikeHtml, 'post', 'http://127.0.0.1:3200')).toBe('/blog/technology/scaling-next');
  });

  it('ignores absolute links to other origins', () => {
    expect(discoverPath(nextLikeHtml, 'post')).toBe('/blog/design/second-post');
  });

  it('finds a career detail link and not the careers overview', () => {
    expect(discoverPath(nextLikeHtml, 'career')).toBe('/careers/senior-react-developer');
  });

  it('returns undefined when the page links to none', () => {
    expect(discoverPath('<a href="/blog">Blog</a>', 'post')).toBeUndefined();
  });
});

describe('reading HTML', () => {
  it('h1Text gives the visible heading text', () => {
    expect(h1Text(nextLikeHtml)).toBe('Blog & news');
    expect(h1Text('<main><h2>x</h2></main>')).toBe('');
  });

  it('visibleText drops scripts, styles and tags', () => {
    const text = visibleText(nextLikeHtml);
    expect(text).toContain('Read More');
    expect(text).not.toContain('__next_f');
    expect(text).not.toContain('.x{}');
  });

  it('gzipBytes is the size of a real gzip stream of the body', () => {
    const body = 'hello '.repeat(1000);
    const size = gzipBytes(body);
    expect(size).toBeLessThan(200);
    expect(size).toBeGreaterThan(10);
  });
});

describe('options and routes', () => {
  it('parses --routes and --runs in both spellings', () => {
    expect(parseArgs(['--routes', 'home,/about', '--runs=1'])).toMatchObject({
      routes: ['home', '/about'],
      runs: 1,
    });
    expect(parseArgs([])).toMatchObject({ routes: [], runs: 3, loadSeconds: 10, rebuild: false });
  });

  it('rejects unknown options and silly run counts with a clear message', () => {
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option --fast/);
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseArgs(['--runs'])).toThrow(/needs a value/);
  });

  it('selects key routes by id or path, accepts other paths, rejects unknown ids', () => {
    expect(selectRoutes([]).map((r) => r.id)).toEqual([
      'home',
      'blog',
      'post',
      'portfolio',
      'career',
      'contact',
      'service',
    ]);
    expect(selectRoutes(['post', '/contact', '/about'])).toEqual([
      { id: 'post', discover: { from: '/blog', kind: 'post' } },
      { id: 'contact', path: '/contact' },
      { id: '/about', path: '/about' },
    ]);
    expect(() => selectRoutes(['homepage'])).toThrow(/Unknown route/);
  });

  it('medianRun keeps the run with the middle performance score', () => {
    expect(medianRun([{ performance: 99 }, { performance: 80 }, { performance: 95 }])).toEqual({
      performance: 95,
    });
    expect(medianRun([{ performance: 70 }])).toEqual({ performance: 70 });
    expect(medianRun([])).toBeUndefined();
  });
});

const goodLighthouse = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 20,
  cls: 0,
};
const home = (over: Partial<RouteResult> = {}): RouteResult => ({
  id: 'home',
  path: '/',
  status: 200,
  html: { bytes: 40_000, gzipBytes: 9_000, h1: 'More than just a web agency' },
  js: { gzipBytes: 120 * 1024, files: 8 },
  lighthouse: goodLighthouse,
  ...over,
});

describe('budgets', () => {
  it('a route within every budget has no miss', () => {
    expect(collectMisses([home()])).toEqual([]);
  });

  it('flags each figure beyond its budget', () => {
    const misses = collectMisses([
      home({
        js: { gzipBytes: budgets.homeJsGzipBytes + 1, files: 9 },
        lighthouse: { ...goodLighthouse, performance: 97, cls: 0.05, lcpMs: 1600 },
        html: { bytes: 1, gzipBytes: 1, h1: '' },
      }),
    ]);
    expect(misses.map((m) => m.metric).sort()).toEqual([
      'CLS',
      'LCP ms',
      'first-load JS gzip',
      'h1 in server HTML',
      'performance',
    ]);
  });

  it('budgets first-load JavaScript on / only', () => {
    const heavyContact = home({ id: 'contact', path: '/contact', js: { gzipBytes: 400 * 1024, files: 20 } });
    expect(checkRoute(heavyContact).map((c) => c.metric)).not.toContain('first-load JS gzip');
  });

  it('counts a failed Lighthouse measurement as a miss, and skipped routes as none', () => {
    expect(collectMisses([home({ lighthouse: null })]).length).toBe(7);
    expect(
      collectMisses([{ id: 'career', status: 404, path: '/careers/x', skipped: 'skipped: HTTP 404' }]),
    ).toEqual([]);
  });

  it('the report puts each figure beside its budget and marks misses', () => {
    const routes = [
      home({ lighthouse: { ...goodLighthouse, performance: 90 } }),
      { id: 'career', status: 0, skipped: 'skipped: no career link in /careers' },
    ];
    const text = formatReport({ runs: 3, routes, misses: collectMisses(routes) });
    expect(text).toContain('perf (>= 98)');
    expect(text).toContain('| 90 ✗ |');
    expect(text).toContain('120.0 KiB');
    expect(text).toContain('skipped: no career link in /careers');
    expect(text).toMatch(/Budgets missed \(1\): \/ performance 90/);
  });
});

describe('formatStress', () => {
  const result = {
    load: {
      pages: ['/', '/blog'],
      connections: 200,
      durationSeconds: 30,
      requests: 21986,
      requestsPerSecond: 732.6,
      latencyMs: { p50: 244, p99: 633, max: 6431 },
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      status5xx: 0,
    },
    bursts: { '/api/contact': { '400': 5, '429': 35 } },
    ok: true,
  };

  it('prints the load row, each burst and the verdict', () => {
    const text = formatStress(result);
    expect(text).toContain('200 connections for 30 s on 2 pages');
    expect(text).toContain('| 21986 | 733 | 244 | 633 | 6431 | 0 | 0 | 0 |');
    expect(text).toContain('- /api/contact: {"400":5,"429":35}');
    expect(text.endsWith('PASS')).toBe(true);
  });

  it('says FAIL when the run failed', () => {
    expect(formatStress({ ...result, ok: false })).toMatch(/FAIL: errors, timeouts, 5xx or a burst without 429s$/);
  });
});
