import { readFileSync } from 'node:fs';
import path from 'node:path';
// semver is not a dependency of the portal: it comes with npm's own tooling (hoisted by several
// development packages); only satisfies() is used, the same in every major.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const semver = require('semver') as { satisfies(version: string, range: string): boolean };

/**
 * A fresh clone stays clean after `npm install`, with no warning (README "Run it"): npm rewrites
 * package-lock.json when the lock's copy of package.json differs from it, when it lacks the other
 * platforms' optional packages, and warns EBADENGINE for a package that refuses the running Node.
 */
const root = process.cwd();
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  engines?: { node?: string };
  workspaces?: string[];
}
const manifest = json('package.json') as Manifest;
const lock = json('package-lock.json') as {
  packages: Record<string, Manifest & { version?: string; engines?: unknown }>;
};

/** The lowest version of each Node line the engines range names: `^20.19.0 || ^22.13.0 || >=24` → 20.19.0, 22.13.0, 24.0.0. */
function lowestOfEachLine(range: string): string[] {
  return range.split('||').map((part) => {
    const [major = '0', minor = '0', patch = '0'] = (/(\d+(?:\.\d+){0,2})/.exec(part)?.[1] ?? '').split('.');
    return `${major}.${minor}.${patch}`;
  });
}

describe('package-lock.json', () => {
  const range = manifest.engines?.node ?? '';
  const lowest = lowestOfEachLine(range);

  it('names the Node versions the project supports, Node 20 among them', () => {
    expect(lowest[0]).toMatch(/^20\./);
    for (const version of lowest) expect(semver.satisfies(version, range)).toBe(true);
  });

  it('holds no package that refuses a Node version the project supports (npm would warn EBADENGINE)', () => {
    const refusing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      // A package only for a processor the project is not run on (32-bit Windows) is never installed.
      const cpu = (entry as { cpu?: string[] }).cpu;
      if (cpu && !cpu.some((name) => name === 'x64' || name === 'arm64')) continue;
      const node =
        typeof entry.engines === 'object' && entry.engines !== null
          ? (entry.engines as { node?: unknown }).node
          : undefined;
      if (typeof node !== 'string') continue;
      for (const version of lowest)
        if (!semver.satisfies(version, node))
          refusing.push(`${where}@${entry.version} needs node ${node}, not ${version}`);
    }
    expect(refusing).toEqual([]);
  });

  it('copies package.json as npm writes it: the same lists in the same (sorted) order, the same engines', () => {
    const own = lock.packages[''] ?? {};
    for (const field of ['dependencies', 'devDependencies'] as const) {
      const names = Object.keys(manifest[field] ?? {});
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      expect(Object.entries(own[field] ?? {})).toEqual(Object.entries(manifest[field] ?? {}));
    }
    expect(own.engines).toEqual(manifest.engines);
    expect(own.workspaces).toEqual(manifest.workspaces);
    expect(lock.packages['demo-backend']?.engines).toEqual((json('demo-backend/package.json') as Manifest).engines);
  });

  it('holds the other platforms’ optional packages, so an install on Linux, macOS or Windows adds none', () => {
    for (const name of [
      '@next/swc-darwin-arm64',
      '@next/swc-win32-x64-msvc',
      '@next/swc-linux-x64-musl',
      '@esbuild/darwin-arm64',
      '@esbuild/win32-x64',
    ]) {
      expect(lock.packages[`node_modules/${name}`]).toBeDefined();
    }
  });
});
