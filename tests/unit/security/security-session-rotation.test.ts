import { sealData } from 'iron-session';
import { createBffHandler } from '@/lib/bff/handler';
import type { FetchLike } from '@/lib/bff/upstream';
import { parseEnv } from '@/lib/env';
import {
  readSession,
  sealSession,
  sessionConfigFromEnv,
  sessionCookieName,
  unsealSession,
  type SessionConfig,
  type SessionData,
} from '@/lib/session';

/**
 * Rotating SESSION_SECRET (docs/deployment.md, "Rotating SESSION_SECRET"): with the old secret as
 * SESSION_SECRET_PREVIOUS, cookies sealed with it still open and every new cookie is sealed with
 * the new one; a cookie that opens with neither is cleared by the API's 401.
 */

const OLD = 'o'.repeat(40);
const NEW = 'n'.repeat(40);
const NEXT = 'x'.repeat(40);
const data: SessionData = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: Date.now() + 600_000,
  issuedAt: Date.now(),
};
const config = (password: string, previousPassword?: string): SessionConfig => ({
  password,
  ...(previousPassword ? { previousPassword } : {}),
  secure: false,
  ttlSeconds: 3600,
});

describe('session secret rotation', () => {
  it('reads SESSION_SECRET_PREVIOUS from the environment, at least 32 characters', () => {
    const env = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
    expect(sessionConfigFromEnv(env)).toMatchObject({ password: NEW, previousPassword: OLD });
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: 'short' })).toThrow(
      /SESSION_SECRET_PREVIOUS/,
    );
  });

  it('opens cookies sealed with the previous secret, and seals new ones with the new secret only', async () => {
    const before = await sealSession(data, config(OLD));
    const during = config(NEW, OLD);
    expect(await unsealSession(before, during)).toEqual(data);

    const sealedDuring = await sealSession(data, during);
    // Sealed with the new secret: the new one alone opens it, the old one alone does not.
    expect(await unsealSession(sealedDuring, config(NEW))).toEqual(data);
    expect(await unsealSession(sealedDuring, config(OLD))).toBeNull();
  });

  it('keeps opening a cookie through the next rotation while its secret is the previous one', async () => {
    const sealedUnderNew = await sealSession(data, config(NEW, OLD));
    // Next rotation: NEW becomes the previous secret.
    expect(await unsealSession(sealedUnderNew, config(NEXT, NEW))).toEqual(data);
    // And once the old one is dropped, its cookies no longer open.
    const sealedUnderOld = await sealSession(data, config(OLD));
    expect(await unsealSession(sealedUnderOld, config(NEXT, NEW))).toBeNull();
  });

  it('opens cookies sealed before the rotation support (a plain password, iron-session id 1)', async () => {
    const legacy = await sealData(data, { password: OLD, ttl: 3600 });
    expect(await unsealSession(legacy, config(OLD))).toEqual(data);
    expect(await unsealSession(legacy, config(NEW, OLD))).toEqual(data);
  });

  it('the API answers a cookie that no longer opens with 401 and clears it', async () => {
    const calls: string[] = [];
    const fetch: FetchLike = async (input) => {
      calls.push(String(input));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const handle = createBffHandler({
      backendUrl: 'http://backend.test',
      timeoutMs: 1_000,
      session: config(NEXT, NEW),
      fetch,
    });
    const stale = await sealSession(data, config(OLD));
    const name = sessionCookieName(false);
    const response = await handle(
      new Request('http://localhost:3000/api/orders', { headers: { 'x-csrf': '1', cookie: `${name}=${stale}` } }),
      ['orders'],
    );
    expect(response.status).toBe(401);
    expect((await response.json()).redirect).toBe('/auth/login');
    const cleared = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=;`));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(calls).toEqual([]);
    expect(await readSession(`${name}=${stale}`, config(NEXT, NEW))).toBeNull();
  });

  it('the API answers a call without any cookie with 401 and sets none', async () => {
    const fetch: FetchLike = async () => new Response('{}');
    const handle = createBffHandler({
      backendUrl: 'http://backend.test',
      timeoutMs: 1_000,
      session: config(NEW),
      fetch,
    });
    const response = await handle(new Request('http://localhost:3000/api/orders', { headers: { 'x-csrf': '1' } }), [
      'orders',
    ]);
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
