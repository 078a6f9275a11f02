import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every form says how it is sent (docs/architecture.md §6 "Before the script"): `get` for a
// filter that works without script, `post` for one its script sends, which a submit before the
// script has run must not turn into a GET with what was typed (a password, a passport) in the
// address; lib/held-actions.ts holds those until the script runs.

const ROOTS = ['components', 'app'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return full.endsWith('.tsx') ? [full] : [];
  });
}

/** Each `<form …>` opening tag of the source (its attributes up to the tag's end), with its line. */
function formTags(source: string): { line: number; tag: string }[] {
  const tags: { line: number; tag: string }[] = [];
  for (const match of source.matchAll(/<form(?=[\s>])/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end += 1) {
      const char = source[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0 && source[end - 1] !== '=') break;
    }
    tags.push({ line: source.slice(0, match.index).split('\n').length, tag: source.slice(match.index, end + 1) });
  }
  return tags;
}

describe('forms', () => {
  const files = ROOTS.flatMap((root) => sources(path.join(process.cwd(), root)));

  it('finds the forms it checks', () => {
    expect(files.flatMap((file) => formTags(readFileSync(file, 'utf8'))).length).toBeGreaterThan(20);
  });

  it('each declare method="get" or method="post"', () => {
    const undeclared = files.flatMap((file) =>
      formTags(readFileSync(file, 'utf8'))
        .filter(({ tag }) => !/\smethod="(get|post)"/.test(tag))
        .map(({ line }) => `${path.relative(process.cwd(), file)}:${line}`),
    );
    expect(undeclared).toEqual([]);
  });
});
