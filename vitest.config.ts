import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside a React Server bundle; tests import server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

const unitExcluded = [
  '**/*.int.test.ts',
  'node_modules/**',
  'tests/e2e/**',
  'wordpress/.runtime/**',
  '.next*/**',
];
/** Unit tests whose modules keep state between files (a breaker, a cooldown): each in a fresh module graph. */
const statefulTests = [
  'src/content/wordpress/breaker.test.ts',
  'src/revalidation/sitemap-refresh.test.ts',
  'app/api/sitemap/route.test.ts',
];
/** Unit tests of modules that need a DOM (documents, forms, the browser's fetch and storage). */
const domTests = [
  'components/widgets/carousel-config.test.ts',
  'server/security-headers.test.ts',
  'src/seo/feed.test.ts',
  'src/forms/resume.test.ts',
  'src/forms/server/handlers.test.ts',
];

/**
 * An imported picture is what Next's bundler makes of it: its address under `src` (Vite would give
 * the address alone).
 */
const nextStaticImages = {
  name: 'next-static-images',
  enforce: 'pre' as const,
  load(id: string) {
    if (!/\.svg$/.test(id)) return null;
    return `export default { src: ${JSON.stringify(`/${path.relative(import.meta.dirname, id)}`)} };`;
  },
};

export default defineConfig({
  plugins: [nextStaticImages],
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      // Modules without a DOM run in Node: a browser environment per file cost more than the tests.
      // They share one module graph per worker (isolating each file doubled the run); those that
      // keep state between files are isolated.
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          globals: true,
          isolate: false,
          setupFiles: ['tests/support/setup-server.ts'],
          include: ['**/*.test.ts'],
          exclude: [...unitExcluded, ...domTests, ...statefulTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          globals: true,
          setupFiles: ['tests/support/setup-server.ts'],
          include: statefulTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['tests/support/setup-dom.ts'],
          include: ['**/*.test.tsx', ...domTests],
          exclude: unitExcluded,
        },
      },
      // Each builds the site and runs its servers: one at a time.
      {
        extends: true,
        test: {
          name: 'integration-builds',
          environment: 'node',
          globals: true,
          include: ['tests/integration/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      // WordPress, Redis and MariaDB on ports of each file's own: two files at a time, as they spend
      // much of their time waiting on PHP.
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          globals: true,
          include: ['**/*.int.test.ts'],
          exclude: ['node_modules/**', 'wordpress/.runtime/**', '.next*/**', 'tests/integration/**'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
