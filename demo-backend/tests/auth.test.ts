import { decodeJwt } from 'jose';
import { credentialsSchema } from '@/lib/schemas/auth';
import { userSchema } from '@/lib/schemas/user';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';

let backend: DemoBackend;
beforeAll(async () => {
  backend = await startDemoBackend();
});
afterAll(async () => {
  await backend.close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('login', () => {
  it('returns credentials whose access token carries sub, sid, alias, iat, exp and jti', async () => {
    const answer = await call(backend.url, '/api/jwt/login', {
      body: { login: 'manager@demo.travel', password: 'demo12345' },
    });
    expect(answer.status).toBe(200);
    const creds = credentialsSchema.parse(answer.body);
    expect(creds.expires_in).toBe(900);
    const claims = decodeJwt(creds.access_token);
    expect(claims).toMatchObject({ sub: '2', alias: 'agency_manager' });
    expect(typeof claims.sid).toBe('string');
    expect(typeof claims.jti).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
  });

  it('answers a wrong password with 422 and a localized title and message, never 401', async () => {
    const ru = await call(backend.url, '/api/jwt/login', { body: { login: 'office@demo.travel', password: 'nope' } });
    expect(ru.status).toBe(422);
    expect(ru.body).toEqual({ error: 'Ошибка входа', message: 'Неверный логин или пароль' });
    const en = await call(backend.url, '/api/jwt/login', {
      body: { login: 'nobody@x.md', password: 'nope' },
      locale: 'en',
    });
    expect(en.body).toEqual({ error: 'Sign-in failed', message: 'Wrong login or password' });
    const ro = await call(backend.url, '/api/jwt/login', {
      body: { login: 'nobody@x.md', password: 'x' },
      locale: 'ro',
    });
    expect(ro.body).toMatchObject({ message: 'Login sau parolă greșită' });
  });

  it('slows a login after 5 failures: 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const attempt = await call(backend.url, '/api/jwt/login', {
        body: { login: 'ats@demo.travel', password: 'bad' },
      });
      expect(attempt.status).toBe(422);
    }
    const slowed = await call(backend.url, '/api/jwt/login', {
      body: { login: 'ats@demo.travel', password: 'demo12345' },
      locale: 'en',
    });
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    expect(slowed.body.message).toBe('Too many failed sign-in attempts. Try again in 1 s.');
  });

  it('answers missing fields with 422 field errors', async () => {
    const answer = await call(backend.url, '/api/jwt/login', { body: { login: '' }, locale: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ login: ['This field is required.'], password: ['This field is required.'] });
  });
});

describe('authenticated calls', () => {
  it('gives the user in the shared schema shape', async () => {
    const { access_token } = await login(backend.url);
    const answer = await call(backend.url, '/api/jwt/user', { token: access_token, locale: 'ro' });
    expect(answer.status).toBe(200);
    const user = userSchema.parse(answer.body);
    expect(user).toMatchObject({ email: 'agent@demo.travel', alias: 'agent', position: 'Agent de turism', offers: 0 });
    expect(user.agency.name).toBe('Demo Travel SRL');
    expect(user.notifications.items).toHaveLength(5);
    expect(user.notifications.unread).toBe(5);
    expect(user.phones.reservation_department.office).toMatch(/^\+373/);
  });

  it('refuses a missing, forged or expired bearer token with 401 {error, message}', async () => {
    const none = await call(backend.url, '/api/jwt/user');
    expect(none.status).toBe(401);
    expect(Object.keys(none.body).sort()).toEqual(['error', 'message']);
    const forged = await call(backend.url, '/api/jwt/user', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x' });
    expect(forged.status).toBe(401);

    // The backend's clock moves past the token's second of life: no sleeping.
    let skewMs = 0;
    const shortLived = await startDemoBackend({ accessTtlS: 1, now: () => Date.now() + skewMs });
    try {
      const { access_token } = await login(shortLived.url);
      expect((await call(shortLived.url, '/api/jwt/user', { token: access_token })).status).toBe(200);
      skewMs = 2_100;
      expect((await call(shortLived.url, '/api/jwt/user', { token: access_token })).status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });
});

describe('refresh', () => {
  const refresh = (refreshToken: string) => call(backend.url, '/api/jwt/refresh-token', { body: { refreshToken } });

  it('rotates the refresh token and issues a working access token', async () => {
    const first = await login(backend.url);
    const answer = await refresh(first.refresh_token);
    expect(answer.status).toBe(200);
    const next = credentialsSchema.parse(answer.body);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.access_token).not.toBe(first.access_token);
    expect((await call(backend.url, '/api/jwt/user', { token: next.access_token })).status).toBe(200);
    expect((await refresh(next.refresh_token)).status).toBe(200);
  });

  it('gives concurrent refreshes of one token the same successor within the grace window', async () => {
    const first = await login(backend.url);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refresh_token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(answers.map((a) => a.body.refresh_token));
    expect(successors.size).toBe(1);
    for (const answer of answers) {
      expect((await call(backend.url, '/api/jwt/user', { token: String(answer.body.access_token) })).status).toBe(200);
    }
  });

  it('treats a rotated token presented after the grace window as reuse and revokes the whole session', async () => {
    const first = await login(backend.url);
    const second = credentialsSchema.parse((await refresh(first.refresh_token)).body);
    const realNow = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(realNow + 11_000);
    expect((await refresh(first.refresh_token)).status).toBe(401);
    jest.restoreAllMocks();
    // The thief's replay killed the legitimate successor too.
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await call(backend.url, '/api/jwt/user', { token: second.access_token })).status).toBe(401);
  });

  it('refuses unknown tokens and counts every refresh call in /__demo/stats', async () => {
    const before = (await call(backend.url, '/__demo/stats')).body;
    expect((await refresh('not-a-token')).status).toBe(401);
    expect((await call(backend.url, '/api/jwt/refresh-token', { body: {} })).status).toBe(401);
    const after = (await call(backend.url, '/__demo/stats')).body;
    expect(Number(after.refreshes) - Number(before.refreshes)).toBe(2);
    expect(Number(after.refreshRefusals) - Number(before.refreshRefusals)).toBe(2);
  });

  it('counts per login session the rotations and the grace-window repeats in /__demo/stats', async () => {
    const first = await login(backend.url);
    const sid = String(decodeJwt(first.access_token).sid);
    // Two replicas refreshing the same token at once, then the next expiry.
    const [a] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect((await refresh(String(a?.body.refresh_token))).status).toBe(200);
    const stats = (await call<{ refreshesBySession: Record<string, unknown> }>(backend.url, '/__demo/stats')).body;
    expect(stats.refreshesBySession[sid]).toEqual({
      rotations: 2,
      graceRepeats: 1,
      lastRotationAt: expect.any(Number),
      minRotationGapMs: expect.any(Number),
    });
  });
});

describe('logout', () => {
  it('revokes every token of the login session at once, and only that session', async () => {
    const session = await login(backend.url);
    const refreshed = credentialsSchema.parse(
      (await call(backend.url, '/api/jwt/refresh-token', { body: { refreshToken: session.refresh_token } })).body,
    );
    const otherDevice = await login(backend.url);

    const out = await call(backend.url, '/api/jwt/logout', { token: refreshed.access_token, locale: 'en' });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'You have signed out.' });

    expect((await call(backend.url, '/api/jwt/user', { token: session.access_token })).status).toBe(401);
    expect((await call(backend.url, '/api/jwt/user', { token: refreshed.access_token })).status).toBe(401);
    const again = await call(backend.url, '/api/jwt/refresh-token', {
      body: { refreshToken: refreshed.refresh_token },
    });
    expect(again.status).toBe(401);
    expect((await call(backend.url, '/api/jwt/user', { token: otherDevice.access_token })).status).toBe(200);
  });
});
