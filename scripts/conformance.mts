/**
 * `npm run conformance -- --backend URL --login L --password P [--write] [--junit FILE] [--only GROUP]`:
 * checks a live booking backend against the portal's contract (lib/contract/conformance/run.ts),
 * prints a table and writes JUnit XML; exits 1 when a check fails. docs/booking-api/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatJunit, formatTable } from '@/lib/contract/conformance/report';
import { runConformance } from '@/lib/contract/conformance/run';

const { values } = parseArgs({
  options: {
    backend: { type: 'string' },
    login: { type: 'string' },
    password: { type: 'string' },
    write: { type: 'boolean', default: false },
    junit: { type: 'string', default: 'test-results/conformance.xml' },
    only: { type: 'string' },
  },
});
if (!values.backend || !values.login || !values.password) {
  console.error(
    'usage: npm run conformance -- --backend URL --login L --password P [--write] [--junit FILE] [--only GROUP]',
  );
  process.exit(2);
}

const report = await runConformance({
  backend: values.backend,
  login: values.login,
  password: values.password,
  write: values.write,
  only: values.only,
});
console.log(`${values.backend} as ${values.login} (${report.role ?? 'not signed in'}), ${report.calls} calls\n`);
console.log(formatTable(report.results));
const junit = resolve(values.junit);
mkdirSync(dirname(junit), { recursive: true });
writeFileSync(junit, formatJunit(report.results));
console.log(`\nwrote ${junit}`);
process.exitCode = report.results.some((r) => r.result === 'fail') ? 1 : 0;
