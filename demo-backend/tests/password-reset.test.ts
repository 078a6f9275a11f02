import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';

let backend: DemoBackend;
beforeAll(async () => {
  backend = await startDemoBackend({ portalUrl: 'http://portal.test:3000' });
});
afterAll(async () => {
  await backend.close();
});

interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  link: string;
  created_at: string;
}

async function latestLink(email: string): Promise<string> {
  const outbox = await call<{ data: OutboxMail[] }>(backend.url, `/__demo/outbox?to=${encodeURIComponent(email)}`);
  const link = outbox.body.data[0]?.link;
  if (!link) throw new Error(`no mail for ${email}`);
  return link;
}

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const known = await call(backend.url, '/api/forgot_password', {
      body: { email: 'office@demo.travel' },
      locale: 'en',
    });
    const unknown = await call(backend.url, '/api/forgot_password', {
      body: { email: 'ghost@demo.travel' },
      locale: 'en',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('If the address is registered, we sent a link to reset the password.');
    expect((await call<{ data: OutboxMail[] }>(backend.url, '/__demo/outbox?to=ghost@demo.travel')).body.data).toEqual(
      [],
    );
    const mails = (await call<{ data: OutboxMail[] }>(backend.url, '/__demo/outbox?to=office@demo.travel')).body.data;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toMatch(/^http:\/\/portal\.test:3000\/auth\/reset\/[\w-]{43}$/);
    expect(mails[0]?.body).toContain(mails[0]?.link);
  });

  it('shows the outbox without an address too: the latest mails to anyone, newest first', async () => {
    await call(backend.url, '/api/forgot_password', { body: { email: 'director@demo.travel' } });
    await call(backend.url, '/api/forgot_password', { body: { email: 'manager@demo.travel' } });
    const all = await call<{ data: OutboxMail[] }>(backend.url, '/__demo/outbox');
    expect(all.status).toBe(200);
    expect(all.body.data.slice(0, 2).map((mail) => mail.to)).toEqual(['manager@demo.travel', 'director@demo.travel']);
    expect(all.body.data[0]?.link).toMatch(/\/auth\/reset\//);
  });

  it('validates the email', async () => {
    const answer = await call(backend.url, '/api/forgot_password', { body: { email: 'not-an-email' }, locale: 'ro' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['Introduceți o adresă de e-mail validă.'] });
  });

  it('checks the token, resets once, signs the user out everywhere, and accepts the new password', async () => {
    const before = await login(backend.url, 'subpartition@demo.travel');
    await call(backend.url, '/api/forgot_password', { body: { email: 'subpartition@demo.travel' } });
    const token = (await latestLink('subpartition@demo.travel')).split('/').pop() ?? '';

    const check = await call(backend.url, `/api/check_reset_token/${token}`);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ valid: true, email: 'subpartition@demo.travel' });

    const mismatch = await call(backend.url, `/api/reset_password/${token}`, {
      body: { password: 'short', password_confirmation: 'other' },
      locale: 'en',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The passwords do not match.'] });

    // The rules of every new password (lib/shared/password-strength.ts), not only a length.
    const weak = await call(backend.url, `/api/reset_password/${token}`, {
      body: { password: 'new-secret-1', password_confirmation: 'new-secret-1' },
      locale: 'en',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual({ password: ['At least one upper-case letter.'] });
    const email = await call(backend.url, `/api/reset_password/${token}`, {
      body: { password: 'Subpartition@demo.travel', password_confirmation: 'Subpartition@demo.travel' },
      locale: 'en',
    });
    expect(email.status).toBe(422);
    expect(email.body.errors).toEqual({
      password: ['At least one digit.', 'The password must not be your email address.'],
    });

    const reset = await call(backend.url, `/api/reset_password/${token}`, {
      body: { password: 'New-secret-1', password_confirmation: 'New-secret-1' },
    });
    expect(reset.status).toBe(200);
    expect(typeof reset.body.message).toBe('string');

    expect((await call(backend.url, '/api/jwt/user', { token: before.access_token })).status).toBe(401);
    const old = await call(backend.url, '/api/jwt/login', {
      body: { login: 'subpartition@demo.travel', password: 'demo12345' },
    });
    expect(old.status).toBe(422);
    await login(backend.url, 'subpartition@demo.travel', 'New-secret-1');

    const reused = await call(backend.url, `/api/reset_password/${token}`, {
      body: { password: 'another-pass', password_confirmation: 'another-pass' },
      locale: 'en',
    });
    expect(reused.status).toBe(404);
    expect(reused.body).toEqual({ error: 'Invalid link', message: 'The link is invalid or has expired.' });
    expect((await call(backend.url, `/api/check_reset_token/${token}`)).status).toBe(404);
  });

  it('refuses an unknown token with a localized 404', async () => {
    const answer = await call(backend.url, '/api/check_reset_token/abc', { locale: 'ua' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Посилання недійсне або термін його дії минув.');
  });

  it('refuses a token older than 60 minutes', async () => {
    await call(backend.url, '/api/forgot_password', { body: { email: 'director@demo.travel' } });
    const token = (await latestLink('director@demo.travel')).split('/').pop() ?? '';
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61 * 60_000);
    try {
      expect((await call(backend.url, `/api/check_reset_token/${token}`)).status).toBe(404);
    } finally {
      jest.restoreAllMocks();
    }
    expect((await call(backend.url, `/api/check_reset_token/${token}`)).status).toBe(200);
  });
});
