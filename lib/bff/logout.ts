import { clearSessionSetCookie, readSession } from '@/lib/session';
import { clientAddressOf } from './client-address';
import { backendUrlFor, sessionCallOptions, type BffRequest } from './context';
import { upstreamRequestHeaders } from './headers';
import { bffMessage } from './messages';
import { jsonResponse } from './responses';
import { callWithSession } from './session-call';
import { fetchUpstream, UpstreamError } from './upstream';

/**
 * GET /api/jwt/logout: end the login session at the backend (so a copied cookie stops
 * working), then clear ours whatever the backend said. The user asked to leave; a backend
 * failure is reported but never keeps them signed in here.
 */
export async function handleLogout(call: BffRequest): Promise<Response> {
  const { request, config, locale } = call;
  const clear = [clearSessionSetCookie(config.session)];
  const session = await readSession(request.headers.get('cookie'), config.session);
  if (!session) return jsonResponse(200, { ok: true }, clear);

  const clientAddress = clientAddressOf(request.headers);
  const failed = (status: number) =>
    jsonResponse(200, { ok: true, status, ...bffMessage(locale, 'logoutFailed') }, clear);
  try {
    const outcome = await callWithSession(
      session,
      (accessToken) =>
        fetchUpstream(
          backendUrlFor(call),
          { method: 'GET', headers: upstreamRequestHeaders(request.headers, { locale, accessToken, clientAddress }) },
          { timeoutMs: config.timeoutMs, fetch: config.fetch, signals: [request.signal] },
        ),
      sessionCallOptions(config, clientAddress),
    );
    // A refused refresh token means the backend session is already over: that is a logout.
    if (outcome.kind === 'logged-out') return jsonResponse(200, { ok: true }, clear);
    if (outcome.kind === 'refresh-unavailable') return failed(outcome.status);
    await outcome.response.body?.cancel();
    return outcome.response.ok ? jsonResponse(200, { ok: true }, clear) : failed(outcome.response.status);
  } catch (error) {
    if (error instanceof UpstreamError) return failed(error.kind === 'timeout' ? 504 : 502);
    throw error;
  }
}
