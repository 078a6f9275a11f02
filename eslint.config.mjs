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
  { ignores: ['.next/**', 'node_modules/**', 'tmp/**', 'test-results/**', 'playwright-report/**', 'demo-backend/data/**', 'next-env.d.ts'] },
];

export default config;
