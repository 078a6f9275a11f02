import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // components/ui/app-link.tsx says why in-app links go through AppLink (no prefetching).
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use AppLink (components/ui/app-link.tsx): next/link prefetches every link in view, and its code is ~2 KiB gzip of every page.' }] },
      ],
    },
  },
  // The BFF runs outside Next in production (lib/bff/node-handler.ts, docs/architecture.md §9): Next's
  // request APIs would work under `next dev` and throw there. scripts/bff-bundle.mjs checks the
  // same for everything lib/bff imports. (This block replaces the one above for these files, so it
  // keeps its next/link rule through `next/*`.)
  {
    files: ['lib/bff/**/*.ts', 'lib/session.ts', 'lib/env.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next', message: 'The BFF is a plain Node handler: it runs outside Next in production (docs/architecture.md §9).' },
            { name: 'next-intl/server', message: 'next-intl/server reads Next\'s request APIs; the BFF runs outside Next (docs/architecture.md §9). createTranslator from next-intl is fine.' },
          ],
          patterns: [{ group: ['next/*'], message: 'The BFF is a plain Node handler: it runs outside Next in production (docs/architecture.md §9).' }],
        },
      ],
    },
  },
  { ignores: ['.next/**', 'node_modules/**', 'tmp/**', 'test-results/**', 'playwright-report/**', 'demo-backend/data/**', 'next-env.d.ts'] },
];

export default config;
