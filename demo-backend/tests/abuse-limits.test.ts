import crypto from 'node:crypto';
import { DEFAULT_LIMITS, type AbuseLimits } from '@/demo-backend/src/limits';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';

// The backend's abuse limits (docs/testing.md, "Security"). Calls go through Fastify's inject so
// each can come from its own client address; the limits' clock is moved, never waited for.

const PASSWORD = 'demo12345';
const START = Date.parse('2026-03-02T09:00:00Z');

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: Record<string, unknown>;
}

let now = START;
const clock = () => now;
const advance = (ms: number) => {
  now += ms;
};

async function start(limits?: Partial<AbuseLimits>): Promise<DemoBackend> {
  now = START;
  return startDemoBackend({ now: clock, limits });
}

async function post(backend: DemoBackend, url: string, payload: unknown, client = '10.0.0.1', locale = 'en'): Promise<Answer> {
  const answer = await backend.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: client, headers: { 'x-localization': locale } });
  const type = String(answer.headers['content-type'] ?? '');
  return {
    status: answer.statusCode,
    retryAfter: answer.headers['retry-after'] as string | undefined,
    body: type.includes('json') ? (answer.json() as Record<string, unknown>) : {},
  };
}

const signIn = (backend: DemoBackend, login: string, password: string, client?: string, locale?: string) =>
  post(backend, '/api/jwt/login', { login, password }, client, locale);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('sign-in limits', () => {
  let backend: DemoBackend;
  beforeEach(async () => {
    backend = await start();
  });
  afterEach(async () => {
    await backend.close();
  });

  it('after 5 wrong passwords a client waits 1 s, 2 s, 4 s … (Retry-After, in the message), then the right password works', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(backend, 'ats@demo.travel', 'bad')).status).toBe(422);
    const first = await signIn(backend, 'ats@demo.travel', PASSWORD);
    expect(first.status).toBe(429);
    expect(first.retryAfter).toBe('1');
    expect(first.body).toEqual({ error: 'Too many attempts', message: 'Too many failed sign-in attempts. Try again in 1 s.' });
    const ru = await signIn(backend, 'ats@demo.travel', PASSWORD, undefined, 'ru');
    expect(ru.body.message).toBe('Слишком много неудачных попыток входа. Повторите через 1 с.');

    advance(1000);
    expect((await signIn(backend, 'ats@demo.travel', 'bad')).status).toBe(422);
    expect((await signIn(backend, 'ats@demo.travel', PASSWORD)).retryAfter).toBe('2');
    advance(2000);
    expect((await signIn(backend, 'ats@demo.travel', 'bad')).status).toBe(422);
    expect((await signIn(backend, 'ats@demo.travel', PASSWORD)).retryAfter).toBe('4');
    advance(4000);
    expect((await signIn(backend, 'ats@demo.travel', PASSWORD)).status).toBe(200);
  });

  it('the owner signs in from another client while one client attacks the account', async () => {
    // The attacker tries as fast as the limits let it for a quarter of an hour.
    let failures = 0;
    for (const end = now + 15 * 60_000; now < end; advance(1000)) {
      const attempt = await signIn(backend, 'director@demo.travel', 'guess', '203.0.113.9');
      if (attempt.status === 422) failures++;
      else expect(attempt.status).toBe(429);
    }
    expect(failures).toBeGreaterThan(5);
    expect((await signIn(backend, 'director@demo.travel', 'guess', '203.0.113.9')).status).toBe(429);

    const owner = await signIn(backend, 'director@demo.travel', PASSWORD, '198.51.100.7');
    expect(owner.status).toBe(200);
    expect(owner.body).toHaveProperty('access_token');
  });

  it('one client trying many logins (spraying) is slowed after 20 failures, for every login, without a password check', async () => {
    for (let i = 0; i < 20; i++) expect((await signIn(backend, `user${i}@example.com`, 'guess')).status).toBe(422);
    const scrypt = jest.spyOn(crypto, 'scrypt');
    const sprayed = await signIn(backend, 'someone-else@example.com', 'guess');
    expect(sprayed.status).toBe(429);
    expect(sprayed.retryAfter).toBe('1');
    expect(scrypt).not.toHaveBeenCalled();
    // Another client is not slowed (and its password is checked).
    expect((await signIn(backend, 'agent@demo.travel', PASSWORD, '10.0.0.2')).status).toBe(200);
    expect(scrypt).toHaveBeenCalled();
  });

  it('many clients failing one login give it a soft wait, at most 60 s, for everyone', async () => {
    for (let i = 0; i < 20; i++) expect((await signIn(backend, 'office@demo.travel', 'guess', `192.0.2.${i}`)).status).toBe(422);
    expect((await signIn(backend, 'office@demo.travel', PASSWORD, '198.51.100.7')).retryAfter).toBe('1');
    for (let i = 0; i < 10; i++) {
      advance(60_000);
      expect((await signIn(backend, 'office@demo.travel', 'guess', `192.0.2.${100 + i}`)).status).toBe(422);
    }
    expect((await signIn(backend, 'office@demo.travel', PASSWORD, '198.51.100.7')).retryAfter).toBe('60');
    advance(60_000);
    expect((await signIn(backend, 'office@demo.travel', PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('successful sign-ins are never slowed: 30 in a row from one client', async () => {
    for (let i = 0; i < 30; i++) expect((await signIn(backend, 'agent@demo.travel', PASSWORD)).status).toBe(200);
  });
});

describe('password check budget', () => {
  let backend: DemoBackend;
  beforeEach(async () => {
    backend = await start({ login: { ...DEFAULT_LIMITS.login, passwordChecks: { perSecond: 2, burst: 3 } } });
  });
  afterEach(async () => {
    await backend.close();
  });

  it('past the budget a sign-in answers 503 with Retry-After and no password check, from any client', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(backend, 'agent@demo.travel', PASSWORD, `10.1.0.${i}`)).status).toBe(200);
    const scrypt = jest.spyOn(crypto, 'scrypt');
    const busy = await signIn(backend, 'agent@demo.travel', PASSWORD, '10.1.0.9');
    expect(busy.status).toBe(503);
    expect(busy.retryAfter).toBe('1');
    expect(busy.body).toEqual({ error: 'Service busy', message: 'Too many sign-ins at once. Try again in 1 s.' });
    expect(scrypt).not.toHaveBeenCalled();
    advance(500);
    expect((await signIn(backend, 'agent@demo.travel', PASSWORD, '10.1.0.9')).status).toBe(200);
  });
});
