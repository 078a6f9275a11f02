import { sessionSetCookie, SESSION_TTL_SECONDS, type SessionConfig, type SessionData } from '@/lib/session';

/**
 * The session cookie's worst case (docs/testing.md, "Security"): browsers drop a cookie over 4096 bytes
 * without a word, which would look like a login that does not stick. The real tokens are measured
 * in tests/integration/bff.test.ts and tests/e2e/security-production.spec.ts; this bounds the rest.
 */
const production: SessionConfig = { password: 'p'.repeat(64), secure: true, ttlSeconds: SESSION_TTL_SECONDS };

/** A session whose tokens are as long as asked, of base64url characters like a JWT's. */
function session(accessLength: number, refreshLength: number): SessionData {
  const text = (n: number, seed: string) => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
  return {
    accessToken: text(accessLength, 'eyJhbGciOiJIUzI1NiJ9.aB-_x'),
    refreshToken: text(refreshLength, 'Zx8Qp2Lm-_4Nv6'),
    expiresAt: 8_640_000_000_000,
    alias: 'sub_partition_manager',
  };
}

describe('session cookie size, worst case', () => {
  it('a 1 500-character access token and a 256-character refresh token, longest role, production name: ≤ 4096 bytes', async () => {
    const setCookie = await sessionSetCookie(session(1_500, 256), production);
    console.info(`worst-case Set-Cookie: ${setCookie.length} bytes`);
    expect(setCookie.length).toBeLessThanOrEqual(4096);
  });

  it('states the largest access token that still fits', async () => {
    let fits = 0;
    for (let length = 500; length <= 4_000; length += 50) {
      if ((await sessionSetCookie(session(length, 256), production)).length <= 4096) fits = length;
    }
    console.info(`access tokens up to ${fits} characters fit (refresh token 256)`);
    // The demo backend's tokens are about 250 characters: the margin is ample.
    expect(fits).toBeGreaterThanOrEqual(2_000);
    expect(fits).toBeLessThan(4_000);
  });
});
