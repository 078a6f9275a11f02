#!/usr/bin/env node
// `npm test`: every suite — jest (unit + integration against the real demo backend), then a
// production build, the Playwright end-to-end suite in Chromium (and its security and start-up
// specs again on Next's own server.js, PORTAL_SERVER=next), and the load and fault suite
// (scripts/load/run.mjs, about 3 minutes). A failing suite does not stop
// the others, so one run reports everything; the last line sums them: "N passed, N failed".
// `--static` (what .ci/run passes) runs the typecheck and lint first, one check each.
// Each suite is timed; the summary before the last line lists them (docs/testing.md, "Time budget").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { overText } from './bench/route-budget.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Said on the summary without failing the run. */
const notices = [];
/**
 * The tests a run names on the summary: those that failed, and the flaky ones, which passed only
 * when run again and fail the run all the same (docs/testing.md, "Retries"), each with its suite
 * and place. Declared before the first suite, which names its failures (jest's).
 */
const named = { failed: [], flaky: [] };
/** One row per suite run: its label, what it added to the totals, its wall time. */
const timings = [];

function run(label, command, args, env = {}) {
  console.log(`\n── ${label}: ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (child.error) throw child.error;
  return child.status ?? 1;
}

/**
 * Runs one suite and times it; its row in the summary shows what it added to the totals (a problem
 * it reported counts as failed there, as it does in the last line when nothing else failed).
 */
function suite(label, fn) {
  const before = { ...totals, problems: problems.length };
  const started = process.hrtime.bigint();
  fn();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  timings.push({
    label,
    passed: totals.passed - before.passed,
    failed: totals.failed - before.failed,
    skipped: totals.skipped - before.skipped,
    problems: problems.length - before.problems,
    seconds,
  });
}

/** A command that is one check: exit 0 passes it. */
/** A check run beside others (runBeside); whether it passed. Its row has its own wall time. */
async function checkBeside(label, command, args) {
  const started = process.hrtime.bigint();
  const passed = (await runBeside(label, command, args)) === 0;
  if (passed) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(`${label} failed`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  timings.push({ label, passed: passed ? 1 : 0, failed: passed ? 0 : 1, skipped: 0, problems: 0, seconds });
  return passed;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const duration = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

// 0. With --static (CI): the type check and the lint, one check each, beside each other (tsc,
// eslint, prettier and knip each keep one core busy; run one after the other the two cores took
// 1:28, docs/testing.md "Time budget").
let typesChecked = false;
if (process.argv.includes('--static')) {
  const [types] = await Promise.all([
    checkBeside('typecheck', 'npm', ['run', 'typecheck']),
    checkBeside('lint', 'npm', ['run', 'lint']),
  ]);
  typesChecked = types;
}

// 1. Jest: unit and integration projects in one run.
suite('jest', () => {
  const jestReport = path.join(results, 'jest.json');
  rmSync(jestReport, { force: true });
  // Two workers on two cores: jest's default keeps one core for its own process, which only waits
  // (the integration files start a demo backend each and spend their time in it).
  const jestStatus = run('jest', 'npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestReport}`]);
  const jest = readJson(jestReport);
  if (jest) {
    totals.passed += jest.numPassedTests;
    totals.failed += jest.numFailedTests;
    totals.skipped += jest.numPendingTests + (jest.numTodoTests ?? 0);
    // A suite that fails to load has no failed tests but is a failure all the same.
    totals.failed += jest.numRuntimeErrorTestSuites ?? 0;
    for (const file of jest.testResults ?? []) {
      const where = path.relative(root, file.name ?? file.testFilePath ?? '');
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'))
        named.failed.push(`jest: ${where} (did not load)`);
      for (const test of file.assertionResults ?? [])
        if (test.status === 'failed') named.failed.push(`jest: ${where} › ${test.fullName}`);
    }
    if (jestStatus !== 0 && jest.numFailedTests === 0 && !jest.numRuntimeErrorTestSuites)
      problems.push('jest exited with an error');
  } else {
    totals.failed += 1;
    problems.push('jest did not produce a report');
  }
});

// 2. npm audit of the production dependencies: one check. When the registry's audit endpoint does
// not answer nothing was checked: that is counted as skipped and said on the summary, not passed
// (AUDIT_REQUIRED=true makes it a failure, for machines where the endpoint must be reachable).
suite('audit', () => {
  const audit = run('audit', 'node', ['scripts/audit.mjs']);
  if (audit === 0) totals.passed += 1;
  else if (audit === 2 && process.env.AUDIT_REQUIRED !== 'true') {
    totals.skipped += 1;
    notices.push('npm audit NOT checked: the registry audit endpoint did not answer');
  } else {
    totals.failed += 1;
    problems.push(
      audit === 2 ? 'npm audit could not be run' : 'npm audit: high or critical advisories in production dependencies',
    );
  }
});

// 3. End-to-end: the browser, a production build (the only one of the run: the end-to-end and
// load suites both use it), then Playwright.
let e2eReady = false;
suite('tools', () => {
  e2eReady = run('tools', 'bash', ['scripts/ensure-tools.sh']) === 0;
  if (!e2eReady) problems.push('Chromium is missing: end-to-end tests not run');
});
if (e2eReady && !process.env.SKIP_BUILD) {
  suite('build', () => {
    // The build skips its own pass over the types when the typecheck above passed (next.config.ts).
    e2eReady = run('build', 'npm', ['run', 'build'], typesChecked ? { PORTAL_TYPES_CHECKED: '1' } : {}) === 0;
    if (!e2eReady) problems.push('the build failed: end-to-end tests not run');
  });
}

/** How much of a failed attempt's error the summary quotes: the CI log's tail is all some readers get. */
const ERROR_QUOTE_CHARS = 400;

/** The first failed attempt's error, on one line, without colour codes. */
function firstError(test) {
  const error = (test.results ?? []).flatMap((result) => result.errors ?? [])[0];
  const text = (error?.message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? ` — ${text.slice(0, ERROR_QUOTE_CHARS)}` : '';
}

/** Walks a Playwright JSON report's nested suites and names its failed and flaky tests, each with its first error. */
function nameTests(label, suites = []) {
  for (const child of suites) {
    for (const spec of child.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const where = `${label}: ${spec.file}:${spec.line} › ${spec.title}${firstError(test)}`;
        if (test.status === 'unexpected') named.failed.push(where);
        else if (test.status === 'flaky') named.flaky.push(where);
      }
    }
    nameTests(label, child.suites);
  }
}

/** Adds one Playwright run's JSON report (named after its label) to the totals; its counts. */
function countPlaywright(label, report, status) {
  const result = existsSync(report) ? readJson(report) : undefined;
  const counts = { passed: 0, failed: 0, skipped: 0, problems: 0 };
  nameTests(label, result?.suites);
  if (result?.stats) {
    // A flaky test (failed, then passed on its retry) is a failed test.
    counts.passed = result.stats.expected;
    counts.failed = result.stats.unexpected + result.stats.flaky;
    counts.flaky = result.stats.flaky;
    counts.skipped = result.stats.skipped;
    if (status !== 0 && result.stats.unexpected === 0) {
      counts.problems = 1;
      problems.push(`playwright (${label}) exited with an error`);
    }
  } else {
    counts.problems = 1;
    problems.push(`playwright (${label}) did not produce a report`);
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  return counts;
}

/** A command run beside others: its output lines carry its label. Resolves to its exit status. */
function runBeside(label, command, args, env = {}) {
  console.log(`\n── ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const forward = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Lanes of Playwright runs at the same time: the runs of a lane one after the other, each with its
 * own servers on the lane's ports (and so its own fresh database) and its own output folder; each
 * run is a row of the summary with its own wall time.
 */
async function playwrightLanes(lanes) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const { label, args, env = {} } of lane) {
        const report = path.join(results, `${label}.json`);
        rmSync(report, { force: true });
        const started = process.hrtime.bigint();
        const status = await runBeside(label, 'npx', ['playwright', 'test', ...args], {
          ...env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        });
        const counts = countPlaywright(label, report, status);
        timings.push({ label, ...counts, seconds: Number(process.hrtime.bigint() - started) / 1e9 });
      }
    }),
  );
}

// Two lanes at once, one browser each, so both cores stay busy until the end (docs/testing.md,
// "What runs beside what"): in each, one group of the specs that share the demo backend's data
// (playwright.config.ts, E2E_GROUP; one file at a time on a fresh database), then half of the
// independent specs (`--shard`). Every run has its own servers and database, so a failure in one
// does not skip another. Every run of the lanes keeps its axe verdicts in one folder, so a page
// shape judged in one is not judged again in another (tests/e2e/fixtures.ts, JudgedShapes).
if (e2eReady) {
  const port = (name, fallback, offset) => String(Number(process.env[name] ?? fallback) + offset);
  const judgedDir = path.join(results, 'axe-judged');
  rmSync(judgedDir, { recursive: true, force: true });
  const lane = (n) => {
    const env = {
      E2E_AXE_JUDGED_DIR: judgedDir,
      E2E_PORTAL_PORT: port('E2E_PORTAL_PORT', 3100, (n - 1) * 10),
      E2E_BACKEND_PORT: port('E2E_BACKEND_PORT', 4100, (n - 1) * 10),
    };
    const suffix = n === 1 ? '' : `-${n}`;
    return [
      {
        label: `e2e${suffix}`,
        args: ['--project=shared-state', `--output=test-results/e2e${suffix}`],
        env: { ...env, E2E_GROUP: String(n) },
      },
      {
        label: `e2e-indep${suffix}`,
        args: [
          '--project=independent',
          '--no-deps',
          '--workers=1',
          `--shard=${n}/2`,
          `--output=test-results/e2e-indep${suffix}`,
        ],
        env,
      },
    ];
  };
  // The same build on Next's own server.js (docs/deployment.md, "Server modes"): what must hold
  // on both entries, the security specs that meet the server itself and the production start-up,
  // after the second lane's runs (the shorter lane in the last CI runs, docs/testing.md "Time
  // budget"). The tokens spec is not repeated: what it searches (pages, RSC payloads, API answers)
  // is the portal's own output, the same through either entry, and it is the longest of them.
  const nextSpecs = ['server-start', 'security-bypass', 'security-headers', 'security-production', 'security-server'];
  const onNext = {
    label: 'e2e-next',
    args: [
      '--project=independent',
      '--no-deps',
      '--output=test-results/e2e-next',
      ...nextSpecs.map((spec) => `tests/e2e/${spec}.spec.ts`),
    ],
    env: { ...lane(2)[1].env, PORTAL_SERVER: 'next' },
  };
  await playwrightLanes([lane(1), [...lane(2), onNext]]);
}
// The first-load script budget as shipped, every route as every role that may open it
// (scripts/bench/route-budget.mjs, docs/performance.md): one check per route, failed when the
// route is over either budget for any role; the whole table stays in test-results/budget.md.
if (e2eReady) {
  suite('budget', () => {
    const budgetReport = path.join(results, 'budget.json');
    rmSync(budgetReport, { force: true });
    const status = run('budget', process.execPath, [
      'scripts/bench/route-budget.mjs',
      '--json',
      budgetReport,
      '--table',
      path.join(results, 'budget.md'),
    ]);
    const budget = readJson(budgetReport);
    if (!budget) {
      totals.failed += 1;
      problems.push('the budget check did not produce a report');
      return;
    }
    const routes = new Map();
    for (const row of budget.rows.filter((candidate) => candidate.status === 'measured')) {
      const over = row.overShared || row.overOwn;
      if (!routes.has(row.route)) routes.set(row.route, []);
      if (over) routes.get(row.route).push(`${row.role}: ${overText(row)}`);
    }
    for (const [route, overs] of routes) {
      if (overs.length === 0) totals.passed += 1;
      else {
        totals.failed += 1;
        named.failed.push(`budget: ${route} (${overs.join('; ')})`);
      }
    }
    if (status !== 0 && [...routes.values()].every((overs) => overs.length === 0))
      problems.push('the budget check exited with an error');
  });
}

// 4. Load and faults against the same build (and nginx, which ensure-tools installs); each of its
// checks counts as one test.
if (e2eReady) {
  suite('load', () => {
    const loadReport = path.join(results, 'load.json');
    rmSync(loadReport, { force: true });
    const status = run('load', process.execPath, ['scripts/load/run.mjs']);
    const load = readJson(loadReport);
    if (load) {
      totals.passed += load.passed;
      totals.failed += load.failed;
      if (status !== 0 && load.failed === 0) problems.push('the load suite exited with an error');
    } else {
      problems.push('the load suite did not produce a report');
    }
  });
}
if (problems.length > 0 && totals.failed === 0) totals.failed += problems.length;

// Each suite's counts and wall time; .ci/run passes the time its own setup took (tools, npm ci)
// and when it started, so the total is the whole CI run's.
console.log('\nSuite       passed  failed  skipped  time');
const rows = [...timings];
const setupSeconds = Number(process.env.CI_SETUP_SECONDS);
if (Number.isFinite(setupSeconds) && setupSeconds >= 0) rows.unshift({ label: 'setup', seconds: setupSeconds });
for (const row of rows) {
  const count = (key) => (row[key] === undefined ? '-' : String(row[key]));
  const flagged = row.problems ? `  ! ${row.problems} problem${row.problems > 1 ? 's' : ''}` : '';
  console.log(
    `${row.label.padEnd(10)} ${count('passed').padStart(7)} ${count('failed').padStart(7)} ${count('skipped').padStart(8)}  ${duration(row.seconds).padStart(5)}${flagged}`,
  );
}
const startedAt = Number(process.env.CI_STARTED_AT);
const total =
  Number.isFinite(startedAt) && startedAt > 0
    ? Date.now() / 1000 - startedAt
    : rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(
  `${'total'.padEnd(10)} ${String(totals.passed).padStart(7)} ${String(totals.failed).padStart(7)} ${String(totals.skipped).padStart(8)}  ${duration(total).padStart(5)}`,
);

console.log('');
// The PDFs the tests made, as first-page PNGs for a reviewer to look at (docs/testing.md).
const pdfPages = path.join(root, 'artifacts', 'offers-pdf');
if (existsSync(pdfPages)) {
  const pngs = readdirSync(pdfPages).filter((name) => name.endsWith('.png'));
  if (pngs.length)
    console.log(
      `PDF first pages for review: ${pngs.map((name) => path.join('artifacts/offers-pdf', name)).join(', ')}`,
    );
}
// Named last, just above the totals, so the tail of a CI log says which tests to look at.
for (const where of named.failed) console.log(`✘ failed: ${where}`);
for (const notice of notices) console.log(`! ${notice}`);
for (const problem of problems) console.log(`! ${problem}`);
// Flaky tests (failed, then passed on the retry) are among the failed of the last line.
for (const where of named.flaky) console.log(`✘ flaky, counted as failed: ${where}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
