import type { NextRequest } from 'next/server';
import { resetRefreshFlights } from '@/lib/bff/refresh';
import { CLIENT_ADDRESS_HEADER } from '@/server-guard.mjs';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { bff, cookieWith, login, session, stats, tokensIn } from './bff-helpers';

/**
 * proxy.ts end to end in-process: a NextRequest in, the NextResponse Next would act on out.
 * env() is read once, so the backend URL and secret are set before proxy.ts is loaded.
 */
let backend: DemoBackend;
let proxy: (request: NextRequest) => Promise<Response>;
let NextRequestCtor: typeof NextRequest;

beforeAll(async () => {
  backend = await startDemoBackend({ accessTtlS: 20 });
  process.env.BOOKING_API_URL = backend.url;
  process.env.SESSION_SECRET = session.password;
  process.env.SECURE_COOKIES = 'false';
  ({ proxy } = await import('@/proxy'));
  ({ NextRequest: NextRequestCtor } = await import('next/server'));
});
afterAll(async () => backend.close());
afterEach(() => resetRefreshFlights());

function page(path: string, headers: Record<string, string> = {}): NextRequest {
  return new NextRequestCtor(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000', ...headers } });
}

/** The request headers Next hands the page after NextResponse.next({request: {headers}}). */
function forwardedRequestHeader(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe('proxy.ts', () => {
  it('sends a visitor without a session to login, relative to the request, with next', async () => {
    const response = await proxy(page('/orders?page=2', { host: 'evil.example' }));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('next')).toBe('/orders?page=2');
    expect(response.headers.get('location')).not.toContain('evil.example');
  });

  it('lets the auth pages through with CSP, nonce, theme and security headers', async () => {
    const response = await proxy(page('/auth/login', { host: 'ua.localhost:3000' }));
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(forwardedRequestHeader(response, 'x-nonce')).toBe(nonce);
    expect(forwardedRequestHeader(response, 'content-security-policy')).toBe(csp);
    expect(forwardedRequestHeader(response, 'x-theme')).toBe('ua');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('redirects a manager from / to /publications and a signed-in user away from login', async () => {
    const manager = await login(bff(backend.url), 'manager@demo.travel');
    const home = await proxy(page('/', { cookie: manager }));
    expect(new URL(home.headers.get('location') ?? '', 'http://x').pathname).toBe('/publications');
    const agent = await login(bff(backend.url));
    const loginPage = await proxy(page('/auth/login', { cookie: agent }));
    expect(new URL(loginPage.headers.get('location') ?? '', 'http://x').pathname).toBe('/');
    expect((await proxy(page('/', { cookie: agent }))).status).toBe(200);
  });

  it('refreshes a token about to expire before the page renders, for the browser and for this render', async () => {
    // A session whose token, issued a minute ago, expires in 5 s: inside the 30 s window.
    const signedIn = await tokensIn(await login(bff(backend.url)));
    const agent = await cookieWith({ ...signedIn, issuedAt: Date.now() - 60_000, expiresAt: Date.now() + 5_000 });
    const before = (await stats(backend)).refreshes;
    const response = await proxy(page('/orders', { cookie: `locale=ro; ${agent}` }));
    expect(response.status).toBe(200);
    expect((await stats(backend)).refreshes).toBe(before + 1);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('agency_session='));
    expect(setCookie).toMatch(/HttpOnly/);
    const renderCookie = forwardedRequestHeader(response, 'cookie') ?? '';
    expect(renderCookie).toContain('locale=ro');
    expect(renderCookie).toContain(setCookie?.split(';')[0]);
    const old = await tokensIn(agent);
    const fresh = await tokensIn(setCookie?.split(';')[0] ?? '');
    expect(fresh.refreshToken).not.toBe(old.refreshToken);
    expect(fresh.alias).toBe('agent');
  });

  it("names the browser's stamped address to the backend on that refresh, never the X-Forwarded-For it sent", async () => {
    const signedIn = await tokensIn(await login(bff(backend.url)));
    const agent = await cookieWith({ ...signedIn, issuedAt: Date.now() - 60_000, expiresAt: Date.now() + 5_000 });
    const named: (string | undefined)[] = [];
    const record = (request: { url?: string; headers: Record<string, string | string[] | undefined> }) => {
      if (request.url === '/api/jwt/refresh-token') named.push(String(request.headers['x-forwarded-for']));
    };
    backend.app.server.on('request', record);
    try {
      const response = await proxy(
        page('/orders', { cookie: agent, [CLIENT_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '198.51.100.66' }),
      );
      expect(response.status).toBe(200);
    } finally {
      backend.app.server.off('request', record);
    }
    expect(named).toEqual(['203.0.113.7']);
  });

  it('ends a session whose refresh token is refused: cleared cookie and login', async () => {
    const tokens = await tokensIn(await login(bff(backend.url)));
    const cookie = await cookieWith({ ...tokens, refreshToken: 'revoked', expiresAt: Date.now() - 1_000 });
    const response = await proxy(page('/orders', { cookie }));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '', 'http://x').searchParams.get('next')).toBe('/orders');
    expect(response.headers.getSetCookie()[0]).toMatch(/^agency_session=; .*Max-Age=0/);
  });

  it('treats a cookie it cannot open as no session and clears it', async () => {
    const response = await proxy(page('/orders', { cookie: 'agency_session=forged' }));
    expect(response.status).toBe(307);
    expect(response.headers.getSetCookie()[0]).toMatch(/^agency_session=; /);
  });
});
