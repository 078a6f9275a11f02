// Which Node runs the portal (and the plain proxy beside it) in the benchmark's tools: the one the
// container ships, so the figures are those of what operations deploy. The Dockerfile names its
// major (`ARG NODE_VERSION=24`); when the machine's own Node is another, that release comes from
// the npm registry's `node-<os>-<arch>` package (the official binary, as the `node` package
// installs it), kept in node_modules/.cache/bench-node/<major>/. The tools themselves (autocannon,
// Lighthouse, the demo backend with its native SQLite driver) stay on the machine's Node.
//
//   BENCH_NODE=current       the machine's Node for the portal too
//   BENCH_NODE=/path/to/node that binary
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The Node major of the container image (the Dockerfile's `ARG NODE_VERSION=`), or null. */
export function containerNodeMajor(dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8')) {
  const major = /^ARG NODE_VERSION=(\d+)\s*$/m.exec(dockerfile)?.[1];
  return major ? Number(major) : null;
}

/** `node --version` of a binary, or null when it does not run. */
function versionOf(binary) {
  const run = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** The registry package holding the Node binary of this machine's kind, or null when there is none. */
function binaryPackage() {
  const platform = { linux: 'linux', darwin: 'darwin' }[os.platform()];
  const arch = { x64: 'x64', arm64: 'arm64' }[os.arch()];
  return platform && arch ? `node-${platform}-${arch}` : null;
}

/** Node `major` from the registry into the cache (once): its binary's `{ path, version }`. Throws with the reason. */
function fetchNode(major) {
  const dir = path.join(root, 'node_modules', '.cache', 'bench-node', String(major));
  const binary = path.join(dir, 'bin', 'node');
  const cached = existsSync(binary) ? versionOf(binary) : null;
  if (cached) return { path: binary, version: cached };
  const pkg = binaryPackage();
  if (!pkg) throw new Error(`no registry package of Node for ${os.platform()} ${os.arch()}`);
  const download = mkdtempSync(path.join(os.tmpdir(), 'bench-node-'));
  try {
    const pack = spawnSync('npm', ['pack', `${pkg}@${major}`, '--pack-destination', download, '--silent'], { encoding: 'utf8' });
    const tarball = readdirSync(download).find((name) => name.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${pkg}@${major} failed: ${(pack.stderr || pack.stdout).trim().split('\n').at(-1)}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const untar = spawnSync('tar', ['-xzf', path.join(download, tarball), '-C', dir, '--strip-components=1'], { encoding: 'utf8' });
    const version = untar.status === 0 ? versionOf(binary) : null;
    if (!version) throw new Error(`unpacking ${tarball} failed: ${untar.stderr.trim()}`);
    return { path: binary, version };
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
}

let chosen;

/**
 * The portal's Node: `{ path, version, why }`, decided once per process. When the container's
 * release cannot be had, the machine's own Node is used and `why` says so (the report shows it).
 */
export function portalNode() {
  if (chosen) return chosen;
  const current = { path: process.execPath, version: process.version };
  const wanted = process.env.BENCH_NODE;
  if (wanted === 'current') return (chosen = { ...current, why: 'BENCH_NODE=current' });
  if (wanted) {
    const version = versionOf(wanted);
    if (!version) throw new Error(`BENCH_NODE=${wanted} does not run`);
    return (chosen = { path: wanted, version, why: `BENCH_NODE=${wanted}` });
  }
  const major = containerNodeMajor();
  if (major === null) return (chosen = { ...current, why: 'the Dockerfile names no NODE_VERSION' });
  if (Number(process.versions.node.split('.')[0]) === major) return (chosen = { ...current, why: `the container's Node ${major}` });
  try {
    return (chosen = { ...fetchNode(major), why: `the container's Node ${major} (Dockerfile), from the npm registry's ${binaryPackage()}` });
  } catch (error) {
    console.warn(`[bench] the container's Node ${major} could not be had (${error.message}); the portal runs on ${process.version}`);
    return (chosen = { ...current, why: `the container's Node ${major} could not be had (${error.message})` });
  }
}
