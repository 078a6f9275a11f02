import { apiRequest, ORIGIN as origin, recordedBff, signedInCookie } from '@/tests/security/bff-fixture';
import { order } from '../fixtures/booking';

/**
 * CSRF for every method (docs/testing.md, "Security"): a request to /api/* without `x-csrf: 1`, or from
 * another site, is refused with 403 before anything reaches the backend, whatever the method,
 * whether the path is allowlisted, public, or unknown, and whether the victim is signed in.
 */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const PATHS = [
  'jwt/login',
  'jwt/logout',
  'search/offers',
  'orders/12/agency_edit',
  'payment/gateways/4/delete',
  'no/such/path',
];

/** What a hostile page (or a bare HTTP client) can make a signed-in browser send. */
const ATTACKS: [string, Record<string, string>][] = [
  ['no x-csrf header', {}],
  ['no x-csrf, own Origin', { origin }],
  ['x-csrf with another value', { 'x-csrf': 'true', origin }],
  ['cross-site fetch metadata', { 'x-csrf': '1', 'sec-fetch-site': 'cross-site' }],
  [
    'same-site (sibling subdomain)',
    { 'x-csrf': '1', 'sec-fetch-site': 'same-site', origin: 'http://other.localhost:3000' },
  ],
  ['foreign Origin', { 'x-csrf': '1', origin: 'https://evil.example' }],
  ['opaque Origin (sandboxed frame)', { 'x-csrf': '1', origin: 'null' }],
  ['Origin on another port', { 'x-csrf': '1', origin: 'http://localhost:3001' }],
];

describe('CSRF: every method, every kind of path', () => {
  it.each(METHODS)('%s from another site or without the header is refused before the backend', async (method) => {
    const { handle, received } = recordedBff();
    const cookie = await signedInCookie();

    for (const path of PATHS) {
      for (const [name, headers] of ATTACKS) {
        const login = '{"login":"agent@demo.travel","password":"demo12345"}';
        const response = await handle(apiRequest(path, method, { ...headers, cookie }, login), path.split('/'));
        expect({ path, name, status: response.status }).toEqual({ path, name, status: 403 });
        expect(await response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    }
    expect(received).toEqual([]);
  });

  it('the same calls with the header from the portal itself do reach the backend (the refusal is not blanket)', async () => {
    // Each answers what its schema reads, which the BFF checks (lib/bff/answers.ts).
    const answers: Record<string, unknown> = {
      'GET search/offers': { data: [] },
      'POST search/offers': { data: { uuid: '0b5c6f1e-7d1a-4c39-9a7e-2f4d8b6a1c3e' } },
      'PATCH orders/12/agency_edit': { data: order({ id: 12 }) },
      'DELETE payment/gateways/4/delete': { message: 'Record deleted successfully' },
    };
    const { handle, received } = recordedBff(
      (url, method) => answers[`${method} ${url.replace('http://backend.test/api/', '')}`],
    );
    const cookie = await signedInCookie();
    const headers = { 'x-csrf': '1', origin, 'sec-fetch-site': 'same-origin', cookie };
    const ok = [
      ['GET', 'search/offers'],
      ['POST', 'search/offers'],
      ['PATCH', 'orders/12/agency_edit'],
      ['DELETE', 'payment/gateways/4/delete'],
    ] as const;
    for (const [method, path] of ok) {
      expect((await handle(apiRequest(path, method, headers), path.split('/'))).status).toBe(200);
    }
    expect(received).toHaveLength(ok.length);
  });
});
