import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';

let backend: DemoBackend;
beforeAll(async () => {
  backend = await startDemoBackend();
});
afterAll(async () => {
  await backend.close();
});

interface Staff {
  data: { id: number; name: string; position: string; email: string; alias: string; status: string }[];
  meta: { total: number; page: number; size: number };
}

async function staff(email: string, query = '', locale = 'en') {
  const { access_token } = await login(backend.url, email);
  return call<Staff>(backend.url, `/api/v1/employees${query}`, { token: access_token, locale });
}

describe('GET /api/v1/employees', () => {
  it.each(['manager@demo.travel', 'director@demo.travel', 'office@demo.travel'])('lists the agency staff for %s', async (email) => {
    const answer = await staff(email);
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ total: 6, page: 1, size: 10 });
    expect(answer.body.data).toHaveLength(6);
    expect(answer.body.data.find((row) => row.email === 'agent@demo.travel')).toEqual({
      id: 1,
      name: 'Ana Ciobanu',
      position: 'Travel agent',
      email: 'agent@demo.travel',
      alias: 'agent',
      status: 'active',
    });
    const names = answer.body.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('pages and localizes the position', async () => {
    const answer = await staff('manager@demo.travel', '?page[number]=2&page[size]=4', 'ro');
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ total: 6, page: 2, size: 4 });
    expect(answer.body.data).toHaveLength(2);
    const all = await staff('manager@demo.travel', '', 'ro');
    expect(all.body.data.find((row) => row.alias === 'agency_manager')?.position).not.toBe('Agency manager');
  });

  it.each([
    ['en', 'Access denied'],
    ['ru', 'Доступ запрещён'],
  ])('refuses an agent with a localized 403 (%s)', async (locale, title) => {
    const answer = await staff('agent@demo.travel', '', locale);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: title, message: expect.any(String) });
  });

  it('needs a login', async () => {
    expect((await call(backend.url, '/api/v1/employees')).status).toBe(401);
  });
});
