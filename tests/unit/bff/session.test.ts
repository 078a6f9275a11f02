import { sealData } from 'iron-session';
import { SignJWT } from 'jose';
import {
  accessTokenExpiry,
  clearSessionSetCookie,
  readSession,
  sealSession,
  sessionCookieName,
  sessionFromCredentials,
  sessionSetCookie,
  SESSION_TTL_SECONDS,
  type SessionConfig,
} from '@/lib/session';

const config: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: SESSION_TTL_SECONDS };
const secure: SessionConfig = { ...config, secure: true };

/** A token shaped like the booking backend's: HS256 with user, role, session and a few claims. */
async function realisticAccessToken(): Promise<string> {
  const token = await new SignJWT({
    sub: '1024',
    alias: 'agency_director',
    sid: 'b3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    agency: 4711,
    email: 'director@demo.travel',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('https://booking.example.com/api/jwt/login')
    .setAudience('agency-portal')
    .setIssuedAt(1_800_000_000)
    .setNotBefore(1_800_000_000)
    .setExpirationTime(1_800_000_900)
    .setJti('9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a5b')
    .sign(new TextEncoder().encode('s'.repeat(32)));
  return token;
}

const refreshToken = 'Zx8Qp2Lm4Nv6Bc8Xz0Aa2Ss4Dd6Ff8Gg0Hh2Jj4Kk6L'.slice(0, 43);

describe('session cookie', () => {
  it('stays well under 4096 bytes with realistic tokens', async () => {
    const accessToken = await realisticAccessToken();
    expect(accessToken.length).toBeGreaterThanOrEqual(400);
    const setCookie = await sessionSetCookie(
      { accessToken, refreshToken, expiresAt: accessTokenExpiry(accessToken, 900), alias: 'agency_director' },
      secure,
    );
    const cookiePair = setCookie.split(';')[0] ?? '';
    // Printed so CI logs show the figure.
    console.info(
      `sealed session cookie: ${cookiePair.length} bytes (access token ${accessToken.length}, Set-Cookie ${setCookie.length})`,
    );
    expect(setCookie.length).toBeLessThan(4096);
    // "Well under": room for a token twice this size before the browser's limit bites.
    expect(setCookie.length).toBeLessThan(2048);
  });

  it('round-trips through a Cookie header and hides nothing readable', async () => {
    const data = { accessToken: 'access.jwt.value', refreshToken, expiresAt: 1_800_000_900_000, alias: 'agent' };
    const setCookie = await sessionSetCookie(data, config);
    const [pair = ''] = setCookie.split(';');
    expect(pair).not.toContain('access.jwt.value');
    expect(pair).not.toContain(refreshToken);
    expect(await readSession(`locale=ru; ${pair}; other=1`, config)).toEqual(data);
  });

  it('has the attributes docs/architecture.md §3 asks for', async () => {
    const plain = await sessionSetCookie({ accessToken: 'a', refreshToken: 'r', expiresAt: 1 }, config);
    expect(plain).toMatch(/^agency_session=Fe26\.2\*/);
    expect(plain).toContain('; Path=/; HttpOnly; SameSite=Lax; Max-Age=43140');
    expect(plain).not.toContain('Secure');
    const hardened = await sessionSetCookie({ accessToken: 'a', refreshToken: 'r', expiresAt: 1 }, secure);
    expect(hardened).toMatch(/^__Host-agency_session=/);
    expect(hardened).toMatch(/; Secure$/);
    expect(hardened).not.toMatch(/Domain=/i);
  });

  it('clears with an expired, empty cookie of the same name and attributes', () => {
    expect(clearSessionSetCookie(secure)).toBe(
      '__Host-agency_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure',
    );
    expect(sessionCookieName(false)).toBe('agency_session');
  });

  it('treats a tampered, foreign-key, malformed or missing cookie as no session', async () => {
    const sealed = await sealSession({ accessToken: 'a', refreshToken: 'r', expiresAt: 1 }, config);
    const name = sessionCookieName(false);
    const tampered = sealed.replace(/\*([A-Za-z0-9_-])/, (_m, c: string) => `*${c === 'A' ? 'B' : 'A'}`);
    expect(await readSession(`${name}=${tampered}`, config)).toBeNull();
    expect(await readSession(`${name}=${sealed}`, { ...config, password: 'q'.repeat(40) })).toBeNull();
    expect(await readSession(`${name}=garbage`, config)).toBeNull();
    expect(await readSession(`${name}=%E0%A4%A`, config)).toBeNull();
    expect(await readSession(null, config)).toBeNull();
    // Sealed with our key but not a session (e.g. written by an older version of the portal).
    const wrongShape = await sealData({ accessToken: 'a' }, { password: config.password, ttl: config.ttlSeconds });
    expect(await readSession(`${name}=${wrongShape}`, config)).toBeNull();
  });

  it('opens a cookie read before (kept unsealed) only under its password and within its seal', async () => {
    const short: SessionConfig = { ...config, ttlSeconds: 120 };
    const data = { accessToken: 'kept', refreshToken, expiresAt: 1 };
    const cookie = `${sessionCookieName(false)}=${await sealSession(data, short)}`;
    const first = await readSession(cookie, short);
    expect(first).toEqual(data);
    // What a caller does with its copy does not reach the next request.
    first!.accessToken = 'changed';
    expect(await readSession(cookie, short)).toEqual(data);
    expect(await readSession(cookie, { ...short, password: 'q'.repeat(40) })).toBeNull();
    // Past the seal's expiry (and iron's minute of clock skew) the kept copy is no use either.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 200_000);
    try {
      expect(await readSession(cookie, short)).toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it('takes the expiry from the JWT exp claim, else expires_in', async () => {
    const token = await realisticAccessToken();
    expect(accessTokenExpiry(token, 60, 0)).toBe(1_800_000_900_000);
    expect(accessTokenExpiry('opaque-token', 60, 1_000)).toBe(61_000);
    expect(sessionFromCredentials({ access_token: 'opaque', refresh_token: 'r', expires_in: 10 }, 'agent', 0)).toEqual({
      accessToken: 'opaque',
      refreshToken: 'r',
      expiresAt: 10_000,
      issuedAt: 0,
      alias: 'agent',
    });
  });
});
