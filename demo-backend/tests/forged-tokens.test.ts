import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { ordersListSchema } from '@/lib/schemas/orders';
import { readConfig } from '@/demo-backend/src/config';
import { buildServer } from '@/demo-backend/src/server';

// docs/testing.md, "Security": a token signed with the backend's key still names a session, and
// that session must be its subject's; the role is the database's, never the token's.

const SECRET = 'forged-tokens-test-secret-0123456789abcdef';
const DIRECTOR_ID = 3; // director@demo.travel, agency Demo Travel
const PARTNER_AGENT_ID = 7; // agent@partner.travel, agency Partner Tours

let dir: string;
let app: FastifyInstance;

async function serverWith(secret: string, file = 'demo.sqlite'): Promise<FastifyInstance> {
  return buildServer({
    dbPath: path.join(dir, file),
    accessTtlS: 900,
    latencyMs: 0,
    portalUrl: 'http://localhost:3000',
    jwtSecret: secret,
    mailLog: () => {},
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'forged-tokens-'));
  app = await serverWith(SECRET);
}, 30_000);
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function login(email: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/jwt/login',
    payload: { login: email, password: 'demo12345' },
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { access_token: string }).access_token;
}

/** What someone who knows the key signs: any subject, session and role they like. */
const forge = (claims: { sub: number; sid: string; alias: string }, secret = SECRET) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid, alias: claims.alias })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuedAt(now)
    .setExpirationTime(now + 900)
    .setJti('forged')
    .sign(new TextEncoder().encode(secret));
};

const get = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('a forged access token', () => {
  it("is refused (401) when it names another user's subject with the forger's own session", async () => {
    const own = decodeJwt(await login('agent@partner.travel'));
    expect(own.sub).toBe(String(PARTNER_AGENT_ID));
    const forged = await forge({ sub: DIRECTOR_ID, sid: String(own.sid), alias: 'agency_director' });
    for (const url of ['/api/orders?page[size]=100', '/api/v1/employees', '/api/jwt/user']) {
      const answer = await get(url, forged);
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 401 });
      expect(answer.body).not.toContain('director@demo.travel');
    }
  });

  it("is refused (401) when it borrows another user's session", async () => {
    const director = decodeJwt(await login('director@demo.travel'));
    const forged = await forge({ sub: PARTNER_AGENT_ID, sid: String(director.sid), alias: 'agent' });
    expect((await get('/api/orders?page[size]=100', forged)).statusCode).toBe(401);
  });

  it('gets the role the database gives its user, not the one it claims', async () => {
    const own = decodeJwt(await login('agent@partner.travel'));
    const escalated = await forge({ sub: PARTNER_AGENT_ID, sid: String(own.sid), alias: 'agency_director' });
    // The employee list is for managers and directors: the agent stays an agent.
    expect((await get('/api/v1/employees', escalated)).statusCode).toBe(403);
    const me = (await get('/api/jwt/user', escalated)).json() as { alias: string; email: string };
    expect(me).toMatchObject({ alias: 'agent', email: 'agent@partner.travel' });
    // And the orders it reads are its own agency's (Partner Tours has none of Demo Travel's).
    const orders = ordersListSchema.parse((await get('/api/orders?page[size]=100', escalated)).json()).data;
    const directorOrders = ordersListSchema.parse(
      (await get('/api/orders?page[size]=100', await login('director@demo.travel'))).json(),
    ).data;
    expect(directorOrders.length).toBeGreaterThan(0);
    const theirs = new Set(directorOrders.map((o) => o.id));
    expect(orders.filter((o) => theirs.has(o.id))).toEqual([]);
  });

  it('still works when it is what the backend issued (the checks do not refuse real tokens)', async () => {
    const token = await login('director@demo.travel');
    expect((await get('/api/v1/employees', token)).statusCode).toBe(200);
  });
});

describe('the signing key', () => {
  const env = (): NodeJS.ProcessEnv => ({ NODE_ENV: 'production', DEMO_DB_PATH: path.join(dir, 'config.sqlite') });

  it('has no public default: unset, each start makes a random one', () => {
    const first = readConfig(env());
    const second = readConfig(env());
    expect(first.jwtSecretGenerated).toBe(true);
    expect(first.jwtSecret).not.toBe(second.jwtSecret);
    expect(Buffer.from(first.jwtSecret, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(readConfig({ ...env(), DEMO_JWT_SECRET: 'a-configured-secret-of-32-chars-at-least' })).toMatchObject({
      jwtSecret: 'a-configured-secret-of-32-chars-at-least',
      jwtSecretGenerated: false,
    });
  });

  it('refuses a key shorter than 32 characters', () => {
    expect(() => readConfig({ ...env(), DEMO_JWT_SECRET: 'short-secret-16ch' })).toThrow(/DEMO_JWT_SECRET/);
  });

  it('does not accept tokens signed with the old public default key', async () => {
    const started = await serverWith(readConfig(env()).jwtSecret, 'second.sqlite');
    try {
      const login = await started.inject({
        method: 'POST',
        url: '/api/jwt/login',
        payload: { login: 'agent@demo.travel', password: 'demo12345' },
      });
      const sid = String(decodeJwt((login.json() as { access_token: string }).access_token).sid);
      const forged = await forge({ sub: 1, sid, alias: 'agent' }, 'demo-backend-dev-secret-not-for-production');
      const answer = await started.inject({
        method: 'GET',
        url: '/api/jwt/user',
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(answer.statusCode).toBe(401);
    } finally {
      await started.close();
    }
  });
});
