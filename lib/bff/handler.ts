import { clearSessionSetCookie, readSession, sessionCookieName, type SessionData } from '@/lib/session';
import { matchRoute } from './allowlist';
import { BodyTooLargeError, replayableBody, type ReplayableBody } from './body';
import { clientAddressOf } from './client-address';
import { LOGIN_PATH, type BffConfig } from './config';
import { backendUrlFor, type BffRequest } from './context';
import { readCookie } from './cookies';
import { checkedAnswer } from './answers';
import { answerCheckOnly, checkBody, isCheckOnly } from './checked-body';
import { checkCsrf, isSameOriginImageLoad } from './csrf';
import { requestLocale, upstreamRequestHeaders } from './headers';
import type { BffIncoming } from './incoming';
import { admit, createPortalLimits } from './limits';
import { handleLogin } from './login';
import { handleLogout } from './logout';
import { checkRawPath, checkSegments, rawApiPath, type PathCheck } from './paths';
import { errorResponse } from './responses';
import { isPrintOffers, handlePrintOffers } from './print-offers';
import { stageTimer } from './server-timing';
import { sessionResponse } from './session-response';
import { MAX_REQUEST_BODY_BYTES } from './transport';
import { UPLOAD_BODY_LIMIT_BYTES } from '@/lib/shared/request-limits';
import { fetchUpstream, UpstreamError, type UpstreamResponse } from './upstream';

/** Takes a web Request (route.ts) or the Node entry's lighter request (node-handler.ts, incoming.ts). */
export type BffHandler = (request: BffIncoming, pathSegments: string[]) => Promise<Response>;

/** Both views of the path must pass and agree: the raw URL (encoding tricks) and Next's segments. */
function checkPath(url: URL, pathSegments: string[]): PathCheck {
  const bySegments = checkSegments(pathSegments);
  const raw = rawApiPath(url);
  if (raw === null || !bySegments.ok) return bySegments;
  const byRaw = checkRawPath(raw);
  if (!byRaw.ok) return byRaw;
  return byRaw.path === bySegments.path ? bySegments : { ok: false, reason: 'path mismatch' };
}

function hasBody(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

/**
 * The BFF behind app/api/[...path] (docs/architecture.md §3): CSRF → path rules → allowlist → limits → session →
 * forward with streaming bodies, refresh-and-retry on 401, errors as `{error, message}`, each
 * answer checked by its schema (answers.ts). The saved-offers PDF is the one call answered here
 * (print-offers.ts); the agency forms' bodies are checked with their schema before they are
 * forwarded, and alone on `…/check` (checked-body.ts).
 */
export function createBffHandler(config: BffConfig): BffHandler {
  const maxRequestBody = config.maxBodyBytes ?? MAX_REQUEST_BODY_BYTES;
  const maxUploadBody = config.maxUploadBytes ?? UPLOAD_BODY_LIMIT_BYTES;
  const limits = config.limits ?? createPortalLimits();

  async function forward(call: BffRequest, session: SessionData | null): Promise<Response> {
    const { request, locale } = call;
    // An image upload (the logo, an avatar) may be larger than any other body (lib/shared/request-limits.ts).
    const maxBody = call.rule.upload ? maxUploadBody : maxRequestBody;
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > maxBody) return errorResponse(413, locale, 'tooLarge');
    const body: ReplayableBody | null =
      hasBody(request.method) && request.body ? replayableBody(request.body, maxBody) : null;

    const send = async (accessToken: string | undefined, attempt: number): Promise<UpstreamResponse> => {
      const init: RequestInit & { duplex?: 'half' } = {
        method: request.method,
        headers: upstreamRequestHeaders(request.headers, {
          locale,
          accessToken,
          clientAddress: clientAddressOf(request.headers),
        }),
      };
      if (body) {
        // First attempt streams; a retry sends the copy (complete by then, or too large).
        init.body = attempt === 1 ? body.stream : await body.bytes;
        init.duplex = 'half';
      }
      try {
        const response = await fetchUpstream(backendUrlFor(call), init, {
          timeoutMs: config.timeoutMs,
          fetch: config.fetch,
          signals: [request.signal, body?.tooLarge],
        });
        // Past the limit is a 413 whatever the backend made of the part it read.
        if (body?.tooLarge.aborted) {
          await response.body?.cancel();
          throw new BodyTooLargeError(maxBody);
        }
        return response;
      } catch (error) {
        if (body?.tooLarge.aborted) throw new BodyTooLargeError(maxBody);
        throw error;
      }
    };

    // The answer goes out checked by its schema (answers.ts, docs/architecture.md §10).
    const respond = (upstream: UpstreamResponse, setCookies: readonly string[] = []) =>
      checkedAnswer(call, upstream, setCookies);
    // Public calls go without a bearer token even when a session exists: they must not depend on it.
    if (call.rule.public || !session) return respond(await send(undefined, 1));

    return sessionResponse(call, session, send, respond);
  }

  return async function handle(request, pathSegments) {
    const timer = stageTimer(config.timing === true);
    const locale = requestLocale(request.headers);
    // Parsed once for all the checks below.
    const url = new URL(request.url);
    const path = checkPath(url, pathSegments);
    const rule = path.ok ? matchRoute(request.method, path.segments) : null;
    if (!checkCsrf(request, url).ok && !(rule?.image && isSameOriginImageLoad(request)))
      return errorResponse(403, locale, 'csrf');
    if (!path.ok || !rule) return errorResponse(404, locale, 'notFound');

    const call: BffRequest = { request, config, locale, rule, path: path.path, search: url.search };
    // The portal's own limits (limits.ts), before anything reaches the backend.
    const admission = await admit(limits, call);
    if (admission instanceof Response) return admission;
    timer.mark('checks');
    try {
      if (call.path === 'jwt/login') return await admission.answer(() => handleLogin(call));
      if (call.path === 'jwt/logout') return await handleLogout(call);
      if (isCheckOnly(call)) return await answerCheckOnly(call, maxRequestBody);
      const cookies = request.headers.get('cookie');
      const session = await readSession(cookies, config.session);
      timer.mark('session');
      if (!session && !rule.public) {
        // A cookie that does not open (a secret rotated past it, expired, forged) goes with the 401.
        const stale = readCookie(cookies, sessionCookieName(config.session.secure)) !== undefined;
        return errorResponse(
          401,
          locale,
          'unauthorized',
          { redirect: LOGIN_PATH },
          stale ? [clearSessionSetCookie(config.session)] : [],
        );
      }
      // Rendered here rather than forwarded: the PDF carries this portal's brand.
      if (session && isPrintOffers(call)) return await handlePrintOffers(call, session);
      // The agency forms' bodies are checked with their schema here (checked-body.ts).
      const checked = await checkBody(call, maxRequestBody);
      if (checked instanceof Response) return checked;
      const response = await forward(checked, session);
      // The backend's answer in (a small body whole, a large one's headers), the response built.
      timer.mark('backend');
      return timer.apply(response);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return errorResponse(413, locale, 'tooLarge');
      if (error instanceof UpstreamError) {
        return error.kind === 'timeout'
          ? errorResponse(504, locale, 'timeout')
          : errorResponse(502, locale, 'unreachable');
      }
      throw error;
    }
  };
}
