import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { clientAddressOf } from '@/lib/bff/client-address';
import { readCookie, withCookie } from '@/lib/bff/cookies';
import { decideProxy, FORBIDDEN_PATH, loginRedirect } from '@/lib/proxy/proxy-rules';
import { refreshSingleFlight } from '@/lib/bff/refresh';
import { processSharedStore } from '@/lib/bff/shared-store';
import { contentSecurityPolicy, createNonce, isHttpsRequest, pageSecurityHeaders } from '@/lib/bff/security-headers';
import {
  clearSessionSetCookie,
  readSession,
  sealSession,
  sealedSessionSetCookie,
  sessionConfigFromEnv,
  sessionCookieName,
  sessionFromCredentials,
} from '@/lib/session';
import { PORTAL_PATH_HEADER } from '@/lib/proxy/proxy-rules';
import { themeForHost } from '@/themes';

/**
 * Every page request (docs/architecture.md §1, §3): theme from Host, session check and login redirect,
 * the role redirect from `/`, the route table's role check (the 403 page at the same address), proactive token refresh (Server Components cannot set cookies),
 * CSP nonce and security headers. The routing decisions live in lib/proxy/proxy-rules.ts.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const config = env();
  const sessionConfig = sessionConfigFromEnv(config);
  const cookieName = sessionCookieName(sessionConfig.secure);
  const cookieHeader = request.headers.get('cookie');
  const session = await readSession(cookieHeader, sessionConfig);
  // A cookie we cannot open (old secret, expired seal, tampering) is removed, not carried around.
  const staleCookie = !session && readCookie(cookieHeader, cookieName) !== undefined;
  const setCookies: string[] = staleCookie ? [clearSessionSetCookie(sessionConfig)] : [];
  const securityHeaders = pageSecurityHeaders({
    production: config.nodeEnv === 'production',
    https: isHttpsRequest(request.url, request.headers.get('x-forwarded-proto')),
  });

  // Redirects are built on request.nextUrl, never on the Host header; Next turns same-host
  // Locations into relative ones.
  const redirect = (location: string, cookies: string[]) => {
    const response = NextResponse.redirect(new URL(location, request.nextUrl), 307);
    for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
    return response;
  };

  const { pathname, search } = request.nextUrl;
  const decision = decideProxy({ pathname, search, session, now: Date.now() });
  if (decision.kind === 'redirect') return redirect(decision.location, setCookies);

  const requestHeaders = new Headers(request.headers);
  if (staleCookie) requestHeaders.delete('cookie');
  if (decision.refresh && session) {
    const sharedStore = processSharedStore(config.redisUrl);
    const result = await refreshSingleFlight(session.refreshToken, {
      backendUrl: config.bookingApiUrl,
      // A page request: the page budget (docs/architecture.md §3), not the BFF's 60 s.
      timeoutMs: config.pageTimeoutMs,
      clientAddress: clientAddressOf(request.headers),
      ...(sharedStore ? { shared: { store: sharedStore, session: sessionConfig } } : {}),
    });
    if (result.ok) {
      const sealed = await sealSession(sessionFromCredentials(result.credentials, session.alias), sessionConfig);
      setCookies.push(sealedSessionSetCookie(sealed, sessionConfig));
      // The page rendering right after this must already see the new tokens.
      requestHeaders.set('cookie', withCookie(cookieHeader, cookieName, sealed));
    } else if (result.reason === 'rejected') {
      return redirect(loginRedirect(pathname, search), [clearSessionSetCookie(sessionConfig)]);
    }
    // Backend unreachable: render with the old tokens; lib/backend reports the outage on the page.
  }

  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, { development: config.nodeEnv === 'development' });
  requestHeaders.set('x-nonce', nonce);
  // Next reads the nonce from this request header and applies it to its own scripts.
  requestHeaders.set('content-security-policy', csp);
  requestHeaders.set('x-theme', themeForHost(request.headers.get('host')).id);
  // lib/backend needs the current page to come back to after /api/session/refresh.
  requestHeaders.set(PORTAL_PATH_HEADER, `${pathname}${search}`);

  // A page outside the role renders the 403 page in the chrome at the address asked for, with the
  // status 403; the page itself never runs. (A client navigation's 403 answer makes the router
  // load the address as a document: the same page, rendered on the server.)
  const response =
    decision.kind === 'forbidden'
      ? NextResponse.rewrite(new URL(FORBIDDEN_PATH, request.nextUrl), {
          status: 403,
          request: { headers: requestHeaders },
        })
      : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

export const config = {
  // Not api/ (the BFF checks for itself) nor static assets; RSC and prefetch requests do pass
  // through, so a client-side navigation cannot skip the session check.
  matcher: ['/((?!api/|_next/static|_next/image|favicon|themes/|fonts/).*)'],
};
