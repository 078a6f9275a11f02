import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { accepts } from '@/server-static.mjs';
import type { BffHandler } from './handler';
import type { AbortSignalLike, BffIncoming, HeaderReader } from './incoming';
import { isNextApiPath, type ApiRoute } from './next-api-routes';
import { GZIP_MIN_BYTES, WHOLE_BODY, WHOLE_BODY_MAX_BYTES } from './transport';

/**
 * The BFF as a plain Node request handler, which the production entry server.mjs mounts in front
 * of Next (docs/architecture.md §9). Next's router, its request adapters and its web-stream
 * piping of every answer cost several times the BFF's own work per call (docs/performance.md,
 * "The request path: before and after"); here the same handler the route (app/api/[...path]/route.ts) runs is
 * called with a request read straight off Node's, and its answer is written straight to the
 * socket. Nothing here or in what it imports may come from `next/*` (eslint.config.mjs): it
 * runs outside Next, and Next's request APIs would work under `next dev` and throw here.
 */

/** The methods app/api/[...path]/route.ts exports; any other (HEAD, OPTIONS) goes to Next, which answers it for the route. */
export const BFF_METHODS: ReadonlySet<string> = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Answers the request and returns true, or returns false for Next to answer it. */
export type NodeBff = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface NodeBffOptions {
  /** The BFF (handler.ts), asked for on each call so it may be built on first use. */
  handler: () => BffHandler;
  /** `http://<bind address>:<port>`: what request.url starts with, as Next builds it (csrf.ts). */
  origin: string;
  /** The /api/ routes that are Next's (next-api-routes.ts). */
  nextApiRoutes: readonly ApiRoute[];
}

/** `/api/a/b?x` → ['a', 'b'] as Next gives a catch-all route its params (decoded segments); null when not the BFF's. */
export function bffSegments(rawUrl: string, nextApiRoutes: readonly ApiRoute[]): string[] | null {
  const end = rawUrl.search(/[?#]/);
  const pathname = end === -1 ? rawUrl : rawUrl.slice(0, end);
  if (!pathname.startsWith('/api/')) return null;
  let segments: string[];
  try {
    segments = pathname.slice('/api/'.length).split('/').map(decodeURIComponent);
  } catch {
    // Undecodable: Next answers it (400), as it would without this entry.
    return null;
  }
  return isNextApiPath(segments, nextApiRoutes) ? null : segments;
}

/** Header lookup as the web Headers' get() answers it, read off Node's raw header list. */
export class RawHeaders implements HeaderReader {
  readonly #raw: readonly string[];

  constructor(raw: readonly string[]) {
    this.#raw = raw;
  }

  get(name: string): string | null {
    const wanted = name.toLowerCase();
    let value: string | null = null;
    for (let i = 0; i < this.#raw.length; i += 2) {
      const field = this.#raw[i]!;
      if (field.length !== wanted.length || field.toLowerCase() !== wanted) continue;
      // Repeated fields joined as Headers joins them: Cookie pairs with `; `, the rest with `, `.
      const next = this.#raw[i + 1]!;
      value = value === null ? next : `${value}${wanted === 'cookie' ? '; ' : ', '}${next}`;
    }
    return value;
  }
}

/**
 * The browser going away, as the part of an AbortSignal a backend call listens to
 * (incoming.ts): an AbortController and its signal per call cost more than the rest of this
 * file, and almost no call is ever aborted.
 */
export class Disconnect implements AbortSignalLike {
  aborted = false;
  readonly #listeners: (() => void)[] = [];

  addEventListener(type: 'abort', listener: () => void): void {
    if (type === 'abort') this.#listeners.push(listener);
  }

  removeEventListener(type: 'abort', listener: () => void): void {
    const at = this.#listeners.indexOf(listener);
    if (at !== -1) this.#listeners.splice(at, 1);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    for (const listener of this.#listeners.splice(0)) listener();
  }
}

/**
 * What the BFF reads of the request (incoming.ts), straight off Node's request rather than
 * through a web Request: no Headers copy, no AbortSignals, a body stream only when the handler
 * asks for it.
 */
export class NodeIncoming implements BffIncoming {
  readonly method: string;
  readonly url: string;
  readonly headers: RawHeaders;
  readonly signal: AbortSignalLike;
  readonly #req: IncomingMessage;
  #body: ReadableStream<Uint8Array> | undefined;

  constructor(req: IncomingMessage, origin: string, signal: AbortSignalLike) {
    this.#req = req;
    this.method = req.method ?? 'GET';
    // As Next builds request.url: from the bind address, never from the Host header (csrf.ts).
    this.url = `${origin}${req.url ?? '/'}`;
    this.headers = new RawHeaders(req.rawHeaders);
    this.signal = signal;
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (this.method === 'GET' || this.method === 'HEAD') return null;
    return (this.#body ??= Readable.toWeb(this.#req) as ReadableStream<Uint8Array>);
  }
}

/** Bodies worth gzip: from GZIP_MIN_BYTES up, textual, not already encoded. */
function shouldGzip(req: IncomingMessage, response: Response, length: number): boolean {
  if (!accepts(req.headers['accept-encoding'], 'gzip') || response.headers.has('content-encoding')) return false;
  if (Number.isInteger(length) && length < GZIP_MIN_BYTES) return false;
  return /^(application\/json|text\/)/.test(response.headers.get('content-type') ?? '');
}

type MaybeWhole = Response & { [WHOLE_BODY]?: Uint8Array };

/** Writes a BFF answer to Node's response: a whole body in one write, a large one streamed, large JSON gzipped. */
export async function writeResponse(req: IncomingMessage, response: MaybeWhole, res: ServerResponse): Promise<void> {
  const whole = response[WHOLE_BODY];
  const declared = response.headers.get('content-length');
  const length = whole ? whole.byteLength : declared === null ? Number.NaN : Number(declared);
  // Large JSON answers (search results) go gzipped, as Next would send them; small ones as they are.
  const gzip = (whole !== undefined || response.body !== null) && shouldGzip(req, response, length);
  // All fields in one writeHead: setHeader would validate and store each one on its own.
  const fields: string[] = [];
  for (const [name, value] of response.headers)
    if (name !== 'set-cookie' && !(gzip && name === 'content-length')) fields.push(name, value);
  for (const cookie of response.headers.getSetCookie()) fields.push('set-cookie', cookie);
  if (gzip) {
    res.writeHead(response.status, [...fields, 'content-encoding', 'gzip', 'vary', 'Accept-Encoding']);
    const source = whole
      ? Readable.from([whole])
      : Readable.fromWeb(response.body! as import('node:stream/web').ReadableStream);
    return pipeline(source, createGzip(), res);
  }
  if (whole) return void res.writeHead(response.status, fields).end(whole);
  if (!response.body) return void res.writeHead(response.status, fields).end();
  // A whole small body in one write; anything else (PDFs) streams as it comes.
  if (Number.isInteger(length) && length <= WHOLE_BODY_MAX_BYTES) {
    const bytes = Buffer.from(await response.arrayBuffer());
    return void res.writeHead(response.status, fields).end(bytes);
  }
  res.writeHead(response.status, fields);
  await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res);
}

function internalError(error: unknown, res: ServerResponse): void {
  console.error(error);
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: 'Internal Server Error', message: 'Internal Server Error' }));
}

/** The Node handler of the BFF: takes `/api/*` calls that are no other route's, leaves everything else to Next. */
export function createNodeBff({ handler, origin, nextApiRoutes }: NodeBffOptions): NodeBff {
  async function answer(req: IncomingMessage, res: ServerResponse, segments: string[]): Promise<void> {
    const disconnect = new Disconnect();
    // The browser went away: the backend call is aborted too (upstream.ts).
    res.once('close', () => res.writableFinished || disconnect.abort());
    const response = await handler()(new NodeIncoming(req, origin, disconnect), segments);
    await writeResponse(req, response, res);
  }

  return function nodeBff(req, res) {
    if (!BFF_METHODS.has(req.method ?? '')) return false;
    const segments = bffSegments(req.url ?? '/', nextApiRoutes);
    if (!segments) return false;
    answer(req, res, segments).catch((error: unknown) => internalError(error, res));
    return true;
  };
}
