import { applyApiSecurityHeaders } from './responses';
import { downstreamResponseHeaders } from './headers';
import { UpstreamError, type UpstreamResponse } from './upstream';
import { WholeBodyResponse } from './whole-body';

/** Statuses whose responses may not carry a body (Fetch standard "null body status"). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * Uncompressed bodies the backend declares this small are read whole before answering: a JSON
 * answer arrives at once anyway, and bytes spare the web-stream pull-and-pipe work the BFF's
 * profile showed per call. Larger or undeclared bodies (PDFs, exports) still stream as they come.
 */
const BUFFERED_BODY_MAX_BYTES = 64 * 1024;

async function bodyOf(upstream: UpstreamResponse): Promise<BodyInit | null> {
  if (NULL_BODY_STATUSES.has(upstream.status)) return null;
  const declared = Number(upstream.headers.get('content-length') ?? Number.NaN);
  if (!(declared <= BUFFERED_BODY_MAX_BYTES) || upstream.headers.has('content-encoding')) return upstream.body;
  try {
    return await upstream.arrayBuffer();
  } catch (error) {
    // The backend went away mid-body: the same 502 as when it does not answer at all.
    throw new UpstreamError('unreachable', { cause: error });
  }
}

/**
 * The browser's view of a backend answer: same status and body (small ones whole, the rest
 * streamed as it arrives), with filtered headers. A 303 keeps its JSON `redirect` field but
 * loses Location, so the browser's fetch does not follow it on its own (docs/product.md §8: the app
 * navigates).
 */
export async function downstreamResponse(upstream: UpstreamResponse, setCookies: readonly string[] = []): Promise<Response> {
  const headers = applyApiSecurityHeaders(downstreamResponseHeaders(upstream.headers));
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  const body = await bodyOf(upstream);
  // A whole body's length, declared: server.mjs writes such a body in one piece and gzips it only
  // from 1 KB up (gzip of a 70-byte answer cost more CPU than the rest of the BFF). Next's own
  // route path drops the header and streams, as under `next dev`.
  const init = { status: upstream.status, statusText: upstream.statusText, headers };
  if (!(body instanceof ArrayBuffer)) return new Response(body, init);
  headers.set('Content-Length', String(body.byteLength));
  return new WholeBodyResponse(new Uint8Array(body), init);
}
