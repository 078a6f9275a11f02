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
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/stubs/empty.js', '\\.css$': '<rootDir>/tests/stubs/empty.js' },
  transformIgnorePatterns: ['/node_modules/(?!(jose|iron-session|uncrypto|iron-webcrypto|next-intl|use-intl|intl-messageformat|@formatjs|icu-minify)/)'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      // A form rendered with its validation takes well under a second; 15 s leaves room for a
      // loaded two-core machine without hiding a test that hangs.
      testTimeout: 15_000,
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/unit/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/unit/setup-router.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      // Each file starts a real demo backend on a freshly seeded database (a few seconds on two
      // cores), often in a beforeAll: jest's 5 s default is too close to that.
      testTimeout: 30_000,
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts', '<rootDir>/demo-backend/tests/**/*.test.ts'],
    },
  ],
};
