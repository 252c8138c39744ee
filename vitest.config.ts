import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside a React Server bundle; tests import server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['tests/support/setup-dom.ts'],
          include: ['**/*.test.{ts,tsx}'],
          exclude: [
            '**/*.int.test.ts',
            'node_modules/**',
            'tests/e2e/**',
            'wordpress/.runtime/**',
            '.next*/**',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          globals: true,
          include: ['**/*.int.test.ts'],
          exclude: ['node_modules/**', 'wordpress/.runtime/**', '.next*/**'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
