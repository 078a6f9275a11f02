// @ts-check
// What the production server checks and adds on every request, before anything else answers it,
// in both server modes (server.mjs; docs/architecture.md §9, docs/testing.md "Security"):
// - a request target that is not a path (`GET http://evil.example/orders`, `OPTIONS *`) is a 400:
//   Next would answer the absolute form with a redirect to the named host;
// - a path that is not valid percent-encoding (`/orders/book/%ZZ`, a link cut inside a `%E0%A4`)
//   is a 400: Next's router fails to decode it into a page's segment and answers 500;
// - TRACE, TRACK and CONNECT are a 405: the portal answers none of them (Next's would be a 500);
// - `/_next/image` is a 404: the portal shows its images as they are (next.config.ts
//   `images.unoptimized`), so the optimiser, which fetches the URL it is given, has no use;
// - (Next's own server only) a connection upgrade is closed, as server.mjs closes it in its mode;
// - every answer carries the baseline security headers: when the code that answers did not set
//   one (Next's own 404s, text 500s and redirects, the static files), the baseline's value is added
//   as the head is written.
// - the client's address is worked out once, from the socket and the trusted proxy hops in front
//   of the portal (TRUSTED_PROXY_HOPS), and stamped on the request as CLIENT_ADDRESS_HEADER; a
//   header of that name the browser sent is removed first (docs/deployment.md, "Client address").
// Plain Node, no import from Next: lib/bff/security-headers.ts builds the page and API headers on
// the same baseline.

import { isIP } from 'node:net';

/**
 * The headers every answer of the production server carries. The CSP here is the fallback of
 * answers that set none (an image, a 404 of Next's, a redirect): it lets such an answer, opened
 * as a document, run and frame nothing. Pages (proxy.ts) and the API (lib/bff/responses.ts)
 * set their own.
 * @type {Readonly<Record<string, string>>}
 */
export const BASELINE_SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
});

const BASELINE = Object.entries(BASELINE_SECURITY_HEADERS).map(
  ([name, value]) => /** @type {const} */ ([name, name.toLowerCase(), value]),
);

/** Methods no part of the portal answers. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** Next's image optimiser, off in this portal (next.config.ts). */
const IMAGE_OPTIMISER = '/_next/image';

/**
 * Whether `headers` (writeHead's object or flat [name, value, …] array) names `lower`.
 * @param {unknown} headers
 * @param {string} lower
 */
function names(headers, lower) {
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === lower) return true;
    return false;
  }
  if (headers && typeof headers === 'object') {
    for (const key of Object.keys(headers)) if (key.toLowerCase() === lower) return true;
  }
  return false;
}

/**
 * Adds the baseline headers the answer lacks as its head is written. A header set before, with
 * setHeader or in writeHead's own list, stays as it was.
 * @param {import('node:http').ServerResponse} res
 */
export function withBaselineHeaders(res) {
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function baselineWriteHead(/** @type {any[]} */ ...args) {
    // writeHead(status[, statusMessage][, headers]); Node's implicit head calls writeHead(status).
    const at = typeof args[1] === 'string' ? 2 : 1;
    let headers = args[at];
    for (const [name, lower, value] of BASELINE) {
      if (res.hasHeader(lower) || names(headers, lower)) continue;
      // The array form stays an array (the BFF's one-call head, docs/architecture.md §9).
      if (Array.isArray(headers)) headers.push(name, value);
      else if (headers && typeof headers === 'object') headers[name] = value;
      else res.setHeader(name, value);
    }
    return writeHead.apply(res, /** @type {any} */ (args));
  };
}

/** The request header the guard writes the client's address into; never one the browser's value survives in. */
export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address';

/**
 * TRUSTED_PROXY_HOPS: how many proxies in front of the portal append to X-Forwarded-For (0: the
 * portal is exposed directly; 1: one load balancer; 2: a CDN and a load balancer).
 * @param {string | undefined} value
 * @returns {number}
 */
export function trustedProxyHops(value) {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^\d{1,2}$/.test(value.trim()))
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number of proxies (0, 1, 2 …), not "${value}"`);
  return Number(value.trim());
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; surrounding spaces and an IPv6 address's brackets removed. */
const plainAddress = (/** @type {string} */ address) =>
  address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The client's address: the socket's peer when no proxy is trusted, else the address the
 * outermost trusted proxy saw, `hops` entries from the right of the chain X-Forwarded-For + peer.
 * Entries left of that are the browser's own words and never count. An entry that is not an IP
 * address is skipped towards the portal (a trusted proxy wrote the ones right of it). Null when
 * nothing is an address (a socket already gone).
 * @param {string | undefined} peer
 * @param {string | string[] | undefined} forwardedFor
 * @param {number} hops
 * @returns {string | null}
 */
export function resolveClientAddress(peer, forwardedFor, hops) {
  const listed =
    hops === 0 ? [] : (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',');
  const chain = [...listed, peer ?? ''].map(plainAddress);
  for (let at = Math.max(0, chain.length - 1 - hops); at < chain.length; at++) {
    if (isIP(chain[at] ?? '') !== 0) return chain[at] ?? null;
  }
  return null;
}

const HOPS = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);

/**
 * Writes the client's address into CLIENT_ADDRESS_HEADER of both header views Node keeps (the
 * BFF reads rawHeaders, Next reads headers), after removing any the browser sent.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} [hops]
 */
export function stampClientAddress(req, hops = HOPS) {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]?.toLowerCase() === CLIENT_ADDRESS_HEADER) raw.splice(i, 2);
  delete req.headers[CLIENT_ADDRESS_HEADER];
  const address = resolveClientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for'], hops);
  if (address === null) return;
  raw.push(CLIENT_ADDRESS_HEADER, address);
  req.headers[CLIENT_ADDRESS_HEADER] = address;
}

/**
 * Whether the target's path (before `?`) decodes: every `%` starts a byte and the bytes are UTF-8.
 * @param {string} url
 */
function decodablePath(url) {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses what no one else may answer, and arms the baseline headers; true when answered here.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function guardRequest(req, res) {
  withBaselineHeaders(res);
  stampClientAddress(req);
  const url = req.url ?? '';
  if (!url.startsWith('/') || !decodablePath(url)) return refuse(res, 400, 'Bad Request');
  if (REFUSED_METHODS.has(req.method ?? '')) return refuse(res, 405, 'Method Not Allowed');
  if (
    url.startsWith(IMAGE_OPTIMISER) &&
    (url.length === IMAGE_OPTIMISER.length || '/?#'.includes(url[IMAGE_OPTIMISER.length] ?? ''))
  ) {
    return refuse(res, 404, 'Not Found');
  }
  return false;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
function refuse(res, status, text) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(text.length),
    'Cache-Control': 'no-store',
  });
  res.end(text);
  return true;
}

/**
 * The listener of a server Next's own server.js creates, guarded the same way (PORTAL_SERVER=next):
 * wraps http.createServer for the servers this process creates from now on.
 * @param {typeof import('node:http')} http
 */
export function guardServersCreated(http) {
  const createServer = http.createServer;
  /** @type {any} */ (http).createServer = function guardedCreateServer(/** @type {any[]} */ ...args) {
    const at = args.findIndex((arg) => typeof arg === 'function');
    if (at !== -1) {
      const listener = args[at];
      args[at] = function guarded(
        /** @type {import('node:http').IncomingMessage} */ req,
        /** @type {import('node:http').ServerResponse} */ res,
      ) {
        if (guardRequest(req, res)) return;
        return listener.call(this, req, res);
      };
    }
    const server = createServer.apply(http, /** @type {any} */ (args));
    // No part of the portal takes a connection upgrade (WebSocket): as server.mjs does in its own
    // mode, the socket is closed before Next's upgrade handler sees it.
    const emit = server.emit;
    server.emit = /** @type {any} */ (
      function guardedEmit(/** @type {string | symbol} */ event, /** @type {any[]} */ ...rest) {
        if (event === 'upgrade') {
          rest[1]?.destroy();
          return true;
        }
        return emit.apply(this, /** @type {any} */ ([event, ...rest]));
      }
    );
    return server;
  };
}
