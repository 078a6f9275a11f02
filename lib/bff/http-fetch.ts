import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { NULL_BODY_STATUSES, WHOLE_BODY_MAX_BYTES } from './transport';
import type { FetchLike, UpstreamResponse } from './upstream';

/**
 * The backend calls' fetch, on node:http with keep-alive agents instead of Node's fetch
 * (undici). Measured on the BFF's own call (two portals of one build, calls interleaved, the
 * processes' CPU time from /proc): 870 µs of the portal's CPU per call instead of 1070, on a
 * budget of 1 ms for all the BFF may add. It keeps what the callers rely on from fetch: the
 * answer read as a Response, `signal` aborting the call (headers or body), no redirect followed
 * (node:http never follows one), request bodies as strings, bytes or streams, and compressed
 * answers decoded.
 *
 * Small answers (a declared length up to WHOLE_BODY_MAX_BYTES, not compressed) are read whole
 * and answered as a WholeResponse, which spares the web-stream plumbing a 70-byte JSON would go
 * through; everything else is a web Response whose body streams as it arrives.
 */

/** Each scheme's client, with one pool of keep-alive connections for the whole process. */
const transports: Partial<Record<string, { request: typeof http.request; agent: http.Agent }>> = {
  'http:': { request: http.request, agent: new http.Agent({ keepAlive: true }) },
  'https:': { request: https.request, agent: new https.Agent({ keepAlive: true }) },
};

/** Like fetch, what was asked for when the caller did not say. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

function decoderFor(encoding: string | undefined) {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

function responseHeaders(message: http.IncomingMessage): Headers {
  const headers = new Headers();
  const raw = message.rawHeaders;
  // Name, value, name, value…: the bound makes both indexes valid.
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
  return headers;
}

function requestHeaders(init: RequestInit): Record<string, string> {
  const out: Record<string, string> = {};
  // The callers pass a Headers already: read it as it is rather than copy it first.
  const headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
  headers.forEach((value, name) => (out[name] = value));
  out['accept-encoding'] ??= ACCEPT_ENCODING;
  return out;
}

/** Writes the request body (or none) and ends the request. */
async function sendBody(request: http.ClientRequest, body: RequestInit['body']): Promise<void> {
  if (body === null || body === undefined) return void request.end();
  if (typeof body === 'string' || body instanceof Uint8Array) return void request.end(body);
  if (body instanceof ArrayBuffer) return void request.end(new Uint8Array(body));
  if (body instanceof ReadableStream) {
    // An error or abort on either side destroys the request; its 'error' rejects the call.
    Readable.fromWeb(body as import('node:stream/web').ReadableStream).on('error', (error) => request.destroy(error)).pipe(request);
    return;
  }
  // Anything else fetch takes (FormData, URLSearchParams, Blob): as fetch would encode it.
  const encoded = new Response(body);
  const type = encoded.headers.get('content-type');
  if (type && !request.hasHeader('content-type')) request.setHeader('content-type', type);
  request.end(new Uint8Array(await encoded.arrayBuffer()));
}

function makeResponse(message: http.IncomingMessage, body: BodyInit | null): Response {
  return new Response(body, { status: message.statusCode, statusText: message.statusMessage, headers: responseHeaders(message) });
}

/**
 * A small answer already read whole, read as a Response would be. A web Response would wrap
 * the bytes in a web stream (made transferable, with its controller) that the BFF at once reads
 * back (lib/bff/forward.ts): ~10 µs per call, three times that once the CPU caches went cold.
 * Here a stream is made only if a caller asks for `body`.
 */
class WholeResponse implements UpstreamResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  readonly #bytes: Buffer<ArrayBuffer>;
  #stream: ReadableStream<Uint8Array<ArrayBuffer>> | null = null;

  constructor(message: http.IncomingMessage, bytes: Buffer<ArrayBuffer>) {
    this.status = message.statusCode ?? 0;
    this.statusText = message.statusMessage ?? '';
    this.headers = responseHeaders(message);
    this.#bytes = bytes;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return (this.#stream ??= new Response(this.#bytes).body as ReadableStream<Uint8Array<ArrayBuffer>>);
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    // A copy: a small Buffer may be a slice of Node's shared pool.
    return this.#bytes.buffer.slice(this.#bytes.byteOffset, this.#bytes.byteOffset + this.#bytes.byteLength);
  }

  async text(): Promise<string> {
    // As Response.text(): UTF-8, a byte order mark dropped.
    return new TextDecoder().decode(this.#bytes);
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

/** What fetch rejects with on abort: the signal's reason, else an AbortError. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('This operation was aborted', 'AbortError');
}

export const httpFetch: FetchLike = (input, init = {}) =>
  new Promise<UpstreamResponse>((resolve, reject) => {
    const url = new URL(input);
    const transport = transports[url.protocol];
    if (!transport) return reject(new TypeError(`unsupported protocol ${url.protocol}`));
    const method = (init.method ?? 'GET').toUpperCase();
    const signal = init.signal ?? null;
    if (signal?.aborted) return reject(abortReason(signal));
    const request = transport.request(url, { method, headers: requestHeaders(init), agent: transport.agent });
    request.once('error', reject);
    if (signal) {
      // What node:http's own `signal` option does (destroy the request, and with it a body still
      // coming), with a plain listener: the option holds its listener weakly, a WeakRef and a
      // finalizer entry per call, ~6 % of the portal's CPU per BFF call in a profile.
      const onAbort = () => request.destroy(abortReason(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      // 'close': the answer has been read to its end, or the call failed.
      request.once('close', () => signal.removeEventListener('abort', onAbort));
    }
    request.once('response', (message) => {
      const status = message.statusCode ?? 0;
      if (method === 'HEAD' || NULL_BODY_STATUSES.has(status)) {
        message.resume();
        return resolve(makeResponse(message, null));
      }
      const decoder = decoderFor(message.headers['content-encoding']);
      const declared = Number(message.headers['content-length'] ?? Number.NaN);
      if (!decoder && declared <= WHOLE_BODY_MAX_BYTES) {
        const chunks: Buffer[] = [];
        message.on('data', (chunk: Buffer) => chunks.push(chunk));
        message.once('end', () => resolve(new WholeResponse(message, Buffer.concat(chunks))));
        message.once('error', reject);
        return;
      }
      const stream = decoder ? message.pipe(decoder) : message;
      if (decoder) message.once('error', (error) => decoder.destroy(error));
      resolve(makeResponse(message, Readable.toWeb(stream) as ReadableStream<Uint8Array>));
    });
    sendBody(request, init.body).catch((error: unknown) => request.destroy(error instanceof Error ? error : new Error(String(error))));
  });
