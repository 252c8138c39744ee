import { budgets } from './bench-budgets.mjs';
import {
  collectMisses,
  gzipBytes,
  lcpVsLimit,
  medianOf,
  medianRun,
  parseArgs,
  selectRoutes,
  type RouteResult,
} from './bench-core.mjs';
import { discoverPath, extractScriptSrcs, h1Text, limitHtml, visibleText } from './bench-html.mjs';
import { formatReport, formatStress } from './bench-markdown.mjs';

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
    expect(parseArgs([])).toMatchObject({
      routes: [],
      runs: 3,
      appliedRuns: 3,
      loadSeconds: 10,
      rebuild: false,
    });
    expect(parseArgs(['--applied-runs', '0'])).toMatchObject({ appliedRuns: 0 });
  });

  it('rejects unknown options and silly run counts with a clear message', () => {
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option --fast/);
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseArgs(['--runs'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--rebuild=yes'])).toThrow(/--rebuild takes no value/);
    expect(() => parseArgs(['home'])).toThrow(/Unknown option home/);
    expect(parseArgs(['-h', '--skip-crawl', '--load-seconds', '5'])).toMatchObject({
      help: true,
      skipCrawl: true,
      loadSeconds: 5,
    });
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
  fcpMs: 800,
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
  lcpMedianMs: 900,
  limit: { lcpMedianMs: 850 },
  ...over,
});

describe('budgets', () => {
  it('a route within every budget has no miss', () => {
    expect(collectMisses([home()])).toEqual([]);
  });

  it('flags each figure beyond its budget', () => {
    const misses = collectMisses([
      home({
        js: { gzipBytes: budgets.firstLoadJsGzipBytes + 1, files: 9 },
        lighthouse: { ...goodLighthouse, performance: 98, cls: 0.02, lcpMs: 1400, fcpMs: 1100, tbtMs: 60 },
        lcpMedianMs: 1400,
        limit: { lcpMedianMs: 1100 },
        html: { bytes: 1, gzipBytes: 1, h1: '' },
      }),
    ]);
    expect(misses.map((m) => m.metric).sort()).toEqual([
      'CLS',
      'FCP ms',
      'LCP / limit LCP',
      'LCP ms',
      'TBT ms',
      'first-load JS gzip',
      'h1 in server HTML',
      'performance',
    ]);
  });

  it('budgets first-load JavaScript on every route', () => {
    const heavyContact = home({ id: 'contact', path: '/contact', js: { gzipBytes: 151 * 1024, files: 20 } });
    expect(collectMisses([heavyContact]).map((m) => m.metric)).toEqual(['first-load JS gzip']);
  });

  it('LCP may be at most 1.2x the limit page LCP', () => {
    expect(lcpVsLimit(home({ lcpMedianMs: 1200, limit: { lcpMedianMs: 1000 } }))).toBeCloseTo(1.2);
    expect(collectMisses([home({ lcpMedianMs: 1200, limit: { lcpMedianMs: 1000 } })])).toEqual([]);
    expect(
      collectMisses([home({ lcpMedianMs: 1210, limit: { lcpMedianMs: 1000 } })]).map((m) => m.metric),
    ).toEqual(['LCP / limit LCP']);
    // A limit run that failed is a miss, not a pass.
    expect(collectMisses([home({ limit: {} })]).map((m) => m.metric)).toEqual(['LCP / limit LCP']);
  });

  it('counts a failed Lighthouse measurement as a miss, and skipped routes as none', () => {
    expect(collectMisses([home({ lighthouse: null })]).length).toBe(8);
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
    expect(text).toContain(`perf (>= ${budgets.performance})`);
    expect(text).toContain('900 / 850 = 1.06');
    expect(text).toContain('| 90 ✗ |');
    expect(text).toContain('120.0 KiB');
    expect(text).toContain('skipped: no career link in /careers');
    expect(text).toMatch(/Budgets missed \(1\): \/ performance 90/);
  });

  it('reports the runs with applied throttling in a table of their own, beside the limit, unbudgeted', () => {
    const routes = [
      home({ applied: { runs: 3, lcpMs: 820, fcpMs: 800, tbtMs: 40, limitLcpMs: 760, limitFcpMs: 760 } }),
    ];
    const text = formatReport({ runs: 3, routes, misses: collectMisses(routes) });
    expect(text).toContain('applied throttling');
    expect(text).toContain('| home `/` | 3 | 820 | 800 | 40 | 760 / 760 | 1.08 |');
    expect(collectMisses(routes)).toEqual([]);
    // No table when nothing ran with applied throttling.
    expect(formatReport({ runs: 3, routes: [home()], misses: [] })).not.toContain('applied throttling');
  });
});

describe('physical limit', () => {
  it('limitHtml drops every script and script or font preload, keeps styles, stylesheets and content', () => {
    const limit = limitHtml(
      nextLikeHtml.replace('</head>', '<script type="application/ld+json">{"@type":"Thing"}</script></head>'),
    );
    expect(limit).not.toMatch(/<script/i);
    expect(limit).not.toContain('modulepreload');
    expect(limit).not.toContain('as="font"');
    expect(limit).not.toContain('as="script"');
    expect(limit).toContain('<link rel="stylesheet" href="/_next/static/css/app.css"/>');
    expect(limit).toContain('<style>.x{}</style>');
    expect(h1Text(limit)).toBe('Blog & news');
    expect(extractScriptSrcs(limit)).toEqual([]);
  });

  it('medianOf takes the middle value, the mean of the two middle ones for an even count', () => {
    expect(medianOf([1300, 900, 1000])).toBe(1000);
    expect(medianOf([1000, 900, undefined, 1200, 1100])).toBe(1050);
    expect(medianOf([])).toBeUndefined();
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
    expect(formatStress({ ...result, ok: false })).toMatch(
      /FAIL: errors, timeouts, 5xx or a burst without 429s$/,
    );
  });
});
