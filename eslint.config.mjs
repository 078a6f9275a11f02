import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// components/ui/app-link.tsx says why in-app links go through AppLink (no prefetching).
const nextLink = {
  name: 'next/link',
  message:
    'Use AppLink (components/ui/app-link.tsx): next/link prefetches every link in view, and its code is ~2 KiB gzip of every page.',
};

// The demo backend is a package of its own (demo-backend/package.json). It takes from the portal
// only what both sides share on purpose, and the portal never takes anything from it: agencies
// deploy the portal without it. tests/unit/deploy/demo-backend-imports.test.ts follows the imports further.
const demoBackendShares = [
  'lib/schemas/.+',
  'lib/shared/.+',
  'lib/format/.+',
  'lib/i18n/locales',
  'lib/i18n/catalogues',
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [nextLink] }] },
  },
  {
    files: [
      'app/**',
      'components/**',
      'lib/**',
      'themes/**',
      'proxy.ts',
      'instrumentation*.ts',
      'server.mjs',
      'server-static.mjs',
      'server-guard.mjs',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLink],
          patterns: [
            {
              group: [
                '**/demo-backend',
                '**/demo-backend/**',
                '@agency-portal/demo-backend',
                '@agency-portal/demo-backend/**',
              ],
              message: 'The portal ships without the demo backend: nothing of it may be imported here.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['demo-backend/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [nextLink],
          patterns: [
            {
              regex: `^@/(?!(${demoBackendShares.join('|')})$)`,
              message:
                'The demo backend imports from the portal only the wire schemas (lib/schemas/) and what both sides share on purpose (lib/shared/, lib/format/, lib/i18n/locales, lib/i18n/catalogues).',
            },
          ],
        },
      ],
    },
  },
  // docs/product.md §10 "Prices": a number a user reads is written by lib/format (price, count,
  // rate, size, date) in the user's language, never by the program's own "1234.5". The CSV writer
  // (machine-readable numbers, lib/reports/csv.ts) and the Server-Timing header are not read as text.
  {
    files: ['app/**', 'components/**', 'lib/**', 'demo-backend/src/pdf/**'],
    ignores: ['lib/format/**', 'lib/reports/csv.ts', 'lib/bff/server-timing.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['toFixed', 'toLocaleString', 'toPrecision'].map((method) => ({
          selector: `CallExpression[callee.property.name='${method}']`,
          message: `No .${method}() for a number shown: use lib/format (formatPrice, formatCount, formatRate …) so it is in the user's language.`,
        })),
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message: 'Use numberFormat or a formatter of lib/format/number.ts: one cached formatter per locale.',
        },
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
            {
              name: 'next',
              message: 'The BFF is a plain Node handler: it runs outside Next in production (docs/architecture.md §9).',
            },
            {
              name: 'next-intl/server',
              message:
                "next-intl/server reads Next's request APIs; the BFF runs outside Next (docs/architecture.md §9). createTranslator from next-intl is fine.",
            },
          ],
          patterns: [
            {
              group: ['next/*'],
              message: 'The BFF is a plain Node handler: it runs outside Next in production (docs/architecture.md §9).',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'tmp/**',
      'test-results/**',
      'playwright-report/**',
      'demo-backend/data/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
