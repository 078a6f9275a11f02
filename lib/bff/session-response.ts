import { clearSessionSetCookie, sessionSetCookie, type SessionData } from '@/lib/session';
import { clientAddressOf } from './client-address';
import { LOGIN_PATH } from './config';
import { sessionCallOptions, type BffRequest } from './context';
import { errorResponse } from './responses';
import { callWithSession } from './session-call';
import type { UpstreamResponse } from './upstream';

/**
 * A backend call for a signed-in user, answered the same way whatever the route: a refused
 * session logs out (401 + cleared cookie), an impossible refresh is a 502/504, and a refreshed
 * session's cookie goes out with the answer `respond` builds from the backend's response.
 */
export async function sessionResponse(
  call: BffRequest,
  session: SessionData,
  send: (accessToken: string, attempt: number) => Promise<UpstreamResponse>,
  respond: (upstream: UpstreamResponse, setCookies: readonly string[]) => Response | Promise<Response>,
): Promise<Response> {
  const { config, locale } = call;
  const outcome = await callWithSession(
    session,
    send,
    sessionCallOptions(config, clientAddressOf(call.request.headers)),
  );
  if (outcome.kind === 'logged-out') {
    return errorResponse(401, locale, 'sessionExpired', { redirect: LOGIN_PATH }, [
      clearSessionSetCookie(config.session),
    ]);
  }
  if (outcome.kind === 'refresh-unavailable') {
    return errorResponse(
      outcome.status === 504 ? 504 : 502,
      locale,
      outcome.status === 504 ? 'timeout' : 'unreachable',
    );
  }
  const cookies = outcome.refreshed ? [await sessionSetCookie(outcome.session, config.session)] : [];
  return respond(outcome.response, cookies);
}
