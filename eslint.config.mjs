import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import agency from './lint/no-typed-figures.mjs';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Copy a visitor reads: company figures come from src/content/company.ts.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/content/company.ts'],
    plugins: { agency },
    rules: { 'agency/no-typed-figures': 'error' },
  },
  {
    // CommonJS preloads (node --require) cannot use import.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      // Other build folders (.next-e2e, .next-bench) are build output too.
      '.next-*/**',
      'wordpress/.runtime/**',
      // Embedded WordPress data of local and e2e runs.
      '.data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
