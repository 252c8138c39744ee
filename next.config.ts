import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { NextConfig } from 'next';
import { runtimeCache } from './server/next-runtime.mjs';
import { buildEnv } from './src/config/environment.mjs';

/**
 * The only images the optimiser may read: the site's own, by folder. WordPress media reach pages as
 * /uploads/... under our origin (src/media), so no remote host and no loopback address is ever fetched
 * (an open pattern would let anyone have the server fetch internal addresses).
 */
const imageFolders = ['uploads', 'portfolio', 'images', 'team', 'clients', 'services', 'media'];

/**
 * The running server's incremental cache (pages, route handlers, fetch data, tags) is always
 * server/cache-handler.mjs (server/next-runtime.mjs adds it to the build's serialized config when the
 * production server starts, and here for `next dev`): bounded memory, Redis with REDIS_URL (shared by
 * every instance), and the build's prerendered pages, which server/build-seeds.mjs indexes as the
 * build's adapter (Next answers a custom handler's key only from that handler). The build itself keeps
 * Next's default cache for the data it reads while prerendering, and never writes to Redis (its renders
 * belong to no running instance yet); given to the build, the handler would also be bundled into the
 * proxy, away from the server's copy.
 */
function incrementalCache(phase: string): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  return phase === PHASE_PRODUCTION_BUILD ? {} : runtimeCache(import.meta.dirname);
}

/**
 * The environment comes through `src/config/environment.mjs`, the one validated reader of it (the app's
 * `env.ts` is server-only, and `server-only` throws where Next loads its config).
 */
const nextConfig = (phase: string): NextConfig => {
  const env = buildEnv();
  return {
    poweredByHeader: false,
    // Every build also traces what its server needs into <distDir>/standalone: the production
    // dependencies the deploy bundle (scripts/bundle.mjs) starts from.
    output: 'standalone',
    // The production server compresses every answer itself (server/edge.mjs): Brotli as well as gzip,
    // and a page only after its CSP hashes are taken from the plain HTML.
    compress: false,
    // Separate build folders let the e2e build (against the test WordPress) live beside the one npm start uses.
    distDir: env.NEXT_DIST_DIR,
    reactStrictMode: true,
    images: {
      localPatterns: imageFolders.map((folder) => ({ pathname: `/${folder}/**`, search: '' })),
      remotePatterns: [],
      // WebP only: AVIF is smaller but several times slower to encode, and every variant is made on a visitor's or crawler's request.
      formats: ['image/webp'],
      // Few widths, so each image has few variants to make and cache: phones at 1x-3x, tablets, desktop.
      deviceSizes: [640, 828, 1200, 1920],
      imageSizes: [96, 256, 384],
      qualities: [75],
      // Uploads are never edited in place and public images change only with a deploy.
      minimumCacheTTL: 2_678_400,
    },
    turbopack: { root: import.meta.dirname },
    // A page's prerender waits for WordPress as long as a build read may (src/content/wordpress/
    // build-reads.ts: 30 s a try, three tries, a few at a time): a slow WordPress must slow the
    // build, not fail it. Next's default gives a page 60 s.
    staticPageGenerationTimeout: 900,
    compiler: {
      // The global error boundary's copy of the root layout's CSS dropped (scripts/lib/global-error-css.mjs),
      // scripts marked to compile as they load (scripts/lib/compile-hints.mjs), then a Brotli copy of
      // each script and stylesheet, served by server/index.mjs to browsers that take it.
      runAfterProductionCompile: async ({ distDir }) => {
        const { keepLayoutSheetsOutOfGlobalError } = await import('./scripts/lib/global-error-css.mjs');
        console.log(
          `Root layout CSS kept out of global-error in ${await keepLayoutSheetsOutOfGlobalError(distDir)} manifests`,
        );
        const { hintCompileOnLoad } = await import('./scripts/lib/compile-hints.mjs');
        console.log(`Compile hints on ${await hintCompileOnLoad(distDir)} client scripts`);
        const { precompressBuildAssets } = await import('./server/precompressed.mjs');
        const { files, bytes, brotliBytes } = await precompressBuildAssets(distDir);
        console.log(`Brotli copies of ${files} build assets: ${bytes} -> ${brotliBytes} bytes`);
      },
    },
    experimental: {
      // The CSS goes into the HTML's <style> tags: no render-blocking stylesheet round trip before the
      // first paint (the CSP allows inline styles).
      inlineCss: true,
      // Inlined, a CSS chunk costs no request, so chunks are cut close to what each page uses. The
      // default merged every module into one chunk that each page carried three times (its <style>
      // and two copies in the RSC payload).
      cssChunking: { type: 'graph', requestCost: 2000 },
      // Making an image variant (decode, resize, WebP encode) runs on libuv's thread pool, which also
      // compresses pages: one libvips thread per variant, and a variant that takes longer than 7 s is
      // abandoned, so a crawler asking for hundreds of cold variants never holds every thread for long.
      imgOptConcurrency: 1,
      // Pages prerendered at once per build worker (default 8): a page mostly waits for WordPress, so
      // more at once make a build against a slow WordPress shorter (build-reads.ts bounds the reads).
      staticGenerationMaxConcurrency: 16,
      imgOptTimeoutInSeconds: 7,
    },
    // The Redis client stays a plain Node package so route handlers and the cache handler share one connection.
    serverExternalPackages: ['redis'],
    adapterPath: `${import.meta.dirname}/server/build-seeds.mjs`,
    ...incrementalCache(phase),
  };
};

export default nextConfig;
