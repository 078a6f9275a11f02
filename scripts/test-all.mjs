#!/usr/bin/env node
// `npm test`: every suite — jest (unit + integration against the real demo backend), then a
// production build, the Playwright end-to-end suite in Chromium (and its security and start-up
// specs again on Next's own server.js, PORTAL_SERVER=next), and the load and fault suite
// (scripts/load/run.mjs, about 3 minutes). A failing suite does not stop
// the others, so one run reports everything; the last line sums them: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** Said on the summary without failing the run. */
const notices = [];

function run(label, command, args, env = {}) {
  console.log(`\n── ${label}: ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (child.error) throw child.error;
  return child.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// 1. Jest: unit and integration projects in one run.
const jestReport = path.join(results, 'jest.json');
rmSync(jestReport, { force: true });
const jestStatus = run('jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`]);
const jest = readJson(jestReport);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests;
  totals.skipped += jest.numPendingTests + (jest.numTodoTests ?? 0);
  // A suite that fails to load has no failed tests but is a failure all the same.
  totals.failed += jest.numRuntimeErrorTestSuites ?? 0;
  if (jestStatus !== 0 && jest.numFailedTests === 0 && !jest.numRuntimeErrorTestSuites) problems.push('jest exited with an error');
} else {
  totals.failed += 1;
  problems.push('jest did not produce a report');
}

// 2. npm audit of the production dependencies: one check. When the registry's audit endpoint does
// not answer nothing was checked: that is counted as skipped and said on the summary, not passed
// (AUDIT_REQUIRED=true makes it a failure, for machines where the endpoint must be reachable).
const audit = run('audit', 'node', ['scripts/audit.mjs']);
if (audit === 0) totals.passed += 1;
else if (audit === 2 && process.env.AUDIT_REQUIRED !== 'true') {
  totals.skipped += 1;
  notices.push('npm audit NOT checked: the registry audit endpoint did not answer');
} else {
  totals.failed += 1;
  problems.push(audit === 2 ? 'npm audit could not be run' : 'npm audit: high or critical advisories in production dependencies');
}

// 3. End-to-end: the browser, a production build, then Playwright.
let e2eReady = run('tools', 'bash', ['scripts/ensure-tools.sh']) === 0;
if (!e2eReady) problems.push('Chromium is missing: end-to-end tests not run');
if (e2eReady && !process.env.SKIP_BUILD) {
  e2eReady = run('build', 'npm', ['run', 'build']) === 0;
  if (!e2eReady) problems.push('the build failed: end-to-end tests not run');
}
/** One Playwright run, its report read into the totals; `label` names it in the output and the problems. */
function playwright(label, args, env, reportName) {
  const report = path.join(results, reportName);
  rmSync(report, { force: true });
  const status = run(label, 'npx', ['playwright', 'test', ...args], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const e2e = existsSync(report) ? readJson(report) : undefined;
  if (e2e?.stats) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
    if (status !== 0 && e2e.stats.unexpected === 0) problems.push(`${label}: playwright exited with an error`);
  } else {
    problems.push(`${label}: playwright did not produce a report`);
  }
}
if (e2eReady) {
  playwright('e2e', [], {}, 'e2e.json');
  // The same build on Next's own server.js (docs/deployment.md, "Server modes"): what must hold on
  // both entries, the security specs and the production start-up.
  playwright('e2e on Next\'s server.js (PORTAL_SERVER=next)', ['tests/e2e/server-start.spec.ts', 'tests/e2e/security-'], { PORTAL_SERVER: 'next' }, 'e2e-next.json');
}
// 3. Load and faults against the same build (and nginx, which ensure-tools installs); each of its
// checks counts as one test.
if (e2eReady) {
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
}
if (problems.length > 0 && totals.failed === 0) totals.failed += problems.length;

console.log('');
// The PDFs the tests made, as first-page PNGs for a reviewer to look at (docs/testing.md).
const pdfPages = path.join(root, 'artifacts', 'offers-pdf');
if (existsSync(pdfPages)) {
  const pngs = readdirSync(pdfPages).filter((name) => name.endsWith('.png'));
  if (pngs.length) console.log(`PDF first pages for review: ${pngs.map((name) => path.join('artifacts/offers-pdf', name)).join(', ')}`);
}
for (const notice of notices) console.log(`! ${notice}`);
for (const problem of problems) console.log(`! ${problem}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
