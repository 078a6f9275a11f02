import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';

let backend: DemoBackend;
beforeAll(async () => {
  backend = await startDemoBackend();
});
afterAll(async () => {
  await backend.close();
});

interface EmployeeList {
  data: {
    id: number;
    name: string;
    position: string;
    email: string;
    alias: string;
    status: string;
    office?: { id: number; name: string } | null;
  }[];
  meta: { total: number; page: number; size: number };
}

async function employeesFor(email: string, query = '', locale = 'en') {
  const { access_token } = await login(backend.url, email);
  return call<EmployeeList>(backend.url, `/api/v1/employees${query}`, { token: access_token, locale });
}

describe('GET /api/v1/employees', () => {
  it.each(['manager@demo.travel', 'director@demo.travel'])('lists the agency employees for %s', async (email) => {
    const answer = await employeesFor(email);
    expect(answer.status).toBe(200);
    // Twelve employees in every status and the three ticket-desk agents of the year seed (docs/product.md §13); Partner Tours' never.
    expect(answer.body.meta).toEqual({ total: 15, page: 1, size: 10 });
    expect(answer.body.data).toHaveLength(10);
    expect(answer.body.data.find((row) => row.email === 'agent@demo.travel')).toEqual({
      id: 1,
      name: 'Ana Ciobanu',
      position: 'Travel agent',
      email: 'agent@demo.travel',
      alias: 'agent',
      status: 'active',
      office: { id: 1, name: 'Chișinău, Centru' },
      phone: '+37369123401',
    });
    const names = answer.body.data.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('lists an office manager only the employees of their office', async () => {
    const answer = await employeesFor('office@demo.travel');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((row) => row.email).sort()).toEqual([
      'maria.lupu@demo.travel',
      'office@demo.travel',
      'sergiu.cojocaru@demo.travel',
      'victor.lungu@demo.travel',
    ]);
    expect(answer.body.data.every((row) => row.office?.name === 'Bălți')).toBe(true);
  });

  it('pages and localizes the position', async () => {
    const answer = await employeesFor('manager@demo.travel', '?page[number]=3&page[size]=4', 'ro');
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ total: 15, page: 3, size: 4 });
    expect(answer.body.data).toHaveLength(4);
    const all = await employeesFor('manager@demo.travel', '', 'ro');
    expect(all.body.data.find((row) => row.alias === 'agency_manager')?.position).not.toBe('Agency manager');
  });

  it.each([
    ['en', 'Access denied'],
    ['ru', 'Доступ запрещён'],
  ])('refuses an agent with a localized 403 (%s)', async (locale, title) => {
    const answer = await employeesFor('agent@demo.travel', '', locale);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: title, message: expect.any(String) });
  });

  it('needs a login', async () => {
    expect((await call(backend.url, '/api/v1/employees')).status).toBe(401);
  });
});
