import {
  dismissalPreviewSchema,
  dismissResponseSchema,
  employeeFormOptionsSchema,
  employeeListSchema,
  employeeResponseSchema,
} from '@/lib/schemas/employees';
import { ticketOrdersListSchema, type TicketOrderSummary } from '@/lib/schemas/flights';
import { call, login, demoBackendWith } from './client';

// Employees (docs/product.md "Running the agency: the calls", "Permissions"): hire, block, unblock,
// dismiss with the open orders handed over; the last director; a blocked user's session.

const backend = demoBackendWith({ director: 'director@demo.travel', manager: 'manager@demo.travel' });
const { tokens } = backend;

const newcomer = {
  name: 'Elena Cazacu',
  email: 'elena.cazacu@demo.travel',
  alias: 'agent',
  office_id: 1,
  phone: '+37369555111',
  password: 'Strong-pass1',
};

/** The agency's ticket orders as the flight list has them (every status), by id. */
/**
 * Every ticket order of the agency's sellers named, page by page (the ticket desk's hand-entered
 * ones included, docs/product.md §12; the year of the reports' desk agents, §13, left out).
 */
async function ticketOrders(token: string, ...sellers: number[]) {
  const all = new Map<number, TicketOrderSummary>();
  for (const seller of sellers) await ticketOrdersOf(token, seller, all);
  return all;
}

async function ticketOrdersOf(token: string, seller: number, all: Map<number, TicketOrderSummary>) {
  for (let page = 1; ; page++) {
    const list = ticketOrdersListSchema.parse(
      (await call(backend.url, `/api/ats/orders?page[size]=100&page[number]=${page}&seller=${seller}`, { token })).body,
    );
    for (const order of list.data) all.set(order.id, order);
    if (list.data.length < 100) return;
  }
}

async function find(token: string, email: string) {
  const list = employeeListSchema.parse(
    (await call(backend.url, `/api/v1/employees?q=${encodeURIComponent(email)}`, { token })).body,
  );
  return list.data.find((row) => row.email === email);
}

describe('the employee list', () => {
  it('filters by status, role, office and a search', async () => {
    const blocked = employeeListSchema.parse(
      (await call(backend.url, '/api/v1/employees?status=blocked', { token: tokens.director })).body,
    );
    expect(blocked.data.map((row) => row.email).sort()).toEqual([
      'sergiu.cojocaru@demo.travel',
      'tatiana.rotaru@demo.travel',
    ]);
    const managers = employeeListSchema.parse(
      (await call(backend.url, '/api/v1/employees?role=agency_manager&office=2', { token: tokens.director })).body,
    );
    expect(managers.data.map((row) => row.email)).toEqual(['maria.lupu@demo.travel']);
    const search = employeeListSchema.parse(
      (await call(backend.url, '/api/v1/employees?q=sarbu', { token: tokens.director })).body,
    );
    expect(search.data.map((row) => row.name)).toEqual(['Irina Sârbu']);
    expect((await call(backend.url, '/api/v1/employees?status=retired', { token: tokens.director })).status).toBe(422);
  });

  it('offers a director every role, a manager those within their rights, an office manager agents and office managers of their office', async () => {
    const of = async (token: string) =>
      employeeFormOptionsSchema.parse((await call(backend.url, '/api/v1/employees/create', { token })).body).data;
    expect((await of(tokens.director)).roles.map((r) => r.value)).toContain('agency_director');
    expect((await of(tokens.manager)).roles.map((r) => r.value)).not.toContain('agency_director');
    const office = await of((await login(backend.url, 'office@demo.travel')).access_token);
    expect(office).toEqual({
      roles: [
        { value: 'agent', label: expect.any(String) },
        { value: 'office_manager', label: expect.any(String) },
      ],
      offices: [{ id: 2, name: 'Bălți' }],
    });
  });
});

describe('hire, block, unblock, dismiss', () => {
  it('creates an employee who can sign in, refusing a weak password and a taken email on their fields', async () => {
    const weak = await call(backend.url, '/api/v1/employees/create', {
      token: tokens.director,
      body: { ...newcomer, password: 'short' },
      locale: 'en',
    });
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({
      errors: {
        password: expect.arrayContaining([
          'From 8 to 128 characters.',
          'At least one upper-case letter.',
          'At least one digit.',
        ]),
      },
    });
    const taken = await call(backend.url, '/api/v1/employees/create', {
      token: tokens.director,
      body: { ...newcomer, email: 'agent@demo.travel' },
      locale: 'en',
    });
    expect(taken.body).toMatchObject({ errors: { email: ['This address is already in use.'] } });

    const created = await call(backend.url, '/api/v1/employees/create', {
      token: tokens.director,
      body: newcomer,
      locale: 'en',
    });
    expect(created.status).toBe(201);
    expect(employeeResponseSchema.parse(created.body)).toMatchObject({
      data: { name: 'Elena Cazacu', status: 'active', office: { id: 1 } },
      message: 'Record added successfully',
    });
    await expect(login(backend.url, newcomer.email, newcomer.password)).resolves.toMatchObject({
      access_token: expect.any(String),
    });
  });

  it('ends a blocked employee’s sessions at once, refuses their sign-in, and lets them back after unblocking', async () => {
    const victor = (await find(tokens.director, 'victor.lungu@demo.travel'))!;
    const session = await login(backend.url, 'victor.lungu@demo.travel');
    expect((await call(backend.url, '/api/jwt/user', { token: session.access_token })).status).toBe(200);

    const blocked = await call(backend.url, `/api/v1/employees/${victor.id}/block`, {
      token: tokens.director,
      body: {},
    });
    expect(employeeResponseSchema.parse(blocked.body).data.status).toBe('blocked');
    // The very next call with the old token, and a refresh, are refused.
    expect((await call(backend.url, '/api/jwt/user', { token: session.access_token })).status).toBe(401);
    expect(
      (await call(backend.url, '/api/jwt/refresh-token', { body: { refreshToken: session.refresh_token } })).status,
    ).toBe(401);
    const signIn = await call(backend.url, '/api/jwt/login', {
      body: { login: 'victor.lungu@demo.travel', password: 'demo12345' },
      locale: 'en',
    });
    expect(signIn.status).toBe(422);
    expect(signIn.body).toMatchObject({ message: expect.stringContaining('blocked') });
    // Blocking twice is not a state change.
    expect(
      (await call(backend.url, `/api/v1/employees/${victor.id}/block`, { token: tokens.director, body: {} })).status,
    ).toBe(409);

    const unblocked = await call(backend.url, `/api/v1/employees/${victor.id}/unblock`, {
      token: tokens.director,
      body: {},
    });
    expect(employeeResponseSchema.parse(unblocked.body).data.status).toBe('active');
    await expect(login(backend.url, 'victor.lungu@demo.travel')).resolves.toMatchObject({
      access_token: expect.any(String),
    });
  });

  it('dismisses with the open orders handed to a colleague, ends the sessions, keeps the history, and hires back', async () => {
    const ana = (await find(tokens.director, 'agent@demo.travel'))!;
    const irina = (await find(tokens.director, 'irina.sarbu@demo.travel'))!;
    const session = await login(backend.url, 'agent@demo.travel');
    // Her ticket orders in every state: seeded on hold, one then expired, one ticketed, one flown.
    const holds = [...(await ticketOrders(tokens.director, ana.id)).values()].filter(
      (order) => order.owner.id === ana.id && order.status === 'hold',
    );
    expect(holds.length).toBeGreaterThanOrEqual(4);
    const demo = async (id: number, step: string) =>
      expect((await call(backend.url, `/__demo/ticket-orders/${id}/${step}`, { body: {} })).status).toBe(200);
    await demo(holds[0]!.id, 'expire');
    await demo(holds[1]!.id, 'ticket');
    await demo(holds[2]!.id, 'ticket');
    await demo(holds[2]!.id, 'depart');
    const preview = dismissalPreviewSchema.parse(
      (await call(backend.url, `/api/v1/employees/${ana.id}/dismiss`, { token: tokens.director })).body,
    ).data;
    expect(preview.orders.length).toBeGreaterThan(0);
    // Ticket orders: the open ones only (on hold, not yet flown); issued, flown and expired ones stay hers.
    const before = await ticketOrders(tokens.director, ana.id);
    const hers = [...before.values()].filter((order) => order.owner.id === ana.id);
    const open = hers.filter((order) => order.status === 'hold');
    expect(hers.map((order) => order.status)).toEqual(expect.arrayContaining(['hold', 'ticketed', 'flown', 'expired']));
    // The expired and the flown one are not open (nor are the desk's flown and cancelled tickets she sold).
    expect(open.map((order) => order.id)).not.toContain(holds[0]!.id);
    expect(open.map((order) => order.id)).not.toContain(holds[2]!.id);
    expect(open.map((order) => order.id)).not.toContain(holds[1]!.id);
    expect(open.map((order) => order.id)).toContain(holds[3]!.id);
    expect(preview.ticket_orders.map((o) => o.id).sort()).toEqual(open.map((o) => o.id).sort());
    expect(preview.ticket_orders.every((o) => o.kind === 'ticket' && before.get(o.id)?.number === o.number)).toBe(true);
    expect(preview.colleagues.map((c) => c.id)).toContain(irina.id);
    expect(preview.colleagues.map((c) => c.id)).not.toContain(ana.id);

    const withoutHeir = await call(backend.url, `/api/v1/employees/${ana.id}/dismiss`, {
      token: tokens.director,
      body: {},
      locale: 'en',
    });
    expect(withoutHeir.status).toBe(422);
    expect(withoutHeir.body).toMatchObject({
      errors: { reassign_to: ['Choose the colleague who takes over the open orders.'] },
    });
    const blockedHeir = (await find(tokens.director, 'sergiu.cojocaru@demo.travel'))!;
    expect(
      (
        await call(backend.url, `/api/v1/employees/${ana.id}/dismiss`, {
          token: tokens.director,
          body: { reassign_to: blockedHeir.id },
        })
      ).status,
    ).toBe(422);

    const dismissed = dismissResponseSchema.parse(
      (
        await call(backend.url, `/api/v1/employees/${ana.id}/dismiss`, {
          token: tokens.director,
          body: { reassign_to: irina.id },
        })
      ).body,
    );
    expect(dismissed.data.status).toBe('dismissed');
    expect(dismissed.reassigned).toEqual({ orders: preview.orders.length, ticket_orders: open.length });
    expect((await call(backend.url, '/api/jwt/user', { token: session.access_token })).status).toBe(401);

    // Irina now owns them; the leaver owns none that are open, and is still on the list.
    const after = dismissalPreviewSchema.parse(
      (await call(backend.url, `/api/v1/employees/${irina.id}/dismiss`, { token: tokens.director })).body,
    ).data;
    expect(after.orders.map((o) => o.id)).toEqual(expect.arrayContaining(preview.orders.map((o) => o.id)));
    expect(after.ticket_orders.map((o) => o.id)).toEqual(expect.arrayContaining(open.map((o) => o.id)));
    const moved = await ticketOrders(tokens.director, ana.id, irina.id);
    for (const order of hers)
      expect([order.id, moved.get(order.id)?.owner.id]).toEqual([order.id, open.includes(order) ? irina.id : ana.id]);
    expect((await find(tokens.director, 'agent@demo.travel'))?.status).toBe('dismissed');

    const hired = employeeResponseSchema.parse(
      (await call(backend.url, `/api/v1/employees/${ana.id}/hire`, { token: tokens.director, body: {} })).body,
    );
    expect(hired.data.status).toBe('active');
  });

  it('edits an employee, refusing an office or role the caller may not give', async () => {
    const irina = (await find(tokens.manager, 'irina.sarbu@demo.travel'))!;
    const form = { name: 'Irina Sârbu-Rusu', email: irina.email, alias: 'agent', office_id: 2, phone: '' };
    const edited = await call(backend.url, `/api/v1/employees/${irina.id}/edit`, { token: tokens.manager, body: form });
    expect(employeeResponseSchema.parse(edited.body).data).toMatchObject({
      name: 'Irina Sârbu-Rusu',
      office: { id: 2, name: 'Bălți' },
    });
    const promote = await call(backend.url, `/api/v1/employees/${irina.id}/edit`, {
      token: tokens.manager,
      body: { ...form, alias: 'agency_director' },
      locale: 'en',
    });
    expect(promote.status).toBe(403);
    expect(promote.body).toMatchObject({ message: 'You cannot give this role.' });
    const partnerOffice = await call(backend.url, `/api/v1/employees/${irina.id}/edit`, {
      token: tokens.manager,
      body: { ...form, office_id: 3 },
      locale: 'en',
    });
    expect(partnerOffice.body).toMatchObject({ errors: { office_id: ['Choose an office of your agency.'] } });
  });

  it('keeps an office manager to the agents of their office', async () => {
    const office = (await login(backend.url, 'office@demo.travel')).access_token;
    const sergiu = (await find(tokens.director, 'sergiu.cojocaru@demo.travel'))!;
    const tatiana = (await find(tokens.director, 'tatiana.rotaru@demo.travel'))!;
    const maria = (await find(tokens.director, 'maria.lupu@demo.travel'))!;
    expect(
      (await call(backend.url, `/api/v1/employees/${sergiu.id}/unblock`, { token: office, body: {} })).status,
    ).toBe(200);
    // Another office's employee is not theirs to see; a manager of their office is not theirs to handle.
    expect(
      (await call(backend.url, `/api/v1/employees/${tatiana.id}/unblock`, { token: office, body: {} })).status,
    ).toBe(404);
    expect((await call(backend.url, `/api/v1/employees/${maria.id}/hire`, { token: office, body: {} })).status).toBe(
      403,
    );
  });

  it('never shows or touches another agency’s employees', async () => {
    const partnerDirector = (await login(backend.url, 'director@partner.travel')).access_token;
    const list = employeeListSchema.parse(
      (await call(backend.url, '/api/v1/employees', { token: partnerDirector })).body,
    );
    expect(list.data.map((row) => row.email).sort()).toEqual([
      'agent@partner.travel',
      'desk1@partner.travel',
      'desk2@partner.travel',
      'director@partner.travel',
    ]);
    const irina = (await find(tokens.director, 'irina.sarbu@demo.travel'))!;
    expect(
      (await call(backend.url, `/api/v1/employees/${irina.id}/block`, { token: partnerDirector, body: {} })).status,
    ).toBe(404);
  });
});

describe('the last director', () => {
  it.each([
    ['en', 'The last director'],
    ['ro', 'Ultimul director'],
  ])('cannot be blocked, dismissed or demoted (409, %s)', async (locale, title) => {
    const partnerDirector = (await login(backend.url, 'director@partner.travel')).access_token;
    const self = (await find(partnerDirector, 'director@partner.travel'))!;
    // The only one acting on themselves is refused too, but as a state change; a director in an
    // agency with a second director shows the rule itself.
    const demoDirector = (await find(tokens.director, 'director@demo.travel'))!;
    const demote = await call(backend.url, `/api/v1/employees/${demoDirector.id}/edit`, {
      token: tokens.director,
      body: { name: demoDirector.name, email: demoDirector.email, alias: 'agency_manager', office_id: 1, phone: '' },
      locale,
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ error: title });
    expect(
      (await call(backend.url, `/api/v1/employees/${self.id}/dismiss`, { token: partnerDirector, body: {} })).status,
    ).toBe(409);
    expect((await find(tokens.director, 'director@demo.travel'))?.alias).toBe('agency_director');
  });

  it('lets a director go once another director is at work', async () => {
    const created = employeeResponseSchema.parse(
      (
        await call(backend.url, '/api/v1/employees/create', {
          token: tokens.director,
          body: { ...newcomer, email: 'second.director@demo.travel', alias: 'agency_director' },
        })
      ).body,
    ).data;
    const first = (await find(tokens.director, 'director@demo.travel'))!;
    const second = (await login(backend.url, 'second.director@demo.travel', newcomer.password)).access_token;
    const blocked = await call(backend.url, `/api/v1/employees/${first.id}/block`, { token: second, body: {} });
    expect(blocked.status).toBe(200);
    // Now the second is the last one: the first, unblocked again, may not block them either way round.
    expect((await call(backend.url, `/api/v1/employees/${first.id}/unblock`, { token: second, body: {} })).status).toBe(
      200,
    );
    const firstAgain = (await login(backend.url, 'director@demo.travel')).access_token;
    expect(
      (await call(backend.url, `/api/v1/employees/${created.id}/block`, { token: firstAgain, body: {} })).status,
    ).toBe(200);
    expect(
      (await call(backend.url, `/api/v1/employees/${first.id}/block`, { token: tokens.manager, body: {} })).status,
    ).toBe(403);
  });
});
