// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdapterOutput } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import adapter, { indexSeeds, loadSeeds, readSeed, SEEDS_FILE } from './build-seeds.mjs';

const distDir = '/srv/site/.next';
const rsc = {
  suffix: '.rsc',
  prefetchSegmentDirSuffix: '.segments',
  prefetchSegmentSuffix: '.segment.rsc',
};

/** A prerendered output as Next's adapter interface lists it (only the fields read). */
function output(
  pathname: string,
  filePath: string,
  extra: Partial<Omit<AdapterOutput['PRERENDER'], 'fallback'>> & {
    fallback?: Partial<NonNullable<AdapterOutput['PRERENDER']['fallback']>>;
  } = {},
) {
  return {
    type: 'PRERENDER',
    id: pathname,
    pathname,
    ...extra,
    fallback: {
      filePath: `${distDir}/server/${filePath}`,
      initialRevalidate: 300,
      initialExpiration: 31_536_000,
      postponedState: undefined,
      ...extra.fallback,
    },
  } as AdapterOutput['PRERENDER'];
}

const page = (pathname: string, key: string, fallback = {}) => [
  output(pathname, `${key}.html`, {
    routeType: 'page',
    response: 'complete',
    fallback: {
      initialHeaders: {
        vary: 'rsc, next-router-state-tree',
        'content-type': 'text/html; charset=utf-8',
        'x-nextjs-prerender': '1',
        'x-next-cache-tags': `_N_T_${pathname},posts`,
      },
      ...fallback,
    },
  }),
  output(`${pathname}.rsc`, `${key}.rsc`),
  output(`${pathname}.segments/_tree.segment.rsc`, `${key}.segments/_tree.segment.rsc`),
  output(`${pathname}.segments/blog/__PAGE__.segment.rsc`, `${key}.segments/blog/__PAGE__.segment.rsc`),
];

function build(prerenders: AdapterOutput['PRERENDER'][]) {
  return {
    outputs: { prerenders } as Parameters<typeof indexSeeds>[0]['outputs'],
    routing: { rsc } as Parameters<typeof indexSeeds>[0]['routing'],
    distDir,
    buildId: 'build-7',
  };
}

afterEach(() => vi.restoreAllMocks());

describe("the build's prerendered responses", () => {
  it('indexes each complete 200 page and route handler under its cache key, with its payloads and lifetimes', () => {
    const index = indexSeeds(
      build([
        ...page('/blog', 'route-cache/APP_PAGE/aa/$/blog'),
        output('/feed.xml', 'route-cache/APP_ROUTE/bb/$/feed.xml.body', {
          routeType: 'route',
          response: 'complete',
          fallback: {
            initialStatus: 200,
            initialRevalidate: false,
            initialHeaders: {
              vary: 'rsc',
              'content-type': 'application/rss+xml',
              'x-next-cache-tags': 'posts',
            },
          },
        }),
      ]),
    );
    expect(index.buildId).toBe('build-7');
    expect(index.seeds).toEqual({
      '/route-cache/APP_PAGE/aa/$/blog': {
        kind: 'APP_PAGE',
        file: 'server/route-cache/APP_PAGE/aa/$/blog.html',
        rsc: 'server/route-cache/APP_PAGE/aa/$/blog.rsc',
        segments: [
          ['/_tree', 'server/route-cache/APP_PAGE/aa/$/blog.segments/_tree.segment.rsc'],
          ['/blog/__PAGE__', 'server/route-cache/APP_PAGE/aa/$/blog.segments/blog/__PAGE__.segment.rsc'],
        ],
        // Next sets a page's content type and Vary itself when it answers from the cache.
        headers: { 'x-nextjs-prerender': '1', 'x-next-cache-tags': '_N_T_/blog,posts' },
        revalidate: 300,
        expire: 31_536_000,
      },
      '/route-cache/APP_ROUTE/bb/$/feed.xml': {
        kind: 'APP_ROUTE',
        file: 'server/route-cache/APP_ROUTE/bb/$/feed.xml.body',
        headers: { 'content-type': 'application/rss+xml', 'x-next-cache-tags': 'posts' },
        revalidate: false,
        expire: 31_536_000,
      },
    });
  });

  it('leaves out what is not a complete 200 answer: error pages, redirects, shells, and pages without their payload', () => {
    const index = indexSeeds(
      build([
        ...page('/_global-error', 'route-cache/APP_PAGE/cc/$/_global-error', { initialStatus: 500 }),
        output('/old', 'route-cache/APP_ROUTE/dd/$/old.body', {
          routeType: 'route',
          response: 'complete',
          fallback: { initialStatus: 308 },
        }),
        output('/tags/[tagSlug]', 'route-cache/APP_PAGE/ee/$/tags/[tagSlug].html', {
          routeType: 'shell',
          response: 'initial',
        }),
        output('/lonely', 'route-cache/APP_PAGE/ff/$/lonely.html', {
          routeType: 'page',
          response: 'complete',
        }),
      ]),
    );
    expect(index.seeds).toEqual({});
  });

  it('writes the index into the build folder when the build completes, and reads seeds back as cache entries', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-seeds-'));
    try {
      const key = 'route-cache/APP_PAGE/aa/$/blog';
      for (const [file, data] of [
        [`${key}.html`, '<p>blog</p>'],
        [`${key}.rsc`, 'rsc'],
        [`${key}.segments/_tree.segment.rsc`, 'tree'],
        [`${key}.segments/blog/__PAGE__.segment.rsc`, 'page'],
      ]) {
        fs.mkdirSync(path.dirname(path.join(dir, 'server', file!)), { recursive: true });
        fs.writeFileSync(path.join(dir, 'server', file!), data!);
      }
      const prerenders = page('/blog', key).map((p) => ({
        ...p,
        fallback: { ...p.fallback!, filePath: p.fallback!.filePath!.replace(distDir, dir) },
      }));
      vi.spyOn(console, 'log').mockImplementation(() => {});
      await adapter.onBuildComplete!({ ...build(prerenders), distDir: dir } as Parameters<
        NonNullable<typeof adapter.onBuildComplete>
      >[0]);
      expect(fs.existsSync(path.join(dir, SEEDS_FILE))).toBe(true);

      const index = loadSeeds(dir)!;
      const entry = await readSeed(index, dir, `/${key}`);
      expect(entry).toMatchObject({
        lastModified: index.builtAt,
        cacheControl: { revalidate: 300, expire: 31_536_000 },
        value: { kind: 'APP_PAGE', html: '<p>blog</p>', status: 200 },
      });
      const value = entry!.value as { rscData: Buffer; segmentData: Map<string, Buffer> };
      expect(value.rscData.toString()).toBe('rsc');
      expect([...value.segmentData].map(([k, v]) => [k, v.toString()])).toEqual([
        ['/_tree', 'tree'],
        ['/blog/__PAGE__', 'page'],
      ]);
      expect(await readSeed(index, dir, '/route-cache/APP_PAGE/aa/$/elsewhere')).toBeUndefined();
      expect(loadSeeds(path.join(dir, 'no-such-build'))).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
