/**
 * The build's prerendered responses as cache entries, so a new build serves them without WordPress.
 * A custom cacheHandler never sees the build output, so this is also the build's adapter: it indexes
 * the responses, keyed by their path under `<distDir>/server`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UNREAD_AT_BUILD_FILE } from '../src/content/unread-at-build.mjs';

export const SEEDS_FILE = 'cache-seeds.json';

/**
 * @typedef {object} Seed
 * @property {'APP_PAGE' | 'APP_ROUTE'} kind
 * @property {string} file  the HTML (page) or body (route handler), relative to the build folder
 * @property {string} [rsc]  a page's RSC payload
 * @property {[segment: string, file: string][]} [segments]  a page's per-segment prefetch payloads
 * @property {Record<string, string | string[]>} headers
 * @property {number | false} revalidate
 * @property {number} [expire]
 */
/** @typedef {{ buildId: string, builtAt: number, seeds: Record<string, Seed> }} SeedIndex */
/** @typedef {Parameters<NonNullable<import('next').NextAdapter['onBuildComplete']>>[0]} BuildComplete */

/** Listed for a CDN; Next sets them itself when it answers from its cache. */
const ROUTING_HEADERS = ['vary', 'content-type'];
const ROUTE_ROUTING_HEADERS = ['vary'];

/**
 * @param {Pick<BuildComplete, 'outputs' | 'routing' | 'distDir' | 'buildId'>} build
 * @returns {SeedIndex}
 */
export function indexSeeds({ outputs, routing, distDir, buildId }) {
  const serverDir = path.join(distDir, 'server');
  const {
    suffix = '.rsc',
    prefetchSegmentDirSuffix = '.segments',
    prefetchSegmentSuffix = '.segment.rsc',
  } = routing.rsc;
  const files = outputs.prerenders.flatMap((output) => output.fallback?.filePath ?? []);
  const relative = (/** @type {string} */ file) => path.relative(distDir, file);
  /** @type {Record<string, Seed>} */
  const seeds = {};
  for (const output of outputs.prerenders) {
    const fallback = output.fallback;
    // Only the primary response says whether it is complete; its RSC and segments are found below.
    if (!fallback?.filePath || output.response !== 'complete' || (fallback.initialStatus ?? 200) !== 200)
      continue;
    const kind = output.routeType === 'page' ? 'APP_PAGE' : output.routeType === 'route' ? 'APP_ROUTE' : null;
    const extension = kind === 'APP_PAGE' ? '.html' : '.body';
    if (!kind || !fallback.filePath.endsWith(extension)) continue;
    const base = fallback.filePath.slice(0, -extension.length);
    const key = `/${path.relative(serverDir, base).split(path.sep).join('/')}`;
    if (key.startsWith('/..')) continue;
    const dropped = kind === 'APP_PAGE' ? ROUTING_HEADERS : ROUTE_ROUTING_HEADERS;
    /** @type {Seed} */
    const seed = {
      kind,
      file: relative(fallback.filePath),
      headers: Object.fromEntries(
        Object.entries(fallback.initialHeaders ?? {}).filter(
          ([name]) => !dropped.includes(name.toLowerCase()),
        ),
      ),
      revalidate: fallback.initialRevalidate ?? false,
      ...(fallback.initialExpiration !== undefined ? { expire: fallback.initialExpiration } : {}),
    };
    if (kind === 'APP_PAGE') {
      const rsc = files.find((file) => file === `${base}${suffix}`);
      if (!rsc) continue; // a page without its payload could not answer a client-side navigation
      const segmentDir = `${base}${prefetchSegmentDirSuffix}`;
      seed.rsc = relative(rsc);
      seed.segments = files
        .filter((file) => file.startsWith(`${segmentDir}${path.sep}`) && file.endsWith(prefetchSegmentSuffix))
        .map((file) => [
          file.slice(segmentDir.length, -prefetchSegmentSuffix.length).split(path.sep).join('/'),
          relative(file),
        ]);
    }
    seeds[key] = seed;
  }
  return { buildId, builtAt: Date.now(), seeds };
}

/** @type {import('next').NextAdapter} */
const adapter = {
  name: 'agency-cache-seeds',
  onBuildComplete({ outputs, routing, distDir, buildId }) {
    const unread = unreadAtBuild(distDir);
    // Pages drawn while WordPress could not be read hold fallbacks or failure texts, and would be
    // served as they are until an edit expired them: such a build keeps none, each is made on its
    // first request.
    const index = unread.length
      ? { buildId, builtAt: Date.now(), seeds: {} }
      : indexSeeds({ outputs, routing, distDir, buildId });
    writeFileSync(path.join(distDir, SEEDS_FILE), JSON.stringify(index));
    if (unread.length)
      console.log(
        `WordPress did not answer ${unread.length} of this build's reads (${[...new Set(unread)].slice(0, 3).join(', ')}, ...): the build keeps none of its pages; each renders on its first visit once WordPress answers.`,
      );
    else
      console.log(
        `Cache seeds: ${Object.keys(index.seeds).length} prerendered responses of build ${buildId}`,
      );
  },
};
export default adapter;

/**
 * The WordPress reads this build could not make (src/content/wordpress/build-reads.ts).
 * @param {string} distDir
 * @returns {string[]}
 */
function unreadAtBuild(distDir) {
  try {
    return readFileSync(path.join(distDir, UNREAD_AT_BUILD_FILE), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Undefined under `next dev`.
 * @param {string} distDir
 * @returns {SeedIndex | undefined}
 */
export function loadSeeds(distDir) {
  try {
    return JSON.parse(readFileSync(path.join(distDir, SEEDS_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The cache entry Next would have written for the seed when the build completed.
 * @param {SeedIndex} index
 * @param {string} distDir
 * @param {string} key
 */
export async function readSeed(index, distDir, key) {
  const seed = index.seeds[key];
  if (!seed) return undefined;
  const read = (/** @type {string} */ file) => readFile(path.join(distDir, file));
  try {
    const value =
      seed.kind === 'APP_ROUTE'
        ? { kind: 'APP_ROUTE', body: await read(seed.file), headers: seed.headers, status: 200 }
        : {
            kind: 'APP_PAGE',
            html: (await read(seed.file)).toString('utf8'),
            rscData: seed.rsc ? await read(seed.rsc) : undefined,
            headers: seed.headers,
            status: 200,
            postponed: undefined,
            segmentData: new Map(
              await Promise.all(
                (seed.segments ?? []).map(
                  async ([segment, file]) => /** @type {const} */ ([segment, await read(file)]),
                ),
              ),
            ),
          };
    return {
      lastModified: index.builtAt,
      value,
      cacheControl: { revalidate: seed.revalidate, expire: seed.expire },
    };
  } catch {
    return undefined;
  }
}
