import { agencyDetails } from '@/demo-backend/tests/agency-fixture';
import { CLIENT_ADDRESS_HEADER } from '@/server-guard.mjs';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { bff, call } from './bff-helpers';

// One browser's abuse must not lock out the others (docs/testing.md, "Security"): through the BFF,
// each browser reaches the demo backend as its own client, because the portal names it in
// X-Forwarded-For and the backend believes the portal (DEMO_TRUST_PROXY, loopback here as in every
// pair the scripts start). The Request carries the address as the server guard stamps it
// (server-guard.mjs). The limits' clock stands still, so a wait never runs out during a test.

const PASSWORD = 'demo12345';
/** The browser that misbehaves and another one, each test its own pair. */
const A = (test: number) => `203.0.113.${test}`;
const B = (test: number) => `198.51.100.${test}`;

let backend: DemoBackend;
let handler: ReturnType<typeof bff>;

beforeAll(async () => {
  const frozen = Date.parse('2026-03-02T09:00:00Z');
  backend = await startDemoBackend({ now: () => frozen });
  handler = bff(backend.url);
});
afterAll(async () => backend.close());

const from = (client: string) => ({ [CLIENT_ADDRESS_HEADER]: client, 'accept-language': 'en' });
const signIn = (client: string, login: string, password: string) =>
  call(handler, 'jwt/login', { method: 'POST', json: { login, password }, headers: from(client) });
const forgot = (client: string, email: string) =>
  call(handler, 'forgot_password', { method: 'POST', json: { email }, headers: from(client) });
const register = (client: string, fiscalCode: string) =>
  call(handler, 'contract/agency-registration', {
    method: 'POST',
    json: { ...agencyDetails, fiscal_code: fiscalCode, contact_name: 'Ion Popescu', accept_terms: true },
    headers: from(client),
  });

/**
 * `tries` calls from one client: each is `allowed` until the first 429, which comes by try number
 * `limit + 1` at the latest and carries Retry-After; every later try is a 429 too.
 */
async function expectLimited(
  tries: number,
  limit: number,
  allowed: number,
  send: (i: number) => Promise<Response>,
): Promise<void> {
  const statuses: number[] = [];
  let retryAfter: string | null = null;
  for (let i = 0; i < tries; i++) {
    const response = await send(i);
    statuses.push(response.status);
    if (response.status === 429) retryAfter = response.headers.get('retry-after');
    await response.body?.cancel();
  }
  const firstRefused = statuses.indexOf(429);
  expect(firstRefused).toBeGreaterThan(-1);
  expect(firstRefused).toBeLessThanOrEqual(limit);
  expect(statuses).toEqual([
    ...Array<number>(firstRefused).fill(allowed),
    ...Array<number>(tries - firstRefused).fill(429),
  ]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
}

describe('per-client limits through the portal: one browser cannot lock out another', () => {
  it('11 wrong passwords for a director from one browser: that browser waits (429, Retry-After), her own sign-in from hers works', async () => {
    await expectLimited(11, 5, 422, () => signIn(A(1), 'director@partner.travel', 'wrong-password'));
    const owner = await signIn(B(1), 'director@partner.travel', PASSWORD);
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ email: 'director@partner.travel' });
  }, 30_000);

  it('20 wrong passwords on made-up logins from one browser: that browser waits for every login, another user signs in from another', async () => {
    await expectLimited(21, 20, 422, (i) => signIn(A(2), `nobody${i}@example.com`, 'guess'));
    expect((await signIn(A(2), 'agent@partner.travel', PASSWORD)).status).toBe(429);
    expect((await signIn(B(2), 'agent@partner.travel', PASSWORD)).status).toBe(200);
  }, 30_000);

  it('20 password-reset requests from one browser: that browser waits, another’s request is answered as usual', async () => {
    await expectLimited(21, 20, 200, (i) => forgot(A(3), `ghost${i}@example.com`));
    const other = await forgot(B(3), 'agent@demo.travel');
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({
      message: 'If the address is registered, we sent a link to reset the password.',
    });
  });

  it('10 registrations from one browser: that browser waits, another registers', async () => {
    await expectLimited(11, 10, 201, (i) => register(A(4), `10146000${String(i).padStart(5, '0')}`));
    expect((await register(B(4), '1014600099999')).status).toBe(201);
  }, 30_000);
});
