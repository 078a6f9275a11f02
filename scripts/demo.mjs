#!/usr/bin/env node
// `npm run demo`: builds the portal when its build is missing or older than the sources, starts
// the demo booking backend and the portal, and prints the URL and the demo logins.
// Ctrl-C, or SIGTERM to this process, stops both.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PORTAL_ON_THIS_HOST } from './portal-on-this-host.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const backendPort = Number(process.env.DEMO_BACKEND_PORT ?? 4000);
const backendUrl = `http://127.0.0.1:${backendPort}`;
const portalUrl = `http://localhost:${port}`;

const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'themes',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function buildIfStale() {
  const buildId = path.join(root, '.next', 'standalone', '.next', 'BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  if (built && Math.max(...SOURCES.map(newestMtime)) < built) return;
  console.log('Building the portal (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * A secret kept beside the demo database (unless `envName` gives one), so demo sessions survive
 * restarts: the portal's cookie key and the backend's token key.
 */
function keptSecret(envName, fileName) {
  if (process.env[envName]) return process.env[envName];
  const dir = path.join(root, 'demo-backend', 'data');
  const file = path.join(dir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

async function waitFor(url, label, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer at ${url} within 60 s`);
}

buildIfStale();

const children = [];
function start(label, command, args, env) {
  // Each server in a process group of its own, so a stop reaches the processes it starts in turn
  // (tsx runs the backend in a child node), whether this script was stopped by Ctrl-C or by a
  // signal to its process alone.
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${label} stopped (${signal ?? code}); shutting down.`);
      stop(1);
    }
  });
  return child;
}

const running = (child) => child.exitCode === null && child.signalCode === null;
function signalGroup(child, signal) {
  if (!child.pid) return;
  try {
    process.kill(process.platform === 'win32' ? child.pid : -child.pid, signal);
  } catch {
    // already gone
  }
}

let stopping = false;
/** Stops both servers (their whole process groups), waits for them, then exits; SIGKILL after 10 s. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  const exited = children.map((child) =>
    running(child) ? new Promise((resolve) => child.once('exit', resolve)) : null,
  );
  const timer = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }, 10_000);
  void Promise.all(exited).then(() => {
    // The backend's own children may outlive its tsx runner by a moment: the group goes too.
    for (const child of children) signalGroup(child, 'SIGKILL');
    clearTimeout(timer);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
// Last resort when this script ends some other way (an error while starting).
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});

const backend = start('demo backend', path.join(root, 'node_modules', '.bin', 'tsx'), ['demo-backend/src/main.ts'], {
  DEMO_BACKEND_PORT: String(backendPort),
  PORTAL_URL: portalUrl,
  DEMO_JWT_SECRET: keptSecret('DEMO_JWT_SECRET', 'jwt-secret'),
  // The portal names each browser in X-Forwarded-For; only it is believed.
  DEMO_TRUST_PROXY: PORTAL_ON_THIS_HOST,
});
await waitFor(`${backendUrl}/__demo/health`, 'demo backend', backend);

// The standalone server, as the container runs it (npm run build copies its static assets in).
const portal = start('portal', process.execPath, ['.next/standalone/server.mjs'], {
  NODE_ENV: 'production',
  PORT: String(port),
  HOSTNAME: '0.0.0.0',
  BOOKING_API_URL: backendUrl,
  SESSION_SECRET: keptSecret('SESSION_SECRET', 'session-secret'),
  // The demo is served over plain http; behind TLS leave this unset (production default: Secure).
  SECURE_COOKIES: process.env.SECURE_COOKIES ?? 'false',
});
await waitFor(`${portalUrl}/api/health`, 'portal', portal);

console.log(`
  Agency portal:   ${portalUrl}
  Another brand:   http://ua.localhost:${port}
  Demo backend:    ${backendUrl}

  Demo logins (password demo12345):
    agent@demo.travel          agent                  → tour search
    manager@demo.travel        agency_manager         → news
    director@demo.travel       agency_director        → news
    office@demo.travel         office_manager         → news
    subpartition@demo.travel   sub_partition_manager  → news
    ats@demo.travel            ats_manager            → tour search
    agent@partner.travel       agent (another agency) → tour search

  Ctrl-C stops both.
`);
