// The client's page of a client selection reads and answers it through the portal's server
// (docs/product.md "Client selections"): without a session's token, naming the Host the page was
// answered on, the client's address in X-Forwarded-For; a 404 and a 410 are states of the page.
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
  unsealSession: async () => ({ accessToken: 'agent-token' }),
}));
const fetchUpstream = jest.fn();
jest.mock('@/lib/bff/upstream', () => ({
  fetchUpstream: (...args: unknown[]) => fetchUpstream(...args),
  UpstreamError: class UpstreamError extends Error {},
}));

import { answerSharedSelection, getSharedSelection } from '@/lib/backend/shared-selections';
import { BackendError } from '@/lib/backend/errors';
import { CLIENT_ADDRESS_HEADER } from '@/server-guard.mjs';

const TOKEN = 'q2Vb3nX9yT0aLkP4sDf7hJ1wZc8mNr5u';
const contacts = { title: 'Carpați Travel', address: '', phone: '', email: '' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = () => {
  const [url, init] = fetchUpstream.mock.calls.at(-1) as [string, RequestInit];
  return { url: new URL(url), headers: new Headers(init.headers), init };
};

beforeEach(() => {
  fetchUpstream.mockReset();
  requestHeaders = { host: 'carpati.localhost:3000', [CLIENT_ADDRESS_HEADER]: '203.0.113.7', cookie: 'session=sealed' };
});

describe('lib/backend/shared-selections', () => {
  it('reads the selection without the session’s token, naming the Host and the client', async () => {
    const data = {
      agency: { theme: 'carpati', contacts },
      note: '',
      valid_until: '2026-12-07T08:00:00.000Z',
      offers: [],
    };
    fetchUpstream.mockResolvedValue(json(200, { data }));
    expect(await getSharedSelection(TOKEN)).toEqual({ state: 'open', selection: data });
    const { url, headers } = sent();
    expect(url.pathname).toBe(`/api/public/shared-selections/${TOKEN}`);
    expect(url.searchParams.get('host')).toBe('carpati.localhost:3000');
    expect(headers.has('authorization')).toBe(false);
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.7');
  });

  it('gives a 404 and a 410 (with the agency’s contacts) as states, any other failure as an error', async () => {
    fetchUpstream.mockResolvedValueOnce(json(404, { error: 'Not found', message: 'Not found' }));
    expect(await getSharedSelection(TOKEN)).toEqual({ state: 'not-found' });
    const closed = { reason: 'expired', agency: { theme: 'carpati', contacts } };
    fetchUpstream.mockResolvedValueOnce(json(410, { error: 'Closed', message: 'Closed', data: closed }));
    expect(await getSharedSelection(TOKEN)).toEqual({ state: 'closed', closed });
    fetchUpstream.mockResolvedValueOnce(json(429, { error: 'Too many', message: 'Wait' }));
    await expect(getSharedSelection(TOKEN)).rejects.toMatchObject({ status: 429 });
  });

  it('posts the answer on the same terms; its field errors come back for the form', async () => {
    fetchUpstream.mockResolvedValueOnce(json(201, { data: { received: true } }));
    await answerSharedSelection(TOKEN, { position: 1, name: 'Ion', phone: '+37369123456' });
    const { url, headers, init } = sent();
    expect(url.pathname).toBe(`/api/public/shared-selections/${TOKEN}/answers`);
    expect(url.searchParams.get('host')).toBe('carpati.localhost:3000');
    expect(init.method).toBe('POST');
    expect(headers.has('authorization')).toBe(false);
    expect(JSON.parse(String(init.body))).toEqual({ position: 1, name: 'Ion', phone: '+37369123456' });

    fetchUpstream.mockResolvedValueOnce(
      json(422, { error: 'Invalid', message: 'Invalid', errors: { phone: ['Enter the whole number'] } }),
    );
    const error = await answerSharedSelection(TOKEN, { position: 1, name: 'Ion', phone: '+3736' }).catch((e) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: 422, errors: { phone: ['Enter the whole number'] } });
  });
});
