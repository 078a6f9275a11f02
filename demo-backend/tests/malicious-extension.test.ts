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

const PATH = (email: string) => `/__demo/users/${encodeURIComponent(email)}/malicious-extension`;

describe('malicious-extension flag', () => {
  it('is null for a clean user', async () => {
    const { access_token } = await login(backend.url, 'manager@demo.travel');
    const answer = await call(backend.url, '/api/jwt/user', { token: access_token });
    expect(userSchema.parse(answer.body).malicious_extension).toBeNull();
  });

  it('restricts every API call but jwt/user, logout and refresh while set, and lifts when cleared', async () => {
    const email = 'agent@demo.travel';
    const { access_token, refresh_token } = await login(backend.url, email);
    expect((await call(backend.url, PATH(email), { body: { plugin: 'SuperCoupon Helper' } })).status).toBe(200);

    const user = await call(backend.url, '/api/jwt/user', { token: access_token, locale: 'en' });
    expect(user.status).toBe(200);
    expect(userSchema.parse(user.body).malicious_extension).toBe('SuperCoupon Helper');

    for (const path of [
      '/api/v1/core/navigation',
      '/api/v1/core/exchange_rate',
      '/api/notifications?page[number]=1&page[size]=10',
    ]) {
      const answer = await call(backend.url, path, { token: access_token, locale: 'en' });
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      expect(answer.body).toEqual({
        error: 'Access restricted',
        message: expect.stringContaining('"SuperCoupon Helper"'),
        code: 'malicious_extension',
      });
    }
    const ro = await call(backend.url, '/api/v1/core/navigation', { token: access_token, locale: 'ro' });
    expect(ro.body).toMatchObject({ error: 'Acces restricționat', code: 'malicious_extension' });

    const refreshed = await call<{ access_token: string }>(backend.url, '/api/jwt/refresh-token', {
      body: { refreshToken: refresh_token },
    });
    expect(refreshed.status).toBe(200);

    expect((await call(backend.url, PATH(email), { method: 'DELETE' })).status).toBe(200);
    const after = await call(backend.url, '/api/v1/core/navigation', { token: refreshed.body.access_token });
    expect(after.status).toBe(200);
    const cleared = await call(backend.url, '/api/jwt/user', { token: refreshed.body.access_token });
    expect(userSchema.parse(cleared.body).malicious_extension).toBeNull();

    expect((await call(backend.url, '/api/jwt/logout', { token: refreshed.body.access_token })).status).toBe(200);
  });

  it('lets a flagged user log out', async () => {
    const email = 'office@demo.travel';
    const { access_token } = await login(backend.url, email);
    await call(backend.url, PATH(email), { body: { plugin: 'X' } });
    expect((await call(backend.url, '/api/jwt/logout', { token: access_token })).status).toBe(200);
    await call(backend.url, PATH(email), { method: 'DELETE' });
  });

  it('does not touch other users', async () => {
    await call(backend.url, PATH('director@demo.travel'), { body: { plugin: 'Evil' } });
    const { access_token } = await login(backend.url, 'subpartition@demo.travel');
    expect((await call(backend.url, '/api/v1/core/navigation', { token: access_token })).status).toBe(200);
    await call(backend.url, PATH('director@demo.travel'), { method: 'DELETE' });
  });

  it('validates the demo endpoint: a plugin name is required, the user must exist', async () => {
    expect((await call(backend.url, PATH('agent@demo.travel'), { body: { plugin: '' } })).status).toBe(422);
    expect((await call(backend.url, PATH('nobody@demo.travel'), { body: { plugin: 'X' } })).status).toBe(404);
    expect((await call(backend.url, PATH('nobody@demo.travel'), { method: 'DELETE' })).status).toBe(404);
  });

  it('is not reachable under /api', async () => {
    const answer = await call(backend.url, `/api${PATH('agent@demo.travel')}`, { body: { plugin: 'X' } });
    expect(answer.status).toBe(404);
    const { access_token } = await login(backend.url, 'agent@demo.travel');
    expect((await call(backend.url, '/api/v1/core/navigation', { token: access_token })).status).toBe(200);
  });
});
