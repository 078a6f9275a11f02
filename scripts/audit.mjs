#!/usr/bin/env node
// `npm audit --omit=dev` for `npm test` (docs/testing.md, "Security"): the production dependencies must have
// no high or critical advisory. Exit 0: checked and clean; 1: such advisories (listed); 2: the
// registry's audit endpoint did not answer, so nothing was checked, and this says so.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  // npm prints the failed request (e.g. a mirror answering 405 to the bulk advisory POST) as JSON.
  const why = report?.message ?? run.error?.message ?? (run.stderr.trim().split('\n').pop() || `exit ${run.status}`);
  console.error(`npm audit: NOT CHECKED: the registry's audit endpoint did not answer (${why})`);
  process.exit(2);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter(
  (v) => v.severity === 'high' || v.severity === 'critical',
);
const summary = Object.entries(counts)
  .filter(([name]) => name !== 'total')
  .map(([name, n]) => `${n} ${name}`)
  .join(', ');
if (serious.length > 0) {
  console.error(`npm audit --omit=dev: ${summary}`);
  for (const v of serious)
    console.error(`  ${v.severity}: ${v.name} ${v.range} (fix: ${JSON.stringify(v.fixAvailable)})`);
  process.exit(1);
}
console.log(`npm audit --omit=dev: no high or critical advisory (${summary})`);
