import { formatWait } from '@/lib/format/wait';
import type { Redis } from 'ioredis';
import { createBffHandler, type BffHandler } from '@/lib/bff/handler';
import { createPortalLimits, PORTAL_LIMITS, type PortalLimits } from '@/lib/bff/limits';
import { bffMessage } from '@/lib/bff/messages';
import type { FetchLike } from '@/lib/bff/upstream';
import { sealSession, sessionCookieName, type SessionConfig } from '@/lib/session';
import { CLIENT_ADDRESS_HEADER } from '@/server-guard.mjs';
import { validAgencyRegistration } from '../fixtures/agency-details';

const session: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: 3600 };
const origin = 'http://localhost:3000';
const OFFICE = '203.0.113.5';
const ELSEWHERE = '198.51.100.7';
const credentials = { access_token: 'access-9', refresh_token: 'refresh-9', expires_in: 900 };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A backend that says no to the password "wrong", yes to any other, and 200 to everything else; counting calls by path. */
function backend(answer?: FetchLike) {
  const calls: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\//, '');
    calls.push(path);
    if (answer) return answer(input, init);
    if (path === 'jwt/login') {
      const body = JSON.parse(await new Response(init?.body).text()) as { password: string };
      return body.password === 'wrong'
        ? json(401, { error: 'Unauthorized', message: 'Wrong login or password' })
        : json(200, credentials);
    }
    if (path === 'jwt/user') return json(200, { alias: 'agent' });
    return json(200, { message: 'ok' });
  };
  return { calls, fetch, count: (path: string) => calls.filter((call) => call === path).length };
}

function bff(fetch: FetchLike, limits: PortalLimits = createPortalLimits()): BffHandler {
  return createBffHandler({ backendUrl: 'http://backend.test', timeoutMs: 1_000, session, fetch, limits });
}

interface From {
  address?: string | null;
  locale?: 'ru' | 'en';
  cookie?: string;
}

function post(handle: BffHandler, path: string, body: unknown, from: From = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'x-csrf': '1',
    origin,
    'content-type': 'application/json',
    cookie: `locale=${from.locale ?? 'ru'}`,
  };
  if (from.cookie) headers.cookie += `; ${from.cookie}`;
  const address = from.address === undefined ? OFFICE : from.address;
  if (address !== null) headers[CLIENT_ADDRESS_HEADER] = address;
  const request = new Request(`${origin}/api/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    duplex: 'half',
  } as RequestInit);
  return handle(request, path.split('/'));
}

const signIn = (handle: BffHandler, password: string, from: From = {}) =>
  post(handle, 'jwt/login', { login: 'agent@demo.travel', password }, from);

async function times(n: number, send: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send()).status);
  return statuses;
}

/** A refusal as the user sees it: 429, a Retry-After within the limit's window, the message in their language. */
async function expectRefused(response: Response, locale: 'ru' | 'en', windowS: number): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowS);
  // The message names the very wait Retry-After gives ("in 14 minutes", "через 14 минут").
  const wait = formatWait(retryAfter, locale);
  expect(wait).toMatch(locale === 'en' ? /^in \d+ (second|minute)s?$/ : /^через \d+ (секунд|минут)/);
  expect(await response.json()).toEqual({
    error: bffMessage(locale, 'tooManyRequests').error,
    message: bffMessage(locale, 'tooManyRequests').message.replace('{wait}', wait),
  });
}

describe("the portal's own limits (per client address)", () => {
  it('refuses sign-ins from an address past its failed ones (429, Retry-After, ru and en), before the backend; another address still signs in', async () => {
    const { points, durationS } = PORTAL_LIMITS.loginFailures;
    const api = backend();
    const handle = bff(api.fetch);
    expect(await times(points, () => signIn(handle, 'wrong'))).toEqual(Array(points).fill(401));
    await expectRefused(await signIn(handle, 'wrong'), 'ru', durationS);
    // The right password too: guessing stops the address, whatever the guess.
    await expectRefused(await signIn(handle, 'demo12345', { locale: 'en' }), 'en', durationS);
    expect(api.count('jwt/login')).toBe(points);
    expect((await signIn(handle, 'demo12345', { address: ELSEWHERE })).status).toBe(200);
  });

  it('does not count the sign-ins that succeed: a whole office signs in, and may still mistype', async () => {
    const api = backend();
    const handle = bff(api.fetch);
    expect(await times(60, () => signIn(handle, 'demo12345'))).toEqual(Array(60).fill(200));
    const failures = PORTAL_LIMITS.loginFailures.points;
    expect(await times(failures, () => signIn(handle, 'wrong'))).toEqual(Array(failures).fill(401));
    expect((await signIn(handle, 'wrong')).status).toBe(429);
  });

  it('counts a sign-in as failed while it is in flight: parallel guesses cannot overrun the count', async () => {
    const api = backend();
    const handle = bff(api.fetch);
    const statuses = (await Promise.all(Array.from({ length: 40 }, () => signIn(handle, 'wrong')))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(PORTAL_LIMITS.loginFailures.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - PORTAL_LIMITS.loginFailures.points);
    expect(api.count('jwt/login')).toBe(PORTAL_LIMITS.loginFailures.points);
  });

  it('does not count a sign-in the backend could not judge (unreachable) as a failure', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const handle = bff(down);
    expect(await times(PORTAL_LIMITS.loginFailures.points + 5, () => signIn(handle, 'wrong'))).toEqual(
      Array(PORTAL_LIMITS.loginFailures.points + 5).fill(502),
    );
  });

  it('caps every sign-in attempt from an address, right or wrong', async () => {
    const { points, durationS } = PORTAL_LIMITS.loginAttempts;
    const api = backend();
    const handle = bff(api.fetch);
    const statuses = await times(points, () => signIn(handle, 'demo12345'));
    expect(statuses.every((status) => status === 200)).toBe(true);
    await expectRefused(await signIn(handle, 'demo12345', { locale: 'en' }), 'en', durationS);
    expect(api.count('jwt/login')).toBe(points);
  });

  it.each([
    ['forgot_password', { email: 'a@b.md' }, PORTAL_LIMITS.forgotPassword],
    [
      'reset_password/0123456789abcdef0123456789abcdef',
      { password: 'Secret-12345', password_confirmation: 'Secret-12345' },
      PORTAL_LIMITS.resetPassword,
    ],
    // Valid, so that the BFF's own check (lib/bff/checked-body.ts) forwards it.
    ['contract/agency-registration', validAgencyRegistration, PORTAL_LIMITS.agencyRegistration],
  ])(
    'refuses POST %s past its count with 429, Retry-After and the message in ru and en; another address is unaffected',
    async (path, body, rule) => {
      const api = backend();
      const handle = bff(api.fetch);
      const statuses = await times(rule.points, () => post(handle, path, body));
      expect(statuses.every((status) => status !== 429)).toBe(true);
      await expectRefused(await post(handle, path, body), 'ru', rule.durationS);
      await expectRefused(await post(handle, path, body, { locale: 'en' }), 'en', rule.durationS);
      expect(api.calls).toHaveLength(rule.points);
      expect((await post(handle, path, body, { address: ELSEWHERE })).status).not.toBe(429);
    },
  );

  it("caps the agency forms' field checks together, answered by the BFF alone", async () => {
    const { points, durationS } = PORTAL_LIMITS.agencyFieldChecks;
    const api = backend();
    const handle = bff(api.fetch);
    let sent = 0;
    const statuses = await times(points, () =>
      post(handle, sent++ % 2 ? 'contract/agency/check' : 'contract/agency-registration/check', { company_name: 'X' }),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    await expectRefused(await post(handle, 'contract/agency/check', {}), 'ru', durationS);
    expect(api.calls).toHaveLength(0);
    expect((await post(handle, 'contract/agency/check', {}, { address: ELSEWHERE })).status).toBe(200);
  });

  it('refuses the browser error reports (v1/core/client-error) past their rate', async () => {
    const { points, durationS } = PORTAL_LIMITS.clientError;
    const api = backend();
    const handle = bff(api.fetch);
    const sealed = await sealSession(
      { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 600_000 },
      session,
    );
    const cookie = `${sessionCookieName(false)}=${sealed}`;
    const report = { info: 'ChunkLoadError', stack: 'x'.repeat(20_000) };
    const statuses = await times(points, () => post(handle, 'v1/core/client-error', report, { cookie }));
    expect(statuses).toEqual(Array(points).fill(200));
    await expectRefused(await post(handle, 'v1/core/client-error', report, { cookie }), 'ru', durationS);
    expect(api.count('v1/core/client-error')).toBe(points);
    expect((await post(handle, 'v1/core/client-error', report, { cookie, address: ELSEWHERE })).status).toBe(200);
  });

  it('counts requests without an address (no server guard: next dev) together, as one unknown client', async () => {
    const { points } = PORTAL_LIMITS.forgotPassword;
    const handle = bff(backend().fetch);
    await times(points, () => post(handle, 'forgot_password', { email: 'a@b.md' }, { address: null }));
    expect((await post(handle, 'forgot_password', { email: 'a@b.md' }, { address: null })).status).toBe(429);
    expect((await post(handle, 'forgot_password', { email: 'a@b.md' })).status).toBe(200);
  });

  it('keeps counting in memory while Redis is unreachable (the insurance limiter)', async () => {
    // An ioredis client that is not connected: rate-limiter-flexible goes to the insurance limiter at once.
    const notConnected = { status: 'reconnecting', defineCommand: () => undefined } as unknown as Redis;
    const api = backend();
    const handle = bff(api.fetch, createPortalLimits({ redis: notConnected }));
    const { points, durationS } = PORTAL_LIMITS.loginFailures;
    expect(await times(points, () => signIn(handle, 'wrong'))).toEqual(Array(points).fill(401));
    await expectRefused(await signIn(handle, 'wrong'), 'ru', durationS);
  });
});
