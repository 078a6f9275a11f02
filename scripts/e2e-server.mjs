#!/usr/bin/env node
// The servers of the end-to-end run (playwright.config.ts starts this): the demo backend on
// port 4100 (E2E_BACKEND_PORT) with a fresh temporary database, and the built portal on port 3100
// (E2E_PORTAL_PORT) against it.
// Their output is forwarded; both are stopped when this process exits or is signalled.
// The portal must be built first (`npm run build` or `npx next build`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_SESSION_SECRET } from './e2e-secret.mjs';
import { PORTAL_ON_THIS_HOST } from './portal-on-this-host.mjs';

const root = path.resolve(import.meta.dirname, '..');
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4100);
const PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? 3100);
const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
const portalUrl = `http://localhost:${PORTAL_PORT}`;

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('e2e-server: no production build found. Run `npx next build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [];
let stopping = false;

function start(label, command, args, env) {
  // Same process group as this script: Playwright stops the webServer by signalling its whole
  // group, so the servers go with it even if this script gets no chance to clean up.
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) out.write(`[${label}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[e2e-server] ${label} stopped (${signal ?? code}); shutting down.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

function kill(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    child.kill(signal);
  } catch {
    // already gone
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) kill(child, 'SIGTERM');
  setTimeout(() => {
    for (const child of children) kill(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }, 1500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
// Last resort when the parent dies without a signal we can catch.
process.on('exit', () => {
  for (const child of children) kill(child, 'SIGKILL');
});

// The backend seeds a year of sales first (DEMO_SALES_YEAR_ORDERS, 100 000): 72 s on two cores at a
// load average of 10, past the 60 s this once allowed; the start-up is bounded by Playwright's
// webServer timeout (playwright.config.ts), which this stays under.
async function waitFor(url, label, deadlineMs = 150_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!stopping) {
    console.error(`[e2e-server] ${label} did not answer at ${url}`);
    stop(1);
  }
}

start('backend', bin('tsx'), ['demo-backend/src/main.ts'], {
  DEMO_BACKEND_PORT: String(BACKEND_PORT),
  DEMO_DB_PATH: path.join(dataDir, 'demo.sqlite'),
  PORTAL_URL: portalUrl,
  // The portal names each browser in X-Forwarded-For; only it is believed.
  DEMO_TRUST_PROXY: PORTAL_ON_THIS_HOST,
});
await waitFor(`${backendUrl}/__demo/health`, 'demo backend');

// The standalone server, exactly as the container runs it (PORTAL_SERVER, passed on, chooses
// Next's own server.js: docs/deployment.md, "Server modes"); its static assets are copied in
// first so a plain `next build` is enough, unless they are this build's already (`npm run build`
// copies them; scripts/standalone-assets.mjs marks which build they are of).
const assetsOf = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
if (
  assetsOf(path.join(root, '.next', 'standalone', 'ASSETS_BUILD_ID')) !== assetsOf(path.join(root, '.next', 'BUILD_ID'))
) {
  const copied = spawnSync(process.execPath, ['scripts/standalone-assets.mjs'], { cwd: root, stdio: 'inherit' });
  if (copied.status !== 0) process.exit(copied.status ?? 1);
}
start('portal', process.execPath, ['.next/standalone/server.mjs'], {
  NODE_ENV: 'production',
  PORT: String(PORTAL_PORT),
  HOSTNAME: '0.0.0.0',
  BOOKING_API_URL: backendUrl,
  SESSION_SECRET: E2E_SESSION_SECRET,
  // Plain http on localhost.
  SECURE_COOKIES: 'false',
  // Longer than any test: a test's request context keeps its connections without an idle limit of
  // its own, and must not reuse one the portal is closing (docs/deployment.md, KEEP_ALIVE_TIMEOUT).
  KEEP_ALIVE_TIMEOUT: '600000',
});
console.log(`[e2e-server] backend ${backendUrl}, portal ${portalUrl}, data ${dataDir}`);
