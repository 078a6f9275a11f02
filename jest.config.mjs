// Jest with SWC: TypeScript 7 has no compiler API for ts-node, so the config is plain ESM.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  // .mjs: the production entry's helpers (server-static.mjs, scripts/bff-bundle.mjs) that lib/bff and tests import.
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/stubs/empty.js',
    '\\.css$': '<rootDir>/tests/stubs/empty.js',
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|iron-session|uncrypto|iron-webcrypto|next-intl|use-intl|intl-messageformat|@formatjs|icu-minify)/)',
  ],
};

const config = {
  // Jest reads the timeout for the whole run, not per project. The integration files start a real
  // demo backend on a freshly seeded database (a few seconds on two cores, often in a beforeAll),
  // too close to the 5 s default; 30 s still fails a test that hangs.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/unit/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup-router.ts', '<rootDir>/tests/unit/setup-waits.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts', '<rootDir>/demo-backend/tests/**/*.test.ts'],
    },
  ],
};

export default config;
