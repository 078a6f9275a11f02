import { applyApiSecurityHeaders } from './responses';
import { downstreamResponseHeaders } from './headers';

/** Statuses whose responses may not carry a body (Fetch standard "null body status"). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The browser's view of a backend answer: same status and body, streamed as it arrives (PDFs
 * included), with filtered headers. A 303 keeps its JSON `redirect` field but loses Location,
 * so the browser's fetch does not follow it on its own (SPEC.md §8: the app navigates).
 */
export function downstreamResponse(upstream: Response, setCookies: readonly string[] = []): Response {
  const headers = applyApiSecurityHeaders(downstreamResponseHeaders(upstream.headers));
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  const body = NULL_BODY_STATUSES.has(upstream.status) ? null : upstream.body;
  return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers });
}
