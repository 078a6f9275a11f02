// The servers the benchmarks start, one place for how: the demo backend (tsx) on a fresh temporary
// database, and the built portal as the container runs it (`node .next/standalone/server.mjs`).
// Each resolves once it answers and gives its URL, its PID (the memory figure reads it) and stop().
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, portRange } from './free-port.mjs';
import { portalNode } from './portal-node.mjs';
import { PORTAL_ON_THIS_HOST } from '../portal-on-this-host.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
// Benchmark-only; 40 characters so the production check (at least 32) passes.
const BENCH_SESSION_SECRET = 'bench-only-session-secret-0123456789abcd';

/** The machine a figure was taken on. */
export function machine() {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  return {
    cpu: /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    node: process.version,
    // The portal's own Node, when not the tools' (portal-node.mjs): the container's release.
    portal_node: portalNode().version,
    portal_node_why: portalNode().why,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Resolves once `url` answers below 500; rejects when `child` dies first or time runs out. */
export async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the server stopped before answering`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

function started(child, url, cleanup = () => {}) {
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      cleanup();
    },
  };
}

/** Keeps the last few KB of a child's stderr for the error message should it fail. */
function tail(child) {
  let text = '';
  child.stderr?.on('data', (chunk) => (text = (text + chunk).slice(-4000)));
  return () => text;
}

/**
 * `tsx demo-backend/src/main.ts` on a fresh database in a temporary folder, on `port` (or a free
 * one). `env` adds DEMO_* settings such as DEMO_LATENCY_MS.
 */
export async function startBackend({ port, env = {} } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-backend-'));
  const listenOn = port ?? (await freePort());
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['demo-backend/src/main.ts'], {
    cwd: root,
    // DEMO_TRUST_PROXY: the portals name each browser in X-Forwarded-For; only they are believed.
    env: { ...process.env, DEMO_LATENCY_MS: '0', DEMO_TRUST_PROXY: PORTAL_ON_THIS_HOST, ...env, DEMO_BACKEND_PORT: String(listenOn), DEMO_DB_PATH: path.join(dir, 'demo.sqlite') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr = tail(child);
  const url = `http://127.0.0.1:${listenOn}`;
  const server = started(child, url, () => rmSync(dir, { recursive: true, force: true }));
  try {
    await waitFor(`${url}/__demo/health`, child, 60_000);
  } catch (error) {
    await server.stop();
    throw new Error(`demo backend: ${error.message}\n${stderr()}`);
  }
  return server;
}

/**
 * The production build's standalone server (static assets copied in first) against `backendUrl`,
 * on `port` (or a free one). `env` adds portal settings, `nodeArgs` Node flags (e.g. --cpu-prof);
 * `standalone` runs a copy of another build's `.next/standalone` instead (ab-ssr.mjs); `node` is
 * the binary, by default the container's release (portal-node.mjs).
 */
export async function startPortal({ backendUrl, port, env = {}, nodeArgs = [], standalone, node = portalNode().path }) {
  if (!standalone) {
    if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no production build: run `npm run build` first');
    const copied = spawnSync(process.execPath, ['scripts/standalone-assets.mjs'], { cwd: root, stdio: 'inherit' });
    if (copied.status !== 0) throw new Error('scripts/standalone-assets.mjs failed');
  }
  const listenOn = port ?? (await freePort());
  const child = spawn(node, [...nodeArgs, path.join(standalone ?? path.join(root, '.next', 'standalone'), 'server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(listenOn),
      HOSTNAME: '127.0.0.1',
      BOOKING_API_URL: backendUrl,
      SESSION_SECRET: BENCH_SESSION_SECRET,
      // Plain http on loopback.
      SECURE_COOKIES: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr = tail(child);
  const server = started(child, `http://127.0.0.1:${listenOn}`);
  try {
    await waitFor(`${server.url}/api/health`, child);
  } catch (error) {
    await server.stop();
    throw new Error(`portal: ${error.message}\n${stderr()}`);
  }
  return server;
}

/** scripts/bench/plain-proxy.mjs in front of `backendUrl`, on `port` (or a free one). */
export async function startPlainProxy({ backendUrl, port }) {
  const listenOn = port ?? (await freePort());
  // On the portal's Node: the hop it is compared with runs on the same runtime.
  const child = spawn(portalNode().path, [path.join(root, 'scripts', 'bench', 'plain-proxy.mjs'), String(listenOn), backendUrl], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr = tail(child);
  const server = started(child, `http://127.0.0.1:${listenOn}`);
  try {
    // The backend's health answer, through the proxy.
    await waitFor(`${server.url}/__demo/health`, child, 30_000);
  } catch (error) {
    await server.stop();
    throw new Error(`plain proxy: ${error.message}\n${stderr()}`);
  }
  return server;
}

/**
 * The servers a page benchmark measures: the `--portal` and `--backend` URLs it was given, or a
 * demo backend on a fresh database and the production build's standalone server started here.
 * `stop()` stops only what was started.
 */
export async function benchServers(option) {
  if (option('--portal')) return { portal: { url: option('--portal') }, backend: { url: option('--backend') }, stop: async () => {} };
  const backend = await startBackend({ port: await freePort(portRange(process.env.BENCH_BACKEND_PORTS)) });
  try {
    const portal = await startPortal({ backendUrl: backend.url, port: await freePort(portRange(process.env.BENCH_PORTAL_PORTS)) });
    return { portal, backend, stop: async () => { await portal.stop(); await backend.stop(); } };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}
