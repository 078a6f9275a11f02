import { applyApiSecurityHeaders } from './responses';
import { downstreamResponseHeaders } from './headers';
import { UpstreamError, type UpstreamResponse } from './upstream';
import { NULL_BODY_STATUSES, WHOLE_BODY_MAX_BYTES } from './transport';
import { WholeBodyResponse } from './whole-body';

async function bodyOf(upstream: UpstreamResponse): Promise<BodyInit | null> {
  if (NULL_BODY_STATUSES.has(upstream.status)) return null;
  const declared = Number(upstream.headers.get('content-length') ?? Number.NaN);
  if (!(declared <= WHOLE_BODY_MAX_BYTES) || upstream.headers.has('content-encoding')) return upstream.body;
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
export async function downstreamResponse(
  upstream: UpstreamResponse,
  setCookies: readonly string[] = [],
): Promise<Response> {
  const headers = applyApiSecurityHeaders(downstreamResponseHeaders(upstream.headers));
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  const body = await bodyOf(upstream);
  // A whole body's length, declared: the Node entry (node-handler.ts) writes such a body in one
  // piece and gzips it only from GZIP_MIN_BYTES up. Next's own route path drops the header and
  // streams, as under `next dev`.
  const init = { status: upstream.status, statusText: upstream.statusText, headers };
  if (!(body instanceof ArrayBuffer)) return new Response(body, init);
  headers.set('Content-Length', String(body.byteLength));
  return new WholeBodyResponse(new Uint8Array(body), init);
}
