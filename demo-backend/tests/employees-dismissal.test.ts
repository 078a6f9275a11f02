import { dismissalPreviewSchema, dismissResponseSchema, employeeListSchema } from '@/lib/schemas/employees';
import { atsUserLinkResponseSchema, atsUserLinksListSchema } from '@/lib/schemas/ats';
import { salesReportSchema } from '@/lib/schemas/reports';
import { ticketOrdersListSchema, type TicketOrderSummary } from '@/lib/schemas/flights';
import { call, demoBackendWith } from './client';
import { createManual, manualOrder, shift } from './ats-fixture';
import { portalToday } from '@/lib/format/date';

// A dismissal hands over only what is open (docs/product.md §10 "Dismissal: what is handed over"):
// the holds move, the issued tickets stay with who sold them (the sales report keeps crediting
// the leaver), the leaver's ticketing-account links end on the dismissal day, and the wizard's
// preview lists exactly what moved.

const backend = demoBackendWith({ director: 'director@demo.travel', ats: 'ats@demo.travel' });
const { tokens } = backend;

async function employeeIdOf(email: string): Promise<number> {
  const list = employeeListSchema.parse(
    (await call(backend.url, `/api/v1/employees?q=${encodeURIComponent(email)}`, { token: tokens.director })).body,
  );
  return list.data.find((e) => e.email === email)!.id;
}

async function ticketOrdersOf(seller: number): Promise<Map<number, TicketOrderSummary>> {
  const all = new Map<number, TicketOrderSummary>();
  for (let page = 1; ; page++) {
    const list = ticketOrdersListSchema.parse(
      (
        await call(backend.url, `/api/ats/orders?page[size]=100&page[number]=${page}&seller=${seller}`, {
          token: tokens.director,
        })
      ).body,
    );
    for (const order of list.data) all.set(order.id, order);
    if (list.data.length < 100) return all;
  }
}

const salesOf = async (seller: number) => {
  const answer = await call(
    backend.url,
    `/api/ats/reports/sales?date_from=${shift(portalToday(), -364)}&date_to=${portalToday()}&seller=${seller}`,
    { token: tokens.ats },
  );
  expect(answer.status).toBe(200);
  return salesReportSchema.parse(answer.body).totals;
};

describe('dismissing a seller with issued tickets and open holds', () => {
  it('moves the holds, keeps the issued tickets and their sales with the leaver, ends her links that day, and previews exactly what moved', async () => {
    const ana = await employeeIdOf('agent@demo.travel');
    const irina = await employeeIdOf('irina.sarbu@demo.travel');
    const holds = [...(await ticketOrdersOf(ana)).values()].filter((o) => o.owner.id === ana && o.status === 'hold');
    expect(holds.length).toBeGreaterThanOrEqual(2);
    // One of her holds issued today (not yet flown), one ticket sold at the desk, an open link.
    expect((await call(backend.url, `/__demo/ticket-orders/${holds[0]!.id}/ticket`, { body: {} })).status).toBe(200);
    const desk = await createManual(backend.url, tokens.ats, manualOrder(ana));
    const created = await call(backend.url, '/api/ats/user-links/create', {
      token: tokens.ats,
      body: {
        user_id: ana,
        system: 'amadeus',
        office_id: 'kivmd9901',
        agent_sign: 'ZDISM',
        valid_from: shift(portalToday(), -30),
        valid_to: null,
        active: true,
      },
    });
    expect(created.status).toBe(201);
    const link = atsUserLinkResponseSchema.parse(created.body).data;
    const salesBefore = await salesOf(ana);
    expect(salesBefore.orders).toBeGreaterThan(0);

    const preview = dismissalPreviewSchema.parse(
      (await call(backend.url, `/api/v1/employees/${ana}/dismiss`, { token: tokens.director })).body,
    ).data;
    const previewed = preview.ticket_orders.map((o) => o.id).sort();
    // The preview offers the holds only: neither the ticket issued today nor the desk's sale.
    expect(preview.ticket_orders.every((o) => o.status === 'hold')).toBe(true);
    expect(previewed).not.toContain(holds[0]!.id);
    expect(previewed).not.toContain(desk.id);
    expect(previewed).toContain(holds[1]!.id);
    // A paid or cancelled package order is not open.
    expect(preview.orders.every((o) => !['paid', 'cancelled'].includes(o.status))).toBe(true);

    const before = await ticketOrdersOf(ana);
    const dismissed = dismissResponseSchema.parse(
      (
        await call(backend.url, `/api/v1/employees/${ana}/dismiss`, {
          token: tokens.director,
          body: { reassign_to: irina },
        })
      ).body,
    );
    expect(dismissed.reassigned).toEqual({
      orders: preview.orders.length,
      ticket_orders: preview.ticket_orders.length,
    });

    // Exactly the previewed ones moved; every other order of hers (issued, flown, expired) is still hers.
    const after = new Map([...(await ticketOrdersOf(ana)), ...(await ticketOrdersOf(irina))]);
    const movedIds = [...before.keys()].filter((id) => after.get(id)?.owner.id === irina).sort();
    expect(movedIds).toEqual(previewed);
    expect(after.get(holds[0]!.id)?.owner.id).toBe(ana);
    expect(after.get(desk.id)?.owner.id).toBe(ana);

    // The sales report still credits the leaver with what she sold.
    expect(await salesOf(ana)).toEqual(salesBefore);

    // Her link ends on the dismissal day.
    const links = atsUserLinksListSchema.parse(
      (await call(backend.url, `/api/ats/user-links?user=${ana}`, { token: tokens.ats })).body,
    ).data;
    expect(links.find((l) => l.id === link.id)).toMatchObject({ valid_to: portalToday(), active: true });
  });
});
