import { BENCH_BARE_PATH, decideProxy, isAuthRoute, loginRedirect } from '@/lib/proxy/proxy-rules';
import { contentSecurityPolicy, createNonce, isHttpsRequest, pageSecurityHeaders } from '@/lib/bff/security-headers';
import type { SessionData } from '@/lib/session';

const now = 1_800_000_000_000;
const session = (alias: string, expiresInMs = 10 * 60_000): SessionData => ({
  accessToken: 'a',
  refreshToken: 'r',
  expiresAt: now + expiresInMs,
  alias,
});

describe('proxy rules', () => {
  it.each([
    '/auth/login',
    '/auth/forgot',
    '/auth/reset/abc123',
    '/auth/download-agency-contract',
    '/auth/agency-registration',
  ])('%s is open without a session', (pathname) => {
    expect(isAuthRoute(pathname)).toBe(true);
    expect(decideProxy({ pathname, search: '', session: null, now })).toEqual({ kind: 'continue', refresh: false });
  });

  it.each(['/auth', '/auth/reset', '/auth/reset/a/b', '/auth/loginx', '/authx/login'])(
    '%s is not an auth route',
    (pathname) => {
      expect(isAuthRoute(pathname)).toBe(false);
    },
  );

  it.each(['/selection/AbCdEfGhIjKlMnOpQrStUv', '/selection/AbCdEfGhIjKlMnOpQrStUv/answer'])(
    "%s (the client's page of a selection) is open without a session and stays open to a signed-in agent",
    (pathname) => {
      for (const who of [null, session('agent'), session('agent', 1_000)])
        expect(decideProxy({ pathname, search: '?lang=ro', session: who, now })).toEqual({
          kind: 'continue',
          refresh: false,
        });
    },
  );

  it.each(['/selection', '/selection/a/b/c', '/selection/a/answers'])('%s is no public route', (pathname) => {
    expect(isAuthRoute(pathname)).toBe(false);
    expect(decideProxy({ pathname, search: '', session: null, now }).kind).toBe('redirect');
  });

  afterEach(() => {
    delete process.env.PORTAL_BENCH_ROUTES;
  });

  it("renders the benchmark's bare page with or without a session in the benchmark's build, never refreshing for it", () => {
    process.env.PORTAL_BENCH_ROUTES = '1';
    for (const who of [null, session('agent', 1_000)]) {
      expect(decideProxy({ pathname: BENCH_BARE_PATH, search: '', session: who, now })).toEqual({
        kind: 'continue',
        refresh: false,
      });
    }
    // Only that exact path: anything under it is a portal page like any other.
    expect(decideProxy({ pathname: `${BENCH_BARE_PATH}/x`, search: '', session: null, now }).kind).toBe('redirect');
  });

  it('sends /bench-bare without a session to the login in any other build, like every portal page', () => {
    expect(process.env.PORTAL_BENCH_ROUTES).toBeUndefined();
    expect(decideProxy({ pathname: BENCH_BARE_PATH, search: '', session: null, now })).toEqual({
      kind: 'redirect',
      location: '/auth/login?next=%2Fbench-bare',
    });
    process.env.PORTAL_BENCH_ROUTES = '0';
    expect(decideProxy({ pathname: BENCH_BARE_PATH, search: '', session: null, now }).kind).toBe('redirect');
  });

  it('sends a visitor without a session to login with a relative `next`', () => {
    expect(decideProxy({ pathname: '/orders', search: '?page=2', session: null, now })).toEqual({
      kind: 'redirect',
      location: '/auth/login?next=%2Forders%3Fpage%3D2',
    });
    expect(decideProxy({ pathname: '/', search: '', session: null, now })).toEqual({
      kind: 'redirect',
      location: '/auth/login',
    });
  });

  it('sends a signed-in user away from the login form to their landing page', () => {
    expect(decideProxy({ pathname: '/auth/login', search: '', session: session('agent'), now })).toEqual({
      kind: 'redirect',
      location: '/',
    });
    expect(decideProxy({ pathname: '/auth/login', search: '', session: session('agency_director'), now })).toEqual({
      kind: 'redirect',
      location: '/publications',
    });
  });

  it.each(['agency_manager', 'office_manager', 'agency_director', 'sub_partition_manager'])(
    'redirects %s from / to /publications',
    (alias) => {
      expect(decideProxy({ pathname: '/', search: '', session: session(alias), now })).toEqual({
        kind: 'redirect',
        location: '/publications',
      });
    },
  );

  it.each(['agent', 'ats_manager'])('lets %s stay on the tour search', (alias) => {
    expect(decideProxy({ pathname: '/', search: '', session: session(alias), now })).toEqual({
      kind: 'continue',
      refresh: false,
    });
  });

  it('refreshes when the access token expires within 30 s, or already has', () => {
    expect(decideProxy({ pathname: '/orders', search: '', session: session('agent', 29_000), now })).toEqual({
      kind: 'continue',
      refresh: true,
    });
    expect(decideProxy({ pathname: '/orders', search: '', session: session('agent', -60_000), now })).toEqual({
      kind: 'continue',
      refresh: true,
    });
    expect(decideProxy({ pathname: '/orders', search: '', session: session('agent', 31_000), now })).toEqual({
      kind: 'continue',
      refresh: false,
    });
  });

  it('refreshes a short-lived token once half its life is gone, not on every page', () => {
    // A backend issuing 5 s tokens: all of them expire "within 30 s" from the start.
    const issued = { ...session('agent', 5_000), issuedAt: now };
    const at = (elapsedMs: number) =>
      decideProxy({ pathname: '/orders', search: '', session: issued, now: now + elapsedMs });
    expect(at(100)).toEqual({ kind: 'continue', refresh: false });
    expect(at(2_400)).toEqual({ kind: 'continue', refresh: false });
    expect(at(2_500)).toEqual({ kind: 'continue', refresh: true });
    // A 15-minute token still gets the whole 30 s window.
    const long = { ...session('agent', 15 * 60_000), issuedAt: now };
    expect(decideProxy({ pathname: '/orders', search: '', session: long, now: now + 15 * 60_000 - 31_000 })).toEqual({
      kind: 'continue',
      refresh: false,
    });
    expect(decideProxy({ pathname: '/orders', search: '', session: long, now: now + 15 * 60_000 - 30_000 })).toEqual({
      kind: 'continue',
      refresh: true,
    });
  });

  it('builds login redirects that stay relative', () => {
    expect(loginRedirect('//evil.com', '')).toBe('/auth/login?next=%2F%2Fevil.com');
  });
});

describe('page security headers', () => {
  it('builds the CSP around the nonce, with eval only in development', () => {
    const csp = contentSecurityPolicy('abc123', { development: false });
    expect(csp).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc123' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
    expect(contentSecurityPolicy('abc123', { development: true })).toContain("'strict-dynamic' 'unsafe-eval'");
  });

  it('makes a fresh, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('sends HSTS only in production over HTTPS', () => {
    expect(pageSecurityHeaders({ production: true, https: true })['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(pageSecurityHeaders({ production: true, https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(pageSecurityHeaders({ production: false, https: true })['Strict-Transport-Security']).toBeUndefined();
    expect(pageSecurityHeaders({ production: false, https: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    });
  });

  it('detects HTTPS from the URL or a terminating proxy', () => {
    expect(isHttpsRequest('https://a.example/', null)).toBe(true);
    expect(isHttpsRequest('http://a.example/', 'https')).toBe(true);
    expect(isHttpsRequest('http://a.example/', 'http')).toBe(false);
    expect(isHttpsRequest('http://a.example/', null)).toBe(false);
  });
});
