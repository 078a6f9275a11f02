// backendFetch's surroundings for the lib/backend unit tests: a session, request headers, the
// environment and an upstream each test answers through `fetchUpstream`. Imported before the code
// under test, so these mocks are registered first.

/** What `forbidden()` does: Next's 403 fallback, as a mock the tests can inspect. */
export const forbidden = jest.fn(() => {
  throw new Error('NEXT_HTTP_ERROR_FALLBACK;403');
});
export const fetchUpstream = jest.fn();

jest.mock('next/navigation', () => ({
  forbidden: () => forbidden(),
  redirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  },
}));
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => ({ value: 'sealed' }) }),
  headers: async () => new Headers({ 'accept-language': 'en' }),
}));
jest.mock('@/lib/env', () => ({
  env: () => ({ bookingApiUrl: 'http://backend.test', bffTimeoutMs: 60_000, pageTimeoutMs: 12_000 }),
}));
jest.mock('@/lib/session', () => ({
  sessionConfigFromEnv: () => ({ secure: false }),
  sessionCookieName: () => 'session',
  unsealSession: async () => ({ accessToken: 'token' }),
}));
jest.mock('@/lib/bff/upstream', () => ({
  fetchUpstream: (...args: unknown[]) => fetchUpstream(...args),
  UpstreamError: class UpstreamError extends Error {
    constructor(readonly kind: 'timeout' | 'unreachable') {
      super(kind);
    }
  },
}));

/** A JSON answer of the backend. */
export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
