// The production entry (copied into .next/standalone by scripts/standalone-assets.mjs; the
// container runs `node server.mjs`). Next's own server.js answers every request through its
// router, and for the BFF that machinery (request adapters, route matching, tracing, the
// response's web-stream piping, gzip of every 70-byte JSON answer) cost ~3.5 ms of CPU per call
// against the handler's 0.1 ms (docs/performance.md). So `/api/*` calls of the BFF go straight
// to the same route handler Next would run (app/api/[...path]/route.ts, as built), and
// everything else, `/api/health` and `/api/session/refresh` included, to Next's request handler.
// Next's build output under /_next/static/ is served by server-static.mjs, precompressed.
// `next dev` knows nothing of this file: there the route handler runs under Next as usual.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { accepts, STATIC_PREFIX, staticFiles } from './server-static.mjs';

const require = createRequire(import.meta.url);
const dir = import.meta.dirname;
process.env.NODE_ENV = 'production';
process.chdir(dir);

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);
const ORIGIN = `http://${hostname}:${port}`;

// What Next's generated server.js embeds: the build's resolved configuration.
const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
const next = require('next');

/** Paths under /api/ that stay with Next: their own route handlers, and the benchmark's rewrite. */
const NEXT_API_PATHS = ['/api/health', '/api/session/', '/api/__bench-rewrite/'];

/** `/api/a/b?x` → ['a', 'b'] as Next gives a catch-all route its params (decoded segments); null when not the BFF's. */
function bffSegments(rawUrl) {
  const end = rawUrl.search(/[?#]/);
  const pathname = end === -1 ? rawUrl : rawUrl.slice(0, end);
  if (!pathname.startsWith('/api/') || NEXT_API_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(prefix))) return null;
  try {
    return pathname.slice('/api/'.length).split('/').map(decodeURIComponent);
  } catch {
    // Undecodable: Next answers it (400), as it did before this entry existed.
    return null;
  }
}

/** Header lookup as the web Headers' get() answers it, read off Node's raw header list. */
class RawHeaders {
  #raw;
  constructor(raw) {
    this.#raw = raw;
  }
  get(name) {
    const wanted = name.toLowerCase();
    let value = null;
    for (let i = 0; i < this.#raw.length; i += 2) {
      const field = this.#raw[i];
      if (field.length !== wanted.length || field.toLowerCase() !== wanted) continue;
      // Repeated fields joined as Headers joins them: Cookie pairs with `; `, the rest with `, `.
      value = value === null ? this.#raw[i + 1] : `${value}${wanted === 'cookie' ? '; ' : ', '}${this.#raw[i + 1]}`;
    }
    return value;
  }
}

/**
 * The browser going away, as the part of an AbortSignal a backend call listens to
 * (lib/bff/incoming.ts): an AbortController and its signal per call cost more than the rest of
 * this file, and almost no call is ever aborted.
 */
class Disconnect {
  aborted = false;
  #listeners = [];
  addEventListener(type, listener) {
    if (type === 'abort') this.#listeners.push(listener);
  }
  removeEventListener(type, listener) {
    const at = this.#listeners.indexOf(listener);
    if (at !== -1) this.#listeners.splice(at, 1);
  }
  abort() {
    if (this.aborted) return;
    this.aborted = true;
    for (const listener of this.#listeners.splice(0)) listener();
  }
}

/**
 * What the route handler reads of the request (lib/bff/incoming.ts), straight off Node's request
 * rather than through a web Request: no Headers copy, no AbortSignals, a body stream only when
 * the handler asks for it.
 */
class NodeIncoming {
  #req;
  #body;
  constructor(req, signal) {
    this.#req = req;
    this.method = req.method;
    // As Next builds request.url: from the bind address, never from the Host header (lib/bff/csrf.ts).
    this.url = `${ORIGIN}${req.url}`;
    this.headers = new RawHeaders(req.rawHeaders);
    this.signal = signal;
  }
  get body() {
    if (this.method === 'GET' || this.method === 'HEAD') return null;
    return (this.#body ??= Readable.toWeb(this.#req));
  }
}

/** Bodies worth gzip: larger than Next's own threshold (1 KB), textual, not already encoded. */
function shouldGzip(req, response, length) {
  if (!accepts(req.headers['accept-encoding'], 'gzip') || response.headers.has('content-encoding')) return false;
  if (Number.isInteger(length) && length < 1024) return false;
  return /^(application\/json|text\/)/.test(response.headers.get('content-type') ?? '');
}

/** lib/bff/whole-body.ts: the bytes of an answer already whole in memory, with no stream made. */
const WHOLE_BODY = Symbol.for('agency-portal.whole-body');

async function writeResponse(req, response, res) {
  const whole = response[WHOLE_BODY];
  const declared = response.headers.get('content-length');
  const length = whole ? whole.byteLength : declared === null ? Number.NaN : Number(declared);
  // Large JSON answers (search results) stay gzipped as Next sent them; small ones go as they are.
  const gzip = (whole !== undefined || response.body !== null) && shouldGzip(req, response, length);
  // All fields in one writeHead: setHeader would validate and store each one on its own.
  const fields = [];
  for (const [name, value] of response.headers) if (name !== 'set-cookie' && !(gzip && name === 'content-length')) fields.push(name, value);
  for (const cookie of response.headers.getSetCookie()) fields.push('set-cookie', cookie);
  if (gzip) {
    res.writeHead(response.status, [...fields, 'content-encoding', 'gzip', 'vary', 'Accept-Encoding']);
    return pipeline(whole ? Readable.from([whole]) : Readable.fromWeb(response.body), createGzip(), res);
  }
  if (whole) return void res.writeHead(response.status, fields).end(whole);
  if (!response.body) return void res.writeHead(response.status, fields).end();
  // A whole small body in one write; anything else (PDFs) streams as it comes.
  if (Number.isInteger(length) && length <= 64 * 1024) {
    const bytes = Buffer.from(await response.arrayBuffer());
    return void res.writeHead(response.status, fields).end(bytes);
  }
  res.writeHead(response.status, fields);
  await pipeline(Readable.fromWeb(response.body), res);
}

const app = next({ dev: false, dir, conf: config, hostname, port });
const handleNext = app.getRequestHandler();
await app.prepare();
const routeModule = require(path.join(dir, '.next', 'server', 'app', 'api', '[...path]', 'route.js')).routeModule;
const methods = routeModule.userland;
const statics = staticFiles(path.join(dir, '.next', 'static'));

async function handleBff(req, res, segments) {
  const route = methods[req.method];
  if (!route) return handleNext(req, res);
  const disconnect = new Disconnect();
  // The browser went away: the backend call is aborted too (lib/bff/upstream.ts).
  res.once('close', () => res.writableFinished || disconnect.abort());
  const response = await route(new NodeIncoming(req, disconnect), { params: Promise.resolve({ path: segments }) });
  await writeResponse(req, response, res);
}

const server = createServer((req, res) => {
  if (req.url?.startsWith(STATIC_PREFIX) && statics.serve(req, res)) return;
  const segments = bffSegments(req.url ?? '/');
  if (!segments) return void handleNext(req, res);
  handleBff(req, res, segments).catch((error) => {
    console.error(error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ error: 'Internal Server Error', message: 'Internal Server Error' }));
    } else res.destroy();
  });
});
if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;
server.on('upgrade', (req, socket) => socket.destroy());
server.listen(port, hostname, () => console.log(`▲ Ready on http://${hostname}:${port}`));
// As Next's server.js: exit at once on a stop signal, with the signal's code (143 for SIGTERM), so
// `docker stop` needs no init process (docs/deployment.md).
process.once('SIGTERM', () => process.exit(143));
process.once('SIGINT', () => process.exit(130));
