import { z } from 'zod';

// The catalogue cache behind the tour-search option lists: a session, a locale, an upstream.
let locale = 'en';
let sealed: string | undefined = 'sealed';
jest.mock('next/navigation', () => ({
  forbidden: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;403');
  },
  redirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  },
}));
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'session' ? (sealed ? { value: sealed } : undefined) : { value: locale }),
  }),
  headers: async () => new Headers({ 'x-portal-path': '/search/tour' }),
}));
jest.mock('@/lib/env', () => ({
  env: () => ({ bookingApiUrl: 'http://backend.test', bffTimeoutMs: 1000, pageTimeoutMs: 1000 }),
}));
jest.mock('@/lib/session', () => ({
  sessionConfigFromEnv: () => ({ secure: false }),
  sessionCookieName: () => 'session',
  unsealSession: async (value: string | undefined) => (value ? { accessToken: `token-of-${value}` } : null),
}));
const fetchUpstream = jest.fn();
jest.mock('@/lib/bff/upstream', () => ({
  fetchUpstream: (...args: unknown[]) => fetchUpstream(...args),
  UpstreamError: class UpstreamError extends Error {},
}));

import { catalogueJson } from '@/lib/backend/catalogue';

const list = z.object({ data: z.array(z.string()) });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let path = 0;
/** A path no other test has cached. */
const fresh = () => `v2/search/test-${++path}`;

beforeEach(() => {
  fetchUpstream.mockReset();
  locale = 'en';
  sealed = 'sealed';
});

describe('catalogue lists shared across requests', () => {
  it('asks the backend once per path, query and locale', async () => {
    fetchUpstream.mockImplementation(async () => answer(200, { data: ['Chișinău'] }));
    const meals = fresh();
    expect(await catalogueJson(meals, list, { id: 1 })).toEqual({ data: ['Chișinău'] });
    sealed = 'another-user';
    expect(await catalogueJson(meals, list, { id: 1 })).toEqual({ data: ['Chișinău'] });
    expect(fetchUpstream).toHaveBeenCalledTimes(1);
    await catalogueJson(meals, list, { id: 2 });
    locale = 'ro';
    await catalogueJson(meals, list, { id: 1 });
    expect(fetchUpstream).toHaveBeenCalledTimes(3);
    const [url, init] = fetchUpstream.mock.calls[2] as [string, RequestInit];
    expect(url).toBe(`http://backend.test/api/${meals}?id=1`);
    expect(new Headers(init.headers).get('x-localization')).toBe('ro');
  });

  it('keeps no failure: the next request asks again', async () => {
    const cities = fresh();
    fetchUpstream.mockResolvedValueOnce(answer(500, { error: 'Oops', message: 'Broken' }));
    await expect(catalogueJson(cities, list)).rejects.toMatchObject({ status: 500 });
    fetchUpstream.mockResolvedValueOnce(answer(200, { data: ['Iași'] }));
    expect(await catalogueJson(cities, list)).toEqual({ data: ['Iași'] });
  });

  it("never hands one user's redirect to another waiting for the same list", async () => {
    const countries = fresh();
    let release!: (response: Response) => void;
    fetchUpstream.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const expired = catalogueJson(countries, list).catch((error: Error) => error.message);
    await new Promise((resolve) => setImmediate(resolve));
    sealed = 'valid';
    fetchUpstream.mockResolvedValueOnce(answer(200, { data: ['Romania'] }));
    const waiting = catalogueJson(countries, list);
    release(answer(401, {}));
    expect(await expired).toMatch(/^NEXT_REDIRECT \/api\/session\/refresh/);
    expect(await waiting).toEqual({ data: ['Romania'] });
    const [, init] = fetchUpstream.mock.calls[1] as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-of-valid');
  });

  it('sends a request without a session to the login form, cached list or not', async () => {
    const meals = fresh();
    fetchUpstream.mockImplementation(async () => answer(200, { data: ['AI'] }));
    await catalogueJson(meals, list);
    sealed = undefined;
    await expect(catalogueJson(meals, list)).rejects.toThrow(/^NEXT_REDIRECT \/auth\/login/);
  });
});
