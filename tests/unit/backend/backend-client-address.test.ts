// Server Components' backend calls name the browser to the booking backend as the BFF's do
// (docs/deployment.md, "Client address"): the address the server guard stamped, alone, in
// X-Forwarded-For; never the X-Forwarded-For the browser wrote.
let requestHeaders: Record<string, string> = {};
jest.mock('next/navigation', () => ({
  forbidden: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;403');
  },
  redirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  },
}));
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => ({ value: 'sealed' }) }),
  headers: async () => new Headers(requestHeaders),
}));
jest.mock('@/lib/env', () => ({
  env: () => ({ bookingApiUrl: 'http://backend.test', bffTimeoutMs: 1000, pageTimeoutMs: 1000 }),
}));
jest.mock('@/lib/session', () => ({
  sessionConfigFromEnv: () => ({ secure: false }),
  sessionCookieName: () => 'session',
  unsealSession: async () => ({ accessToken: 'token' }),
}));
const fetchUpstream = jest.fn();
jest.mock('@/lib/bff/upstream', () => ({
  fetchUpstream: (...args: unknown[]) => fetchUpstream(...args),
  UpstreamError: class UpstreamError extends Error {},
}));

import { backendFetch } from '@/lib/backend/client';
import { CLIENT_ADDRESS_HEADER } from '@/server-guard.mjs';
import { MAX_USER_AGENT_LENGTH } from '@/lib/shared/request-limits';

const sentForwardedFor = () =>
  new Headers((fetchUpstream.mock.calls.at(-1)?.[1] as RequestInit).headers).get('x-forwarded-for');

beforeEach(() => {
  fetchUpstream.mockReset();
  fetchUpstream.mockResolvedValue(new Response('{}', { status: 200 }));
});

describe('lib/backend: the client address given to the booking backend', () => {
  it('names the stamped address in X-Forwarded-For, not the one the browser sent, on session and public calls', async () => {
    requestHeaders = { [CLIENT_ADDRESS_HEADER]: '203.0.113.7', 'x-forwarded-for': '198.51.100.66' };
    await backendFetch('v1/orders');
    expect(sentForwardedFor()).toBe('203.0.113.7');
    await backendFetch('contract/agency', { public: true });
    expect(sentForwardedFor()).toBe('203.0.113.7');
  });

  it('sends none without a stamped address (next dev), whatever the browser sent', async () => {
    requestHeaders = { 'x-forwarded-for': '198.51.100.66' };
    await backendFetch('v1/orders');
    expect(sentForwardedFor()).toBeNull();
  });
});

describe('lib/backend: the browser’s User-Agent given to the booking backend', () => {
  const sentUserAgent = () =>
    new Headers((fetchUpstream.mock.calls.at(-1)?.[1] as RequestInit).headers).get('user-agent');

  it('sends the browser’s User-Agent, cut to MAX_USER_AGENT_LENGTH, so the session keeps its last seen agent', async () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    requestHeaders = { 'user-agent': chrome, cookie: 'session=sealed' };
    await backendFetch('v1/profile/sessions');
    expect(sentUserAgent()).toBe(chrome);
    expect(new Headers((fetchUpstream.mock.calls.at(-1)?.[1] as RequestInit).headers).has('cookie')).toBe(false);
    requestHeaders = { 'user-agent': `${chrome}${'x'.repeat(5_000)}` };
    await backendFetch('v1/orders');
    expect(sentUserAgent()).toHaveLength(MAX_USER_AGENT_LENGTH);
  });
});
