import crypto from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '@/demo-backend/src/config';
import { DEFAULT_LIMITS, type AbuseLimits } from '@/demo-backend/src/limits';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { agencyDetails } from './agency-fixture';

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

/** A fresh backend for each test of the describe block, its clock at START; read it inside tests. */
function freshBackend(limits?: Partial<AbuseLimits>, trustProxy?: string): { current: DemoBackend } {
  const ref = {} as { current: DemoBackend };
  beforeEach(async () => {
    now = START;
    ref.current = await startDemoBackend({ now: clock, limits, trustProxy });
  });
  afterEach(async () => {
    await ref.current.close();
  });
  return ref;
}

/** `client` is the TCP peer; `forwardedFor` an X-Forwarded-For header it sends. */
async function post(
  backend: DemoBackend,
  url: string,
  payload: unknown,
  client = '10.0.0.1',
  locale = 'en',
  forwardedFor?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-localization': locale };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const answer = await backend.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: client,
    headers,
  });
  const type = String(answer.headers['content-type'] ?? '');
  return {
    status: answer.statusCode,
    retryAfter: answer.headers['retry-after'] as string | undefined,
    body: type.includes('json') ? (answer.json() as Record<string, unknown>) : {},
  };
}

const signIn = (
  backend: DemoBackend,
  login: string,
  password: string,
  client?: string,
  locale?: string,
  forwardedFor?: string,
) => post(backend, '/api/jwt/login', { login, password }, client, locale, forwardedFor);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('sign-in limits', () => {
  const fresh = freshBackend();

  it('after 5 wrong passwords a client waits 1 s, 2 s, 4 s … (Retry-After, in the message), then the right password works', async () => {
    const backend = fresh.current;
    for (let i = 0; i < 5; i++) expect((await signIn(backend, 'ats@demo.travel', 'bad')).status).toBe(422);
    const first = await signIn(backend, 'ats@demo.travel', PASSWORD);
    expect(first.status).toBe(429);
    expect(first.retryAfter).toBe('1');
    expect(first.body).toEqual({
      error: 'Too many attempts',
      message: 'Too many failed sign-in attempts. Try again in 1 s.',
    });
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
    const backend = fresh.current;
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
    const backend = fresh.current;
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

  it('many clients failing one login never delay it from another client: no count per login alone to lock the owner out with', async () => {
    const backend = fresh.current;
    // 8 addresses, each using its 5 free failures on the one login: twice what once slowed the login for everyone.
    const attackers: number[] = [];
    for (let i = 0; i < 8; i++) {
      for (let attempt = 0; attempt < 5; attempt++) {
        advance(100);
        attackers.push((await signIn(backend, 'office@demo.travel', 'guess', `192.0.2.${i}`)).status);
      }
    }
    const owner = await signIn(backend, 'office@demo.travel', PASSWORD, '198.51.100.7');
    expect(owner.status).toBe(200);
    expect(owner.retryAfter).toBeUndefined();
    expect(attackers.filter((status) => status !== 422)).toEqual([]);
    // Each attacker is held back on its own: the last one's 6th try waits, the owner's next sign-in does not.
    expect((await signIn(backend, 'office@demo.travel', 'guess', '192.0.2.7')).status).toBe(429);
    expect((await signIn(backend, 'office@demo.travel', PASSWORD, '198.51.100.7')).status).toBe(200);
  }, 30_000);

  it('successful sign-ins are never slowed: 30 in a row from one client', async () => {
    const backend = fresh.current;
    for (let i = 0; i < 30; i++) expect((await signIn(backend, 'agent@demo.travel', PASSWORD)).status).toBe(200);
  });
});

describe('who the client is (DEMO_TRUST_PROXY)', () => {
  const fresh = freshBackend(undefined, '127.0.0.1, 10.9.0.0/16');

  it('behind a trusted proxy each browser is its forwarded address: the owner signs in during another browser’s attack', async () => {
    const backend = fresh.current;
    for (let i = 0; i < 5; i++)
      expect((await signIn(backend, 'agent@demo.travel', 'guess', '127.0.0.1', 'en', '203.0.113.9')).status).toBe(422);
    // Through a second proxy hop of the trusted block: still that browser.
    expect(
      (await signIn(backend, 'agent@demo.travel', PASSWORD, '10.9.1.1', 'en', '203.0.113.9, 127.0.0.1')).status,
    ).toBe(429);
    expect((await signIn(backend, 'agent@demo.travel', PASSWORD, '127.0.0.1', 'en', '198.51.100.7')).status).toBe(200);
  });

  it('a trusted proxy that names no browser is itself one client: its sign-ins and public calls are limited, a browser it names is not', async () => {
    const backend = fresh.current;
    for (let i = 0; i < 5; i++)
      expect((await signIn(backend, 'agent@demo.travel', 'guess', '127.0.0.1')).status).toBe(422);
    const slowed = await signIn(backend, 'agent@demo.travel', PASSWORD, '127.0.0.1');
    expect(slowed.status).toBe(429);
    expect(slowed.retryAfter).toBe('1');
    expect((await signIn(backend, 'agent@demo.travel', PASSWORD, '127.0.0.1', 'en', '198.51.100.7')).status).toBe(200);

    for (let i = 0; i < 20; i++)
      expect(
        (await post(backend, '/api/forgot_password', { email: `ghost${i}@example.com` }, '127.0.0.1')).status,
      ).toBe(200);
    const refused = await post(backend, '/api/forgot_password', { email: 'ghost@example.com' }, '127.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('600');
    expect(
      (await post(backend, '/api/forgot_password', { email: 'ghost@example.com' }, '127.0.0.1', 'en', '198.51.100.7'))
        .status,
    ).toBe(200);
  });

  it('a browser named by a trusted address (on the portal’s own machine) is that address, one client, not none', async () => {
    const backend = fresh.current;
    for (let i = 0; i < 5; i++)
      expect((await signIn(backend, 'agent@demo.travel', 'guess', '10.9.1.1', 'en', '127.0.0.1')).status).toBe(422);
    const slowed = await signIn(backend, 'agent@demo.travel', PASSWORD, '10.9.1.1', 'en', '127.0.0.1');
    expect(slowed.status).toBe(429);
    expect(slowed.retryAfter).toBe('1');
    expect((await signIn(backend, 'agent@demo.travel', PASSWORD, '10.9.1.1', 'en', '198.51.100.7')).status).toBe(200);
  });

  it('an untrusted peer cannot pick its address with X-Forwarded-For', async () => {
    const backend = fresh.current;
    for (let i = 0; i < 5; i++)
      expect((await signIn(backend, 'agent@demo.travel', 'guess', '203.0.113.9', 'en', `198.51.100.${i}`)).status).toBe(
        422,
      );
    expect((await signIn(backend, 'agent@demo.travel', PASSWORD, '203.0.113.9', 'en', '198.51.100.77')).status).toBe(
      429,
    );
  });
});

describe('password check budget', () => {
  const fresh = freshBackend({ login: { ...DEFAULT_LIMITS.login, passwordChecks: { perSecond: 2, burst: 3 } } });

  it('past the budget a sign-in answers 503 with Retry-After and no password check, from any client', async () => {
    const backend = fresh.current;
    for (let i = 0; i < 3; i++)
      expect((await signIn(backend, 'agent@demo.travel', PASSWORD, `10.1.0.${i}`)).status).toBe(200);
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

const agency = agencyDetails;
const registration = { ...agency, contact_name: 'Ion Popescu', accept_terms: true };

describe('public registration and contract', () => {
  const fresh = freshBackend();

  it('refuses over-long text in every field of registration with the field’s limit, and stores nothing', async () => {
    const backend = fresh.current;
    const long = (n: number) => 'a'.repeat(n + 1);
    const answer = await post(backend, '/api/contract/agency-registration', {
      ...registration,
      company_name: 'x'.repeat(900 * 1024),
      city: long(200),
      address: long(1000),
      director: long(200),
      contact_name: long(200),
      email: `${long(250)}@example.com`,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      company_name: ['At most 200 characters.'],
      city: ['At most 200 characters.'],
      address: ['At most 1000 characters.'],
      director: ['At most 200 characters.'],
      contact_name: ['At most 200 characters.'],
      email: expect.arrayContaining(['At most 254 characters.']),
    });
    // Nothing stored: the same fiscal code registers afterwards.
    expect((await post(backend, '/api/contract/agency-registration', registration)).status).toBe(201);
  });

  it('refuses a contract with a 200 KB company name instead of rendering it; 200 characters render', async () => {
    const backend = fresh.current;
    const refused = await post(
      backend,
      '/api/contract/agency',
      { ...agency, company_name: 'x'.repeat(200 * 1024) },
      '10.0.0.1',
      'ro',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ company_name: ['Cel mult 200 de caractere.'] });
    const longest = await backend.app.inject({
      method: 'POST',
      url: '/api/contract/agency',
      payload: { ...agency, company_name: 'x'.repeat(200) },
    });
    expect(longest.statusCode).toBe(200);
    expect(longest.headers['content-type']).toBe('application/pdf');
  }, 30_000);

  it('limits registrations to 10 per client in 10 minutes: 429 with Retry-After; another client goes on', async () => {
    const backend = fresh.current;
    for (let i = 0; i < 10; i++) {
      const answer = await post(backend, '/api/contract/agency-registration', {
        ...registration,
        fiscal_code: `10146000${String(i).padStart(5, '0')}`,
      });
      expect(answer.status).toBe(201);
    }
    const refused = await post(backend, '/api/contract/agency-registration', {
      ...registration,
      fiscal_code: '1014600099999',
    });
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('600');
    expect(refused.body).toEqual({
      error: 'Too many requests',
      message: 'Too many requests from your address. Try again in 10 min.',
    });
    expect(
      (
        await post(
          backend,
          '/api/contract/agency-registration',
          { ...registration, fiscal_code: '1014600099999' },
          '10.0.0.2',
        )
      ).status,
    ).toBe(201);
    advance(10 * 60_000);
    expect(
      (await post(backend, '/api/contract/agency-registration', { ...registration, fiscal_code: '1014600088888' }))
        .status,
    ).toBe(201);
  });

  it('limits contract renders (blank and filled together) to 30 per client a minute, refused without rendering', async () => {
    const backend = fresh.current;
    // Invalid details answer 422 before rendering, yet count: the limit comes first.
    for (let i = 0; i < 30; i++)
      expect((await post(backend, '/api/contract/agency', { ...agency, iban: 'x' })).status).toBe(422);
    const blank = await backend.app.inject({ method: 'GET', url: '/api/contract/agency', remoteAddress: '10.0.0.1' });
    expect(blank.statusCode).toBe(429);
    expect(blank.headers['retry-after']).toBe('60');
    expect((await post(backend, '/api/contract/agency', { ...agency, iban: 'x' })).status).toBe(429);
    expect((await post(backend, '/api/contract/agency', { ...agency, iban: 'x' }, '10.0.0.2')).status).toBe(422);
  });
});

interface Mail {
  to: string;
  link: string;
}

describe('password reset', () => {
  const fresh = freshBackend();

  const mails = async (to: string): Promise<Mail[]> =>
    (await fresh.current.app.inject({ method: 'GET', url: `/__demo/outbox?to=${encodeURIComponent(to)}` })).json<{
      data: Mail[];
    }>().data;
  const tokenOf = (mail: Mail | undefined) => mail?.link.split('/').pop() ?? '';

  it('a reset ends every other unused link of the user', async () => {
    const backend = fresh.current;
    await post(backend, '/api/forgot_password', { email: 'manager@demo.travel' });
    await post(backend, '/api/forgot_password', { email: 'manager@demo.travel' });
    const [newer, older] = await mails('manager@demo.travel');
    const reset = await post(backend, `/api/reset_password/${tokenOf(newer)}`, {
      password: 'New-secret-1',
      password_confirmation: 'New-secret-1',
    });
    expect(reset.status).toBe(200);

    const check = await backend.app.inject({ method: 'GET', url: `/api/check_reset_token/${tokenOf(older)}` });
    expect(check.statusCode).toBe(404);
    const again = await post(backend, `/api/reset_password/${tokenOf(older)}`, {
      password: 'attacker-pass',
      password_confirmation: 'attacker-pass',
    });
    expect(again.status).toBe(404);
    expect((await signIn(backend, 'manager@demo.travel', 'New-secret-1')).status).toBe(200);
  });

  it('mails one address at most 3 times in 15 minutes, with the same answer every time', async () => {
    const backend = fresh.current;
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await post(backend, '/api/forgot_password', { email: 'office@demo.travel' }, `10.2.0.${i}`));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.retryAfter).toBeUndefined();
      expect(answer.body).toEqual({ message: 'If the address is registered, we sent a link to reset the password.' });
    }
    expect(await mails('office@demo.travel')).toHaveLength(3);
    advance(15 * 60_000);
    await post(backend, '/api/forgot_password', { email: 'OFFICE@demo.travel' });
    expect(await mails('office@demo.travel')).toHaveLength(4);
  });

  it('limits forgot and reset calls to 20 per client in 10 minutes', async () => {
    const backend = fresh.current;
    for (let i = 0; i < 20; i++)
      expect((await post(backend, '/api/forgot_password', { email: `ghost${i}@example.com` })).status).toBe(200);
    const refused = await post(backend, '/api/forgot_password', { email: 'ghost@example.com' }, '10.0.0.1', 'ua');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('600');
    expect(refused.body.message).toBe('Забагато запитів з вашої адреси. Спробуйте через 10 хв.');
    expect(
      (
        await post(backend, '/api/reset_password/abc', {
          password: 'New-secret-1',
          password_confirmation: 'New-secret-1',
        })
      ).status,
    ).toBe(429);
  });
});

describe('settings', () => {
  it('reads DEMO_TRUST_PROXY and DEMO_PASSWORD_CHECKS_PER_S, refusing a malformed proxy list by name', () => {
    const env = (extra: Record<string, string>) =>
      ({
        NODE_ENV: 'test',
        DEMO_DB_PATH: path.join(tmpdir(), 'abuse-limits-config', 'demo.sqlite'),
        ...extra,
      }) as NodeJS.ProcessEnv;
    const config = readConfig(env({ DEMO_TRUST_PROXY: '10.0.0.0/8, ::1', DEMO_PASSWORD_CHECKS_PER_S: '5' }));
    expect(config).toMatchObject({ trustProxy: '10.0.0.0/8, ::1', passwordChecksPerS: 5 });
    expect(readConfig(env({}))).toMatchObject({ trustProxy: undefined, passwordChecksPerS: 20 });
    expect(() => readConfig(env({ DEMO_TRUST_PROXY: 'portal' }))).toThrow(/DEMO_TRUST_PROXY/);
  });
});
