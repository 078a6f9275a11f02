// @ts-check
// The production entry (copied into .next/standalone by scripts/standalone-assets.mjs; the
// container runs `node server.mjs`; docs/architecture.md §9). In front of Next it mounts two plain
// Node handlers that answer without Next's router, whose per-request machinery costs far more
// than the work they do (docs/performance.md):
// - the BFF (bff.mjs, bundled from lib/bff/node-entry.ts): the same handler
//   app/api/[...path]/route.ts runs under `next dev`, for every `/api/*` call that is no other
//   route's (`/api/health` and `/api/session/refresh` stay with Next, as any route handler added
//   under app/api will);
// - Next's build output under /_next/static/, precompressed (server-static.mjs).
// Everything else goes to Next, started through its documented custom-server API.
// `PORTAL_SERVER=next` runs Next's own generated server.js instead, and nothing of this file's but
// the guard every request passes first in both modes (server-guard.mjs: request targets that are
// not paths refused, no image optimiser, the baseline security headers on every answer).
import { readFileSync } from 'node:fs';
import http, { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { guardRequest, guardServersCreated } from './server-guard.mjs';

const dir = import.meta.dirname;

/** The portal's own entry: Next behind the BFF and the static files. */
async function startPortal() {
  const require = createRequire(import.meta.url);
  // (Next's types make NODE_ENV read-only; this entry is where it is set.)
  /** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
  process.chdir(dir);

  const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
  const hostname = process.env.HOSTNAME || '0.0.0.0';
  const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);

  // The build's resolved configuration, handed to Next as its generated server.js hands it: Next
  // in a standalone tree cannot load next.config.ts (the compiler it needs is not traced), and
  // takes the resolved one from this variable. Both are Next's private details
  // (docs/architecture.md §9; tests/e2e/server-start.spec.ts fails when they change).
  const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

  /** @type {typeof import('next').default} */
  const next = require('next');
  const app = next({ dev: false, dir, conf: config, hostname, port });
  const handleNext = app.getRequestHandler();
  // Runs instrumentation.ts: a bad setting (SESSION_SECRET) ends the process here, named.
  await app.prepare();

  const { createBff } = await import('./bff.mjs');
  const { STATIC_PREFIX, staticFiles } = await import('./server-static.mjs');
  const bff = createBff({ origin: `http://${hostname}:${port}` });
  const statics = staticFiles(path.join(dir, '.next', 'static'));

  const server = createServer((req, res) => {
    if (guardRequest(req, res)) return;
    if (req.url?.startsWith(STATIC_PREFIX) && statics.serve(req, res)) return;
    if (bff(req, res)) return;
    void handleNext(req, res);
  });
  if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;
  server.on('upgrade', (_req, socket) => socket.destroy());
  server.listen(port, hostname, () => console.log(`▲ Ready on http://${hostname}:${port}`));
  // As Next's server.js: exit at once on a stop signal, with the signal's code (143 for SIGTERM), so
  // `docker stop` needs no init process (docs/deployment.md).
  process.once('SIGTERM', () => process.exit(143));
  process.once('SIGINT', () => process.exit(130));
}

// Next's own server (docs/deployment.md, "Server modes"): its request path only, for comparison or
// should a Next upgrade break what startPortal relies on.
const mode = process.env.PORTAL_SERVER || 'portal';
if (mode === 'next') {
  guardServersCreated(http);
  await import(pathToFileURL(path.join(dir, 'server.js')).href);
} else if (mode === 'portal') {
  await startPortal();
} else {
  console.error(`PORTAL_SERVER must be "portal" (the default) or "next", not "${mode}"`);
  process.exit(1);
}
