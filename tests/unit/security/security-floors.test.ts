import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The packages that guard the portal's security never resolve below the floor the project states
 * for them (security-floors.json, each with the advisory that set it; docs/testing.md,
 * "Security"). Needs no network, unlike `npm audit`: it reads the installed copies, the root's,
 * the demo backend's and the standalone tree's that ships.
 */

const root = path.resolve(__dirname, '../../..');

interface Floor {
  floor: string;
  advisory: string;
  url: string;
  history?: { floor: string; advisory: string; url: string }[];
}
const floors = (
  JSON.parse(readFileSync(path.join(root, 'security-floors.json'), 'utf8')) as { packages: Record<string, Floor> }
).packages;

/** Semver order (https://semver.org §11): numbers compared as numbers, a prerelease before its release. */
function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version.trim());
    if (!match) throw new Error(`not a semantic version: ${version}`);
    return { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4]?.split('.') ?? [] };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) if (x.core[i] !== y.core[i]) return x.core[i]! < y.core[i]! ? -1 : 1;
  if (x.pre.length === 0 && y.pre.length === 0) return 0;
  if (x.pre.length === 0) return 1;
  if (y.pre.length === 0) return -1;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const p = x.pre[i];
    const q = y.pre[i];
    if (p === undefined) return -1;
    if (q === undefined) return 1;
    if (p === q) continue;
    const pn = /^\d+$/.test(p);
    const qn = /^\d+$/.test(q);
    if (pn && qn) return Number(p) < Number(q) ? -1 : 1;
    if (pn !== qn) return pn ? -1 : 1;
    return p < q ? -1 : 1;
  }
  return 0;
}

/** Every installed copy of a package this checkout resolves or ships. */
function installed(name: string): { where: string; version: string }[] {
  return ['node_modules', 'demo-backend/node_modules', '.next/standalone/node_modules']
    .map((dir) => path.join(dir, name, 'package.json'))
    .filter((file) => existsSync(path.join(root, file)))
    .map((file) => ({
      where: file,
      version: (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as { version: string }).version,
    }));
}

describe('the version comparator', () => {
  it.each([
    ['16.4.6', '16.3.3', 1],
    ['16.3.3', '16.3.3', 0],
    ['16.3.2', '16.3.3', -1],
    ['16.10.0', '16.9.9', 1],
    ['5.12.2', '5.8.3', 1],
    ['9.0.0', '10.0.0', -1],
    ['16.3.3-canary.1', '16.3.3', -1],
    ['16.3.3', '16.3.3-canary.1', 1],
    ['1.0.0-alpha', '1.0.0-alpha.1', -1],
    ['1.0.0-alpha.1', '1.0.0-alpha.beta', -1],
    ['1.0.0-beta.2', '1.0.0-beta.11', -1],
    ['1.0.0-rc.1', '1.0.0', -1],
    ['1.0.0+build.5', '1.0.0', 0],
  ])('%s against %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('security floors (security-floors.json)', () => {
  it('names next, iron-session, jose and fastify, each floor with its advisory and a link', () => {
    expect(Object.keys(floors).sort()).toEqual(['fastify', 'iron-session', 'jose', 'next']);
    for (const [name, floor] of Object.entries(floors)) {
      expect({ name, advisory: /(CVE|GHSA)-/.test(floor.advisory), url: /^https:\/\//.test(floor.url) }).toEqual({
        name,
        advisory: true,
        url: true,
      });
      // The floor is at least every earlier floor of the package.
      for (const earlier of floor.history ?? [])
        expect(compareVersions(floor.floor, earlier.floor)).toBeGreaterThanOrEqual(0);
    }
    // next: at least the release that fixed the proxy bypass and RSC advisories of 2025–2026.
    expect(compareVersions(floors.next!.floor, '16.2.11')).toBeGreaterThanOrEqual(0);
  });

  it.each(Object.keys(floors))('%s resolves at or above its floor everywhere it is installed', (name) => {
    const copies = installed(name);
    expect(copies.length).toBeGreaterThan(0);
    const below = copies.filter(({ version }) => compareVersions(version, floors[name]!.floor) < 0);
    expect(
      below.map(({ where, version }) => `${where} ${version} < ${floors[name]!.floor} (${floors[name]!.advisory})`),
    ).toEqual([]);
  });
});
