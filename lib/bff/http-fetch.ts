import { Readable, pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent } from 'undici';
import { NULL_BODY_STATUSES, WHOLE_BODY_MAX_BYTES } from './transport';
import type { FetchLike, UpstreamResponse } from './upstream';

/**
 * The backend calls' fetch, on undici's `request` (docs/architecture.md §9, "The backend
 * client"). It keeps what the callers rely on from fetch: the answer read as a Response, `signal`
 * aborting the call (headers or body), no redirect followed (`request` never follows one),
 * request bodies as strings, bytes or streams, and compressed answers decoded.
 *
 * Small answers (a declared length up to WHOLE_BODY_MAX_BYTES) are read whole and answered as a
 * WholeResponse, which spares the web-stream plumbing a small JSON would go through; everything
 * else is a web Response whose body streams as it arrives.
 */

/**
 * One pool of keep-alive connections per backend origin for the whole process. No timeouts of
 * its own: the caller's timer covers the wait for the headers, and a body streams for as long as
 * it takes (lib/bff/upstream.ts).
 */
const dispatcher = new Agent({ headersTimeout: 0, bodyTimeout: 0 });

/** Like fetch, what was asked for when the caller did not say. */
const ACCEPT_ENCODING = 'gzip, deflate, br';

type ResponseData = Awaited<ReturnType<typeof dispatcher.request>>;

/** The decoder of an answer's Content-Encoding (decoded whatever the status, as fetch does), or null. */
function decoderFor(encoding: string | string[] | undefined) {
  switch (typeof encoding === 'string' ? encoding.trim().toLowerCase() : undefined) {
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

function responseHeaders(raw: ResponseData['headers']): Headers {
  const headers = new Headers();
  for (const name in raw) {
    const value = raw[name];
    if (typeof value === 'string') headers.append(name, value);
    else if (value) for (const each of value) headers.append(name, each);
  }
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

/** The request body as undici takes it; anything else fetch takes (FormData, URLSearchParams, Blob) as fetch would encode it. */
async function requestBody(
  body: RequestInit['body'],
  headers: Record<string, string>,
): Promise<string | Uint8Array | Readable | undefined> {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof ReadableStream) return Readable.fromWeb(body as import('node:stream/web').ReadableStream);
  const encoded = new Response(body);
  const type = encoded.headers.get('content-type');
  if (type) headers['content-type'] ??= type;
  return new Uint8Array(await encoded.arrayBuffer());
}

/**
 * A small answer already read whole, read as a Response would be. A web Response would wrap
 * the bytes in a web stream that the BFF at once reads back (lib/bff/forward.ts); here a stream
 * is made only if a caller asks for `body`.
 */
class WholeResponse implements UpstreamResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: Headers;
  readonly #bytes: Uint8Array<ArrayBuffer>;
  #stream: ReadableStream<Uint8Array<ArrayBuffer>> | null = null;

  constructor(status: number, statusText: string, headers: Headers, bytes: Uint8Array<ArrayBuffer>) {
    this.status = status;
    this.statusText = statusText;
    this.headers = headers;
    this.#bytes = bytes;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return (this.#stream ??= new Response(this.#bytes).body as ReadableStream<Uint8Array<ArrayBuffer>>);
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
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

export const httpFetch: FetchLike = async (input, init = {}) => {
  const url = new URL(input);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`unsupported protocol ${url.protocol}`);
  const method = (init.method ?? 'GET').toUpperCase();
  const signal = init.signal ?? undefined;
  if (signal?.aborted) throw abortReason(signal);
  const headers = requestHeaders(init);
  const body = await requestBody(init.body, headers);
  // undici's own listener on `signal` (a plain one) aborts the call or its body, and goes once the body is read.
  const answer = await dispatcher.request({
    origin: url.origin,
    path: url.pathname + url.search,
    method: method as 'GET',
    headers,
    body,
    signal,
  });
  const status = answer.statusCode;
  const statusText = answer.statusText ?? '';
  if (method === 'HEAD' || NULL_BODY_STATUSES.has(status)) {
    await answer.body.dump();
    return new Response(null, { status, statusText, headers: responseHeaders(answer.headers) });
  }
  const decoder = decoderFor(answer.headers['content-encoding']);
  const declared = Number(answer.headers['content-length'] ?? Number.NaN);
  if (!decoder && declared <= WHOLE_BODY_MAX_BYTES) {
    return new WholeResponse(
      status,
      statusText,
      responseHeaders(answer.headers),
      (await answer.body.bytes()) as Uint8Array<ArrayBuffer>,
    );
  }
  // An error on either side (the backend gone, the reader gone) destroys both; the body's error
  // reaches the reader through the decoder.
  const stream = decoder ? pipeline(answer.body, decoder, () => {}) : answer.body;
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status,
    statusText,
    headers: responseHeaders(answer.headers),
  });
};
