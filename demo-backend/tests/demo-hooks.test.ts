import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '@/demo-backend/src/server';

// docs/testing.md, "Security": the /__demo hooks (reset links in the outbox, the operator's
// buttons, user flags) answer only a client on this machine or one with DEMO_HOOKS_TOKEN.

const HOOKS_TOKEN = 'demo-hooks-test-token-0123456789';
const REMOTE = '203.0.113.7';

let dir: string;
let open: FastifyInstance; // no token configured: loopback only
let withToken: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'demo-hooks-'));
  const base = {
    accessTtlS: 900,
    latencyMs: 0,
    portalUrl: 'http://localhost:3000',
    jwtSecret: 'demo-hooks-test-secret-0123456789abcdef',
    mailLog: () => {},
  };
  open = await buildServer({ ...base, dbPath: path.join(dir, 'a.sqlite') });
  withToken = await buildServer({ ...base, dbPath: path.join(dir, 'b.sqlite'), hooksToken: HOOKS_TOKEN });
  // A reset mail in each outbox, as after "forgot password".
  for (const app of [open, withToken]) {
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/forgot_password',
      payload: { email: 'agent@demo.travel' },
    });
    expect(forgot.statusCode).toBeLessThan(300);
  }
}, 30_000);
afterAll(async () => {
  await open.close();
  await withToken.close();
  rmSync(dir, { recursive: true, force: true });
});

const HOOKS = [
  ['GET', '/__demo/outbox?to=agent%40demo.travel'],
  ['GET', '/__demo/outbox'],
  ['GET', '/__demo/stats'],
  ['POST', '/__demo/orders/1/confirm'],
  ['POST', '/__demo/orders/1/cancel'],
  ['POST', '/__demo/prices'],
  ['POST', '/__demo/stop-sale'],
  ['POST', '/__demo/market/reset'],
  ['POST', '/__demo/users/agent%40demo.travel/malicious-extension'],
  ['DELETE', '/__demo/users/agent%40demo.travel/malicious-extension'],
  ['POST', '/__demo/users/agent%40demo.travel/notifications/unread'],
  ['DELETE', '/__demo/users/agent%40demo.travel/publications/reads'],
] as const;

const outbox = (app: FastifyInstance, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'GET', url: '/__demo/outbox?to=agent%40demo.travel', ...options });

describe('the /__demo hooks', () => {
  it.each(HOOKS)('refuse %s %s from a client off loopback (403, nothing done)', async (method, url) => {
    const answer = await open.inject({
      method,
      url,
      remoteAddress: REMOTE,
      payload: method === 'GET' ? undefined : { hotel_id: 1, percent: 50, plugin: 'X', category: 'popup' },
      headers: { 'x-localization': 'en' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      error: 'Access denied',
      message: 'Demo hooks answer only on loopback or with the x-demo-token header (DEMO_HOOKS_TOKEN).',
    });
  });

  it('do nothing for such a client: the user it tried to flag is not flagged', async () => {
    await open.inject({
      method: 'POST',
      url: '/__demo/users/agent%40demo.travel/malicious-extension',
      remoteAddress: REMOTE,
      payload: { plugin: 'Evil' },
    });
    const login = await open.inject({
      method: 'POST',
      url: '/api/jwt/login',
      payload: { login: 'agent@demo.travel', password: 'demo12345' },
    });
    const token = (login.json() as { access_token: string }).access_token;
    const me = await open.inject({
      method: 'GET',
      url: '/api/jwt/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((me.json() as { malicious_extension: string | null }).malicious_extension).toBeNull();
  });

  it('do not take a forwarded-for header as loopback', async () => {
    const answer = await outbox(open, {
      remoteAddress: REMOTE,
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('reset_password');
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'answer a client on loopback (%s): the reset link of `npm run demo`',
    async (remoteAddress) => {
      const answer = await outbox(open, { remoteAddress });
      expect(answer.statusCode).toBe(200);
      const { data } = answer.json() as { data: { to: string; link: string | null }[] };
      expect(data[0]).toMatchObject({
        to: 'agent@demo.travel',
        link: expect.stringContaining('http://localhost:3000/'),
      });
    },
  );

  it('answer a client off loopback that sends DEMO_HOOKS_TOKEN, and no other', async () => {
    expect(
      (await outbox(withToken, { remoteAddress: REMOTE, headers: { 'x-demo-token': HOOKS_TOKEN } })).statusCode,
    ).toBe(200);
    for (const wrong of [HOOKS_TOKEN.slice(0, -1), `${HOOKS_TOKEN}x`, '']) {
      expect((await outbox(withToken, { remoteAddress: REMOTE, headers: { 'x-demo-token': wrong } })).statusCode).toBe(
        403,
      );
    }
    expect((await outbox(withToken, { remoteAddress: REMOTE })).statusCode).toBe(403);
    // Without a configured token, a sent one opens nothing.
    expect((await outbox(open, { remoteAddress: REMOTE, headers: { 'x-demo-token': HOOKS_TOKEN } })).statusCode).toBe(
      403,
    );
  });

  it("make one user's news unread again, all of it, and only that user's", async () => {
    const sign = async (email: string) => {
      const login = await open.inject({
        method: 'POST',
        url: '/api/jwt/login',
        payload: { login: email, password: 'demo12345' },
      });
      return { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
    };
    const news = async (headers: Record<string, string>) =>
      (await open.inject({ method: 'GET', url: '/api/v1/publications', headers })).json() as {
        unread: number;
        meta: { total: number };
      };
    const unread = async (headers: Record<string, string>) => (await news(headers)).unread;
    const [agent, manager] = [await sign('agent@demo.travel'), await sign('manager@demo.travel')];
    const all = (await news(agent)).meta.total;
    for (const headers of [agent, manager])
      expect((await open.inject({ method: 'POST', url: '/api/v1/publications/read_all', headers })).statusCode).toBe(
        200,
      );
    expect(await unread(agent)).toBe(0);

    const answer = await open.inject({
      method: 'DELETE',
      url: '/__demo/users/agent%40demo.travel/publications/reads',
      remoteAddress: '127.0.0.1',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ email: 'agent@demo.travel', unread_again: all });
    expect(await unread(agent)).toBe(all);
    expect(await unread(manager)).toBe(0);
    expect(
      (
        await open.inject({
          method: 'DELETE',
          url: '/__demo/users/nobody%40demo.travel/publications/reads',
          remoteAddress: '127.0.0.1',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('leave the health probe open to anyone (no data in it)', async () => {
    const answer = await open.inject({ method: 'GET', url: '/__demo/health', remoteAddress: REMOTE });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });
});
