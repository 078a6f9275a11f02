import Database from 'better-sqlite3';
import { ordersListSchema } from '@/lib/schemas/orders';
import { ticketOrdersListSchema } from '@/lib/schemas/flights';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';

// Whose orders the journal and the flight list show (docs/product.md §10 "Whose orders a list
// shows"): `scope=mine`, `office`, `all` (or none), applied by the backend for the caller.

let backend: DemoBackend;
let agent: { token: string; id: number };
/** Each user's office (null without one), read from the database. */
let officeOf: Map<number, number | null>;

const owners = async (path: string, scope: string | null, token = agent.token) => {
  const answer = await call(backend.url, `${path}?page[size]=100${scope === null ? '' : `&scope=${scope}`}`, { token });
  expect(answer.status).toBe(200);
  const list = path === '/api/orders' ? ordersListSchema.parse(answer.body) : ticketOrdersListSchema.parse(answer.body);
  return { total: list.meta.total, owners: new Set(list.data.map((order) => order.owner.id)) };
};

beforeAll(async () => {
  backend = await startDemoBackend();
  const token = (await login(backend.url)).access_token;
  const me = await call<{ id: number }>(backend.url, '/api/jwt/user', { token });
  agent = { token, id: me.body.id };
  const db = new Database(backend.dbPath, { readonly: true });
  try {
    officeOf = new Map(
      db
        .prepare<[], { id: number; office_id: number | null }>('SELECT id, office_id FROM users')
        .all()
        .map((user) => [user.id, user.office_id]),
    );
  } finally {
    db.close();
  }
}, 60_000);
afterAll(() => backend.close());

describe.each([
  ['the package journal', '/api/orders'],
  ['the flight list', '/api/ats/orders'],
])('%s: scope', (_name, path) => {
  it('mine: only the caller’s orders; office: the caller’s office’s users’; all or none: the agency’s', async () => {
    const all = await owners(path, 'all');
    const none = await owners(path, null);
    const mine = await owners(path, 'mine');
    const office = await owners(path, 'office');
    expect(none.total).toBe(all.total);
    expect(mine.total).toBeGreaterThan(0);
    expect([...mine.owners]).toEqual([agent.id]);
    const myOffice = officeOf.get(agent.id);
    expect(myOffice).not.toBeNull();
    expect([...office.owners].every((owner) => officeOf.get(owner) === myOffice)).toBe(true);
    expect(office.owners.has(agent.id)).toBe(true);
    // Another office's sellers are in the agency's list but not in the office's.
    expect([...all.owners].some((owner) => officeOf.get(owner) !== myOffice)).toBe(true);
    expect(mine.total).toBeLessThan(office.total);
    expect(office.total).toBeLessThan(all.total);
  });

  it('refuses an unknown scope with 422 on the parameter', async () => {
    const answer = await call(backend.url, `${path}?scope=everyone`, { token: agent.token });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('scope');
  });
});
