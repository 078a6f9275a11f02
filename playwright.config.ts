import { defineConfig, devices } from '@playwright/test';
import { PORTAL_URL } from './tests/e2e/ports';

// Playwright cannot download browsers here: Debian's Chromium is used (docs/architecture.md §8).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Specs that change nothing another spec reads and read nothing another spec changes: they only
 * sign in and read, change only what they made themselves (a user of their own, `ownUser` in
 * tests/e2e/helpers.ts: its basket, its read marks), or start servers of their own on ports of
 * their own. They run test by test on two workers, in any order (docs/testing.md, "Time budget").
 * Every other spec shares the demo backend's seeded users and data with the rest (the agent's
 * popup, the market's prices, the flights' seats, the subpartition user's extension flag, the
 * office user's password, the rules' acknowledgements…) and runs one file at a time; each puts
 * back or makes first what it needs (docs/testing.md, "What runs beside what").
 */
const INDEPENDENT = [
  'agency.spec.ts',
  'ats-orders.spec.ts',
  'ats-money.spec.ts',
  'basket.spec.ts',
  'client-selection.spec.ts',
  'client-links.spec.ts',
  'demo-script.spec.ts',
  'errors.spec.ts',
  'faq-documents.spec.ts',
  'gateways.spec.ts',
  'keyboard.spec.ts',
  'news.spec.ts',
  'no-script.spec.ts',
  'profile.spec.ts',
  'reports.spec.ts',
  'security-bypass.spec.ts',
  'security-headers.spec.ts',
  'security-production.spec.ts',
  'screens.spec.ts',
  'search.spec.ts',
  'security-server.spec.ts',
  'security-tokens.spec.ts',
  'server-start.spec.ts',
  'staff.spec.ts',
  'subpartitions.spec.ts',
  'tables.spec.ts',
  'themes.spec.ts',
  'tooltips.spec.ts',
];

/**
 * CI runs the shared-state specs in two groups at once (scripts/test-all.mjs, docs/testing.md "What
 * runs beside what"), each with its own servers and fresh database, each followed by half of the
 * independent specs: `E2E_GROUP=2` is the files below, `E2E_GROUP=1` the rest; without it, one run
 * has them all. Within a group they run one file at a time, in no order any of them needs.
 */
const SECOND_GROUP = [
  'flight-booking.spec.ts',
  'flight-list.spec.ts',
  'flight-search.spec.ts',
  'notifications.spec.ts',
  'rules.spec.ts',
];
const group = process.env.E2E_GROUP;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // The limit for both projects; `shared-state` holds itself to one.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: PORTAL_URL,
    locale: 'ru-RU',
    // Recording a trace serialises the page at every action: on a page of tour results (6 400
    // elements) a search took 6-9 s from click to results instead of 2-3 s, past the assertions'
    // 10 s on a busy machine. A failed test is run again, and that run is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'shared-state',
      testIgnore: group === '1' ? [...INDEPENDENT, ...SECOND_GROUP] : INDEPENDENT,
      ...(group === '2' ? { testMatch: SECOND_GROUP } : {}),
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      // After the shared-state specs when both run in one invocation, so none of them changes what
      // these read while they run; scripts/test-all.mjs runs it on its own (--no-deps), on a fresh
      // database, so a failure there does not skip these.
      name: 'independent',
      testMatch: INDEPENDENT,
      fullyParallel: true,
      dependencies: ['shared-state'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${PORTAL_URL}/api/health`,
    reuseExistingServer: !process.env.CI,
    // Both servers' start, the backend's seed included (scripts/e2e-server.mjs waits up to 150 s for it).
    timeout: 240_000,
    // SIGTERM lets scripts/e2e-server.mjs stop both servers and remove its temporary database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
