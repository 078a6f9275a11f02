import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Which files of the checkout a folder's sources load, read from the import statements: `@/`
 * (tsconfig.json's path to the root) and relative specifiers, static, dynamic and re-exports.
 * `.mjs` stands for `.mts` as tsx reads it. Packages and node: built-ins are collected, not followed.
 */

const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const SOURCE = /\.(m?tsx?|json)$/;

export interface CheckoutImports {
  /** Checkout paths (posix, from the root) loaded by the folder's sources, those sources included. */
  files: Set<string>;
  /** One entry per import of a checkout file: who imports what. */
  edges: { from: string; to: string }[];
  /** Package names imported by value (type-only imports left out), with a file that does. */
  packages: Map<string, string>;
}

export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(root, file);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.json') ? [file] : [];
  });
}

/** The file an import names (a stylesheet too), or null for a package; throws when a path names no file. */
export function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    base.replace(/\.mjs$/, '.mts'),
    base.replace(/\.js$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.mts`,
    `${base}/index.ts`,
    `${base}.json`,
  ];
  const found = candidates.find(
    (file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile(),
  );
  if (!found) throw new Error(`${from}: cannot resolve '${specifier}'`);
  return found;
}

/** The specifiers of one file's imports, and whether each is type-only. */
export function importsOf(text: string): { specifier: string; typeOnly: boolean }[] {
  // Comments go first: they quote imports ("… from 'x'") that load nothing.
  const source = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...source.matchAll(SPECIFIER)].map((match) => {
    if (/import\s*\($/.test(match[0].slice(0, match[0].indexOf(match[1]!) - 1)))
      return { specifier: match[1]!, typeOnly: false };
    // The statement's first line: an import spread over lines starts with `import` or `export`.
    const start =
      Math.max(source.lastIndexOf('\nimport', match.index), source.lastIndexOf('\nexport', match.index)) + 1;
    return { specifier: match[1]!, typeOnly: /^(import|export)\s+type\b/.test(source.slice(start, match.index)) };
  });
}

/** Everything `dir`'s sources load from the checkout, following imports through the files they reach. */
export function checkoutImports(root: string, dir: string): CheckoutImports {
  const queue = sourceFiles(root, dir);
  const files = new Set(queue);
  const edges: CheckoutImports['edges'] = [];
  const packages = new Map<string, string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (file.endsWith('.json')) continue;
    for (const { specifier, typeOnly } of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      const target = resolveImport(root, file, specifier);
      if (target === null) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (!typeOnly && !name.startsWith('node:')) packages.set(name, packages.get(name) ?? file);
        continue;
      }
      edges.push({ from: file, to: target });
      if (files.has(target) || !SOURCE.test(target)) continue;
      files.add(target);
      queue.push(target);
    }
  }
  return { files, edges, packages };
}
