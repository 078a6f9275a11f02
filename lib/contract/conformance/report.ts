import { z } from 'zod';

/** One line of the kit's report: a call or a rule, and how the backend did. */
export interface CheckResult {
  /** The check's group: `read`, `auth`, `errors`, `paging`, `localisation`, `write`. */
  suite: string;
  /** The call (`GET orders`) or the rule (`refresh: grace window`). */
  name: string;
  result: 'pass' | 'fail' | 'skip';
  /** Why it failed or was skipped; for a pass, what was checked. */
  why: string;
}

type Schema = z.core.$ZodType;

/** A zod issue path as the report prints it: `data[0].number`. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out || '(body)';
}

/**
 * Checks a body against a call's schema, or against any of several (an answer that depends on the
 * query): null when one accepts it, else the issues of the closest one, e.g.
 * `data[0].number: Invalid input: expected string, received undefined`.
 */
export function schemaProblem(schema: Schema | readonly Schema[], body: unknown): string | null {
  const schemas = Array.isArray(schema) ? (schema as readonly Schema[]) : [schema as Schema];
  let best: z.core.$ZodIssue[] | null = null;
  for (const one of schemas) {
    const parsed = z.safeParse(one, body);
    if (parsed.success) return null;
    if (!best || parsed.error.issues.length < best.length) best = parsed.error.issues;
  }
  const issues = best ?? [];
  const shown = issues.slice(0, 3).map((issue) => `${issuePath(issue.path)}: ${issue.message}`);
  if (issues.length > 3) shown.push(`… ${issues.length - 3} more`);
  return shown.join('; ');
}

export const pass = (suite: string, name: string, why = ''): CheckResult => ({ suite, name, result: 'pass', why });
export const fail = (suite: string, name: string, why: string): CheckResult => ({ suite, name, result: 'fail', why });
export const skip = (suite: string, name: string, why: string): CheckResult => ({ suite, name, result: 'skip', why });

/** The report as a plain-text table: suite, call or rule, result, why. */
export function formatTable(results: readonly CheckResult[]): string {
  const rows = results.map((r) => [r.suite, r.name, r.result.toUpperCase(), r.why]);
  const header = ['suite', 'call / rule', 'result', 'why'];
  const widths = [0, 1, 2].map((i) => Math.max(header[i]!.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell))
      .join('  ')
      .trimEnd();
  const count = (result: CheckResult['result']) => results.filter((r) => r.result === result).length;
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w)).concat('---')),
    ...rows.map(line),
    '',
    `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped`,
  ].join('\n');
}

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The report as JUnit XML: one test suite per check group, one test case per call or rule. */
export function formatJunit(results: readonly CheckResult[], name = 'booking-api-conformance'): string {
  const suites = [...new Set(results.map((r) => r.suite))];
  const body = suites.map((suite) => {
    const cases = results.filter((r) => r.suite === suite);
    const failures = cases.filter((r) => r.result === 'fail').length;
    const skipped = cases.filter((r) => r.result === 'skip').length;
    const lines = cases.map((r) => {
      const open = `    <testcase classname="${xml(`${name}.${suite}`)}" name="${xml(r.name)}"`;
      if (r.result === 'pass') return `${open}/>`;
      const inner =
        r.result === 'fail'
          ? `<failure message="${xml(r.why)}">${xml(r.why)}</failure>`
          : `<skipped message="${xml(r.why)}"/>`;
      return `${open}>${inner}</testcase>`;
    });
    return [
      `  <testsuite name="${xml(suite)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}">`,
      ...lines,
      '  </testsuite>',
    ].join('\n');
  });
  const failures = results.filter((r) => r.result === 'fail').length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(name)}" tests="${results.length}" failures="${failures}">`,
    ...body,
    '</testsuites>',
    '',
  ].join('\n');
}
