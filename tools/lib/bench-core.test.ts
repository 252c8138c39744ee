import { budgets } from './bench-budgets.mjs';
import {
  collectMisses,
  gzipBytes,
  lcpVsLimit,
  medianOf,
  medianRun,
  paintStallMs,
  parseArgs,
  selectRoutes,
  summariseShaped,
  summariseShapedRun,
  type RouteResult,
  type Shaped,
  type ShapedRun,
  type TraceEvent,
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
      runs: 5,
      simulatedRuns: 3,
      loadSeconds: 10,
      rebuild: false,
      asDeployed: true,
      protocols: ['cold', 'warm'],
    });
    expect(parseArgs(['--direct'])).toMatchObject({ asDeployed: false });
    expect(parseArgs(['--protocols', 'warm'])).toMatchObject({ protocols: ['warm'] });
    // Whatever the order given, the cold protocol runs first.
    expect(parseArgs(['--protocols=warm,cold'])).toMatchObject({ protocols: ['cold', 'warm'] });
    expect(parseArgs(['--simulated-runs', '0'])).toMatchObject({ simulatedRuns: 0 });
    expect(parseArgs(['--skip-simulated', '--simulated-runs', '5'])).toMatchObject({ simulatedRuns: 0 });
  });

  it('rejects unknown options and silly run counts with a clear message', () => {
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option --fast/);
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseArgs(['--runs'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--rebuild=yes'])).toThrow(/--rebuild takes no value/);
    expect(() => parseArgs(['home'])).toThrow(/Unknown option home/);
    expect(() => parseArgs(['--protocols', 'lukewarm'])).toThrow(/--protocols takes cold, warm/);
    expect(() => parseArgs(['--protocols', ','])).toThrow(/--protocols/);
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
      'call',
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

const goodSimulated = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1900,
  fcpMs: 900,
  tbtMs: 20,
  cls: 0,
};
const shapedRun = (over: Partial<ShapedRun> = {}): ShapedRun => ({
  lcpMs: 900,
  fcpMs: 800,
  siMs: 1100,
  tbtMs: 60,
  cls: 0,
  documentBytes: 12_000,
  requests: 14,
  offLink: [],
  ...over,
});
const goodShaped: Shaped = summariseShaped(
  [shapedRun(), shapedRun({ lcpMs: 950, siMs: 1400 }), shapedRun({ lcpMs: 880, siMs: 1000 })],
  [
    shapedRun({ lcpMs: 850, fcpMs: 850, siMs: 900, documentBytes: 6_000, requests: 4 }),
    shapedRun({ lcpMs: 1850, fcpMs: 1850, siMs: 1900, documentBytes: 6_000, requests: 4, stallMs: 1002 }),
    shapedRun({ lcpMs: 870, fcpMs: 870, siMs: 880, documentBytes: 6_000, requests: 4 }),
    shapedRun({ lcpMs: 880, fcpMs: 880, siMs: 940, documentBytes: 6_000, requests: 4 }),
  ],
);
const home = (over: Partial<RouteResult> = {}): RouteResult => ({
  id: 'home',
  path: '/',
  status: 200,
  html: { bytes: 40_000, gzipBytes: 9_000, h1: 'More than just a web agency' },
  js: { gzipBytes: 120 * 1024, files: 8 },
  simulated: goodSimulated,
  shaped: goodShaped,
  ...over,
});

describe('runs on the shaped link', () => {
  const lhr = (items: Record<string, unknown>[]) =>
    ({
      audits: {
        'largest-contentful-paint': { numericValue: 912.4 },
        'first-contentful-paint': { numericValue: 700 },
        'speed-index': { numericValue: 1480 },
        'total-blocking-time': { numericValue: 80 },
        'cumulative-layout-shift': { numericValue: 0.002 },
        'network-requests': { details: { items } },
      },
    }) as unknown as Parameters<typeof summariseShapedRun>[0];

  it('reads the observed timings, the document as received and the requests that skipped the link', () => {
    const run = summariseShapedRun(
      lhr([
        { url: 'http://127.0.0.1:40001/', resourceType: 'Document', transferSize: 11_873 },
        {
          url: 'http://127.0.0.1:40001/_next/static/chunks/a.js',
          resourceType: 'Script',
          transferSize: 40_000,
        },
        { url: 'http://127.0.0.1:3200/_next/image?url=x', resourceType: 'Image', transferSize: 9_000 },
        { url: 'data:image/svg+xml,<svg/>', resourceType: 'Image', transferSize: 0 },
      ]),
      'http://127.0.0.1:40001',
    );
    expect(run).toMatchObject({
      lcpMs: 912.4,
      fcpMs: 700,
      siMs: 1480,
      tbtMs: 80,
      cls: 0.002,
      documentBytes: 11_873,
      requests: 4,
      offLink: ['http://127.0.0.1:3200/_next/image?url=x'],
    });
  });

  it("takes medians of the runs the browser did not stall, ours and the limit page's alike", () => {
    expect(goodShaped).toMatchObject({
      lcpMs: 900,
      fcpMs: 800,
      siMs: 1100,
      tbtMs: 60,
      cls: 0,
      documentBytes: 12_000,
      limitLcpMs: 870,
      limitFcpMs: 870,
      limitSiMs: 900,
      limitDocumentBytes: 6_000,
      offLink: 0,
      stalled: 0,
      limitStalled: 1,
    });
    // The limit page's TBT: a median like the others (of its runs without a stall).
    expect(goodShaped.limitTbtMs).toBe(60);
    // When every run stalled, they all count (and the report says so).
    const allStalled = summariseShaped([shapedRun({ lcpMs: 1900, stallMs: 1000 })], []);
    expect(allStalled).toMatchObject({ lcpMs: 1900, stalled: 1, limitLcpMs: undefined });
    expect(summariseShaped([], [])).toMatchObject({ lcpMs: undefined, limitLcpMs: undefined, offLink: 0 });
  });

  it('counts every run, a stalled one too, when asked to (the cold protocol)', () => {
    const cold = summariseShaped(
      [shapedRun({ lcpMs: 900 }), shapedRun({ lcpMs: 2000, stallMs: 1000 }), shapedRun({ lcpMs: 2100 })],
      [shapedRun({ lcpMs: 800, tbtMs: 300 }), shapedRun({ lcpMs: 1900, tbtMs: 500, stallMs: 1000 })],
      { keepStalled: true },
    );
    expect(cold).toMatchObject({
      lcpMs: 2000,
      limitLcpMs: 1350,
      limitTbtMs: 400,
      stalled: 1,
      limitStalled: 1,
    });
  });
});

describe('paintStallMs', () => {
  const RENDERER = 7;
  const MAIN = 70;
  const COMPOSITOR = 71;
  const ms = (t: number) => t * 1000;
  /** A page load's trace: frames drawn every 16 ms except in `gap`, frames asked for throughout. */
  function trace({
    gap,
    busyMs = 0,
    asked = true,
  }: {
    gap: [number, number];
    busyMs?: number;
    asked?: boolean;
  }) {
    const events: TraceEvent[] = [
      { ph: 'M', name: 'thread_name', pid: RENDERER, tid: MAIN, args: { name: 'CrRendererMain' } },
      { ph: 'M', name: 'thread_name', pid: RENDERER, tid: COMPOSITOR, args: { name: 'Compositor' } },
      { name: 'firstContentfulPaint', ph: 'R', pid: RENDERER, tid: MAIN, ts: ms(gap[1] + 5) },
      { name: 'largestContentfulPaint::Candidate', ph: 'R', pid: RENDERER, tid: MAIN, ts: ms(gap[1] + 40) },
      { name: 'RunTask', ph: 'X', pid: RENDERER, tid: MAIN, ts: ms(gap[0] + 10), dur: ms(busyMs) },
    ];
    for (let t = 100; t < gap[1] + 200; t += 16.7) {
      const inGap = t > gap[0] && t < gap[1];
      if (asked || !inGap)
        events.push({ name: 'BeginFrame', ph: 'I', pid: RENDERER, tid: COMPOSITOR, ts: ms(t) });
      if (!inGap) events.push({ name: 'DrawFrame', ph: 'I', pid: RENDERER, tid: COMPOSITOR, ts: ms(t + 1) });
    }
    return events;
  }

  it('finds a second without a drawn frame while frames were asked for and the page was idle', () => {
    expect(paintStallMs(trace({ gap: [480, 1480], busyMs: 150 }))).toBeGreaterThan(950);
  });

  it('is not fooled by a page busy for the gap, by an idle page that asked for nothing, or by short gaps', () => {
    expect(paintStallMs(trace({ gap: [480, 1480], busyMs: 700 }))).toBe(0);
    expect(paintStallMs(trace({ gap: [480, 1480], asked: false }))).toBe(0);
    expect(paintStallMs(trace({ gap: [480, 900] }))).toBe(0);
    expect(paintStallMs([])).toBe(0);
  });

  it('marks the run, which the medians then leave out', () => {
    const run = summariseShapedRun(
      { audits: {} } as unknown as Parameters<typeof summariseShapedRun>[0],
      'http://127.0.0.1:1',
      trace({ gap: [480, 1480] }),
    );
    expect(run.stallMs).toBeGreaterThan(950);
  });
});

describe('budgets', () => {
  it('a route within every budget has no miss', () => {
    expect(collectMisses([home()])).toEqual([]);
  });

  it('flags each figure beyond its budget', () => {
    const misses = collectMisses([
      home({
        js: { gzipBytes: budgets.firstLoadJsGzipBytes + 1, files: 9 },
        simulated: { ...goodSimulated, performance: budgets.performance - 1, seo: 92 },
        shaped: summariseShaped(
          [shapedRun({ lcpMs: 1400, tbtMs: 160, cls: 0.02, offLink: ['http://127.0.0.1:3200/x.css'] })],
          [shapedRun({ lcpMs: 1100 })],
        ),
        html: { bytes: 1, gzipBytes: 1, h1: '' },
      }),
    ]);
    expect(misses.map((m) => m.metric).sort()).toEqual([
      'CLS',
      'LCP / limit LCP',
      'TBT ms',
      'first-load JS gzip',
      'h1 in server HTML',
      'requests off the link',
      'seo',
      'simulated performance',
    ]);
  });

  it('budgets first-load JavaScript on every route', () => {
    const heavyContact = home({ id: 'contact', path: '/contact', js: { gzipBytes: 151 * 1024, files: 20 } });
    expect(collectMisses([heavyContact]).map((m) => m.metric)).toEqual(['first-load JS gzip']);
  });

  it(`LCP on the link may be at most ${budgets.lcpVsLimit}x the limit page's`, () => {
    const withLcp = (ours: number, limit: number) =>
      home({ shaped: summariseShaped([shapedRun({ lcpMs: ours })], [shapedRun({ lcpMs: limit })]) });
    expect(lcpVsLimit(withLcp(1150, 1000))).toBeCloseTo(1.15);
    expect(collectMisses([withLcp(1150, 1000)])).toEqual([]);
    expect(collectMisses([withLcp(1160, 1000)]).map((m) => m.metric)).toEqual(['LCP / limit LCP']);
    // A limit page whose every run failed is a miss, not a pass.
    expect(
      collectMisses([home({ shaped: summariseShaped([shapedRun()], []) })]).map((m) => m.metric),
    ).toEqual(['LCP / limit LCP']);
  });

  it("cold protocol: LCP within the ratio, TBT within the limit page's own plus the budget", () => {
    const cold = (ours: Partial<ShapedRun>, limit: Partial<ShapedRun>) =>
      home({ cold: summariseShaped([shapedRun(ours)], [shapedRun(limit)], { keepStalled: true }) });
    // On a cold, slowed CPU the script-free page blocks for 400 ms: ours may add up to the budget.
    expect(
      collectMisses([cold({ lcpMs: 1150, tbtMs: 400 + budgets.tbtMs }, { lcpMs: 1000, tbtMs: 400 })]),
    ).toEqual([]);
    expect(lcpVsLimit(cold({ lcpMs: 1150 }, { lcpMs: 1000 }), 'cold')).toBeCloseTo(1.15);
    const missed = collectMisses([
      cold(
        { lcpMs: 1600, tbtMs: 401 + budgets.tbtMs, cls: 0.05, offLink: ['http://127.0.0.1:3200/a.js'] },
        { lcpMs: 1000, tbtMs: 400 },
      ),
    ]);
    expect(missed.map((m) => m.metric).sort()).toEqual([
      'cold CLS',
      'cold LCP / limit LCP',
      'cold TBT ms',
      'cold requests off the link',
    ]);
    expect(missed.find((m) => m.metric === 'cold TBT ms')?.budget).toBe(`<= limit + ${budgets.tbtMs} (500)`);
    // The warm figures are judged on their own.
    expect(lcpVsLimit(cold({ lcpMs: 1600 }, { lcpMs: 1000 }))).toBeCloseTo(900 / 870);
    // No limit page's runs: nothing to hold ours to, a miss.
    expect(
      collectMisses([home({ cold: summariseShaped([shapedRun()], [], { keepStalled: true }) })]).map(
        (m) => m.metric,
      ),
    ).toEqual(['cold LCP / limit LCP', 'cold TBT ms']);
  });

  it('counts a failed measurement as a miss, and skipped routes as none', () => {
    expect(collectMisses([home({ simulated: null })]).length).toBe(4);
    expect(collectMisses([home({ shaped: summariseShaped([], []) })]).map((m) => m.metric)).toEqual([
      'LCP / limit LCP',
      'TBT ms',
      'CLS',
    ]);
    expect(
      collectMisses([{ id: 'career', status: 404, path: '/careers/x', skipped: 'skipped: HTTP 404' }]),
    ).toEqual([]);
  });

  it('the report states the link, puts each figure beside its budget and marks misses', () => {
    const routes = [
      home({ simulated: { ...goodSimulated, performance: 90 } }),
      { id: 'career', status: 0, skipped: 'skipped: no career link in /careers' },
    ];
    const text = formatReport({
      runs: 5,
      simulatedRuns: 3,
      link: '150 ms round trip, 1.6 Mbit/s down',
      routes,
      misses: collectMisses(routes),
    });
    expect(text).toContain('shaped link (150 ms round trip, 1.6 Mbit/s down; CPU 4x, mobile; 5 runs of each');
    expect(text).toContain(`simulated perf (>= ${budgets.performance})`);
    expect(text).toContain(
      '| home `/` | 900 | 800 | 60 | 0.000 | 870 / 870 | 1.03 | 1100 / 900 | 11.7 KiB / 5.9 KiB | 0 / 1 | 90 ✗ | 100 / 100 / 100 |',
    );
    expect(text).toContain('120.0 KiB');
    expect(text).toContain('skipped: no career link in /careers');
    expect(text).toMatch(/Budgets missed \(1\): \/ simulated performance 90/);
    expect(text).toContain("Warm protocol (LCP <= 1.15x the limit's, TBT <= 100 ms): met on all 1 routes.");
    expect(text).not.toContain('Cold protocol');
  });

  it('the report puts the cold protocol after the warm one and quotes both at the end', () => {
    const cold = summariseShaped(
      [shapedRun({ lcpMs: 1900, fcpMs: 1500, tbtMs: 700, siMs: 2000, stallMs: 1000 })],
      [shapedRun({ lcpMs: 1500, fcpMs: 1400, tbtMs: 450, siMs: 1600, documentBytes: 6_000 })],
      { keepStalled: true },
    );
    const routes = [home({ cold })];
    const text = formatReport({ runs: 1, routes, misses: collectMisses(routes) });
    expect(text).toContain(
      '### Cold protocol on the same link (HTTPS and HTTP/2 through nginx; no warm-up load',
    );
    expect(text).toContain(
      '| home `/` | 1900 | 1500 | 700 ✗ | 450 | 0.000 | 1500 / 1400 | 1.27 ✗ | 2000 / 1600 | 11.7 KiB / 5.9 KiB | 1 / 0 |',
    );
    expect(text.indexOf('### Cold protocol')).toBeGreaterThan(
      text.indexOf('### Page speed on the shaped link'),
    );
    expect(text).toContain("Warm protocol (LCP <= 1.15x the limit's, TBT <= 100 ms): met on all 1 routes.");
    expect(text).toContain(
      "Cold protocol (LCP <= 1.15x the limit's, TBT <= the limit's + 100 ms): missed on home LCP / limit LCP 1.27; home TBT ms 700.",
    );
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
