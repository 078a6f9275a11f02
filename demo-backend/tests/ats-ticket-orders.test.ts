import {
  deskTicketOrderEditSchema,
  deskTicketOrderFiltersSchema,
  deskTicketOrderFormOptionsSchema,
  deskTicketOrderResponseSchema,
  deskTicketOrdersListSchema,
  atsPropertiesSchema,
  type DeskTicketOrderSummary,
} from '@/lib/schemas/ats';
import { ticketOrderResponseSchema } from '@/lib/schemas/flights';
import { t } from '@/demo-backend/src/i18n';
import { call, demoBackendWith, ROLE_LOGINS } from './client';
import { createManual, fieldErrors, manualOrder, ROLES_WITHOUT_MANAGE, ROLES_WITHOUT_READ, shift } from './ats-fixture';
import { portalToday } from '@/lib/format/date';

// The ticket desk's orders (docs/product.md §12): manual orders in the one store, their sales
// fields, filters and paging, order properties, and who may do what.

const backend = demoBackendWith({ ...ROLE_LOGINS, partner: 'agent@partner.travel' });
const ATS_MANAGER = 6;
const OFFICE_MANAGER = 4;
const PARTNER_AGENT = 7;

const list = async (query: string, as = backend.tokens.ats_manager) => {
  const answer = await call(backend.url, `/api/ats/orders?${query}`, { token: as });
  expect(answer.status).toBe(200);
  return deskTicketOrdersListSchema.parse(answer.body);
};
/** Every page of a query (size 100). */
async function all(query: string): Promise<DeskTicketOrderSummary[]> {
  const rows: DeskTicketOrderSummary[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await list(`${query}&page[size]=100&page[number]=${page}`);
    rows.push(...data);
    if (rows.length >= meta.total) return rows;
  }
}

describe('who may use the ticket desk', () => {
  it.each(ROLES_WITHOUT_MANAGE)('refuses %s every write and form with 403', async (role) => {
    const token = backend.tokens[role];
    const some = (await list('page[size]=1')).data[0]!;
    for (const [method, path, body] of [
      ['GET', '/api/ats/orders/form-options', undefined],
      ['POST', '/api/ats/orders/create', manualOrder(ATS_MANAGER)],
      ['GET', `/api/ats/orders/${some.id}/edit`, undefined],
      ['POST', `/api/ats/orders/${some.id}/edit`, manualOrder(ATS_MANAGER)],
      ['PATCH', `/api/ats/orders/${some.id}`, { pnr: 'ABCDE1' }],
      ['PATCH', '/api/ats/orders-properties', { properties: [{ name: 'Nope', active: true }] }],
    ] as const) {
      expect([path, (await call(backend.url, path, { token, method, body })).status]).toEqual([path, 403]);
    }
  });

  it.each(ROLES_WITHOUT_READ)(
    'refuses %s the order properties with 403; its flight list has every order, without the sales fields',
    async (role) => {
      const token = backend.tokens[role];
      expect((await call(backend.url, '/api/ats/orders-properties', { token })).status).toBe(403);
      const answer = (await call(backend.url, '/api/ats/orders?page[size]=5&source=manual', { token })).body as {
        data: Array<Record<string, unknown>>;
        meta: { total: number };
      };
      expect(answer.meta.total).toBe((await list('page[size]=1&source=manual')).meta.total);
      expect(answer.data[0]).not.toHaveProperty('commission');
      expect(answer.data[0]).not.toHaveProperty('seller_linked');
      const one = (await call(backend.url, `/api/ats/orders/${answer.data[0]!.id}`, { token })).body as {
        data: Record<string, unknown>;
      };
      expect(one.data).not.toHaveProperty('payments');
      const filters = (await call(backend.url, '/api/ats/orders/filters', { token })).body as {
        data: Record<string, unknown>;
      };
      expect(Object.keys(filters.data).sort()).toEqual(['airlines', 'flight_types', 'routes', 'statuses']);
    },
  );

  it('lets the director read the order properties', async () => {
    expect(
      atsPropertiesSchema.parse(
        (await call(backend.url, '/api/ats/orders-properties', { token: backend.tokens.agency_director })).body,
      ).data.length,
    ).toBeGreaterThan(0);
  });
});

describe('a ticket issued elsewhere', () => {
  it("is created with its total, balance and ticket numbers, and is one of the flight list's orders", async () => {
    const answer = await call(backend.url, '/api/ats/orders/create', {
      token: backend.tokens.ats_manager,
      body: manualOrder(ATS_MANAGER),
      locale: 'ro',
    });
    expect(answer.status).toBe(201);
    const { data: order, message } = deskTicketOrderResponseSchema.parse(answer.body);
    expect(message).toBe(t('ro', 'record.added'));
    expect(order).toMatchObject({
      source: 'manual',
      pnr: 'QX7P2M',
      carrier: 'TK',
      status: 'ticketed',
      transaction_type: 'sale',
      trip: 'return',
      total: 415.9,
      paid: 0,
      balance: 415.9,
      due: 415.9,
      seller_linked: true,
    });
    expect(order.owner).toEqual({ id: ATS_MANAGER, name: 'Andrii Shevchenko' });
    expect(order.passengers.map((p) => p.ticket_number)).toEqual(['235-1234567890', '235-1234567891']);
    expect(order.flight_numbers).toEqual(['TK 270', 'TK 269']);
    // The flight list's sheet reads the same order in its own shape.
    const sheet = await call(backend.url, `/api/ats/orders/${order.id}`, { token: backend.tokens.agent });
    expect(ticketOrderResponseSchema.parse(sheet.body).data.passenger_names).toEqual([
      'VASILACHE DORIN',
      'VASILACHE IRINA',
    ]);
    const found = await list('pnr=qx7p&source=manual');
    expect(found.data.map((o) => o.id)).toContain(order.id);
  });

  it('names the seller the form names and records who entered it, with the issue day as typed and no invented time', async () => {
    const typed = shift(portalToday(), -3);
    const order = await createManual(
      backend.url,
      backend.tokens.ats_manager,
      manualOrder(OFFICE_MANAGER, { issue_date: typed }),
    );
    expect(order.owner.id).toBe(OFFICE_MANAGER);
    expect(order.created_by).toEqual({ id: ATS_MANAGER, name: 'Andrii Shevchenko' });
    // The form has a date only: the order has that date and no ticketing time.
    expect([order.issue_date, order.ticketing_at]).toEqual([typed, null]);
    const again = deskTicketOrderResponseSchema.parse(
      (await call(backend.url, `/api/ats/orders/${order.id}`, { token: backend.tokens.ats_manager })).body,
    ).data;
    expect([again.owner.id, again.created_by?.id, again.issue_date, again.ticketing_at]).toEqual([
      OFFICE_MANAGER,
      ATS_MANAGER,
      typed,
      null,
    ]);
    const row = (await list(`pnr=qx7p&source=manual&seller=${OFFICE_MANAGER}`)).data.find((o) => o.id === order.id);
    expect([row?.owner.id, row?.created_by?.id, row?.issue_date]).toEqual([OFFICE_MANAGER, ATS_MANAGER, typed]);
  });

  it("refuses a bad order with 422 on each field, in the caller's language", async () => {
    const today = portalToday();
    const base = manualOrder(ATS_MANAGER);
    const body = {
      ...base,
      pnr: 'Q!',
      issue_date: shift(today, 2),
      seller_id: PARTNER_AGENT,
      flights: [
        { ...base.flights[0]!, to: 'KIV' },
        { ...base.flights[1]!, arrival_time: '18:00' },
      ],
      passengers: [base.passengers[0]!, { ...base.passengers[1]!, ticket_number: '235-1234567890' }],
      fare: -1,
    };
    const errors = fieldErrors(
      await call(backend.url, '/api/ats/orders/create', { token: backend.tokens.ats_manager, body, locale: 'ru' }),
    );
    expect(errors).toMatchObject({ pnr: [t('ru', 'ats.pnr')], fare: [t('ru', 'ats.amount')] });
    // The shape passes first; the rules across fields and the records come after it.
    const later = fieldErrors(
      await call(backend.url, '/api/ats/orders/create', {
        token: backend.tokens.ats_manager,
        body: { ...body, pnr: 'QX7P2M', fare: 10 },
        locale: 'ru',
      }),
    );
    expect(later).toEqual({
      issue_date: [t('ru', 'ats.futureDate')],
      'flights.0.to': [t('ru', 'ats.sameAirports')],
      'flights.1.arrival_time': [t('ru', 'ats.arrival')],
      'passengers.1.ticket_number': [t('ru', 'ats.ticketDuplicate')],
      seller_id: [t('ru', 'ats.seller')],
    });
  });

  it('is edited through its form values; a portal booking is not (409)', async () => {
    const order = await createManual(
      backend.url,
      backend.tokens.ats_manager,
      manualOrder(ATS_MANAGER, { pnr: 'EDIT01' }),
    );
    const edit = deskTicketOrderEditSchema.parse(
      (await call(backend.url, `/api/ats/orders/${order.id}/edit`, { token: backend.tokens.ats_manager })).body,
    ).data;
    expect(edit.values).toMatchObject({ pnr: 'EDIT01', fare: 312.5, seller_id: ATS_MANAGER });
    const saved = await call(backend.url, `/api/ats/orders/${order.id}/edit`, {
      token: backend.tokens.ats_manager,
      body: { ...edit.values, fare: 400, transaction_type: 'exchange', passengers: edit.values.passengers.slice(0, 1) },
    });
    expect(saved.status).toBe(200);
    expect(deskTicketOrderResponseSchema.parse(saved.body).data).toMatchObject({
      total: 503.4,
      transaction_type: 'exchange',
      passenger_names: ['VASILACHE DORIN'],
    });

    const booked = (await list('source=portal&page[size]=1')).data[0]!;
    const refused = await call(backend.url, `/api/ats/orders/${booked.id}/edit`, {
      token: backend.tokens.ats_manager,
      locale: 'en',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: t('en', 'ats.bookedOrder') });
  });

  it('takes the sales fields by PATCH; a portal booking keeps its status', async () => {
    const properties = atsPropertiesSchema.parse(
      (await call(backend.url, '/api/ats/orders-properties', { token: backend.tokens.ats_manager })).body,
    ).data;
    const vip = properties.find((p) => p.name === 'VIP')!;
    const inactive = properties.find((p) => !p.active)!;
    const booked = (await list('source=portal&page[size]=1')).data[0]!;
    const patched = await call(backend.url, `/api/ats/orders/${booked.id}`, {
      token: backend.tokens.ats_manager,
      method: 'PATCH',
      body: { pnr: 'BOOK42', commission: 12.5, properties: [vip.id], seller_id: OFFICE_MANAGER },
    });
    expect(patched.status).toBe(200);
    expect(deskTicketOrderResponseSchema.parse(patched.body).data).toMatchObject({
      pnr: 'BOOK42',
      commission: 12.5,
      properties: [{ id: String(vip.id), name: 'VIP' }],
      owner: { id: OFFICE_MANAGER },
    });
    expect((await list(`property=${vip.id}&pnr=BOOK42`)).data.map((o) => o.id)).toEqual([booked.id]);

    const errors = fieldErrors(
      await call(backend.url, `/api/ats/orders/${booked.id}`, {
        token: backend.tokens.ats_manager,
        method: 'PATCH',
        body: { status: 'flown', properties: [inactive.id] },
        locale: 'en',
      }),
    );
    expect(errors).toEqual({ status: [t('en', 'ats.manualOnly')], properties: [t('en', 'ats.property')] });
  });

  it('is entered cancelled with no penalty, and its status changes by PATCH', async () => {
    const order = await createManual(
      backend.url,
      backend.tokens.ats_manager,
      manualOrder(ATS_MANAGER, { pnr: 'CANC01', status: 'cancelled' }),
    );
    expect(order).toMatchObject({ status: 'cancelled', due: 0, cancellation: { penalty: 0, refund: 0 } });
    const back = await call(backend.url, `/api/ats/orders/${order.id}`, {
      token: backend.tokens.ats_manager,
      method: 'PATCH',
      body: { status: 'ticketed' },
    });
    expect(deskTicketOrderResponseSchema.parse(back.body).data).toMatchObject({
      status: 'ticketed',
      cancellation: null,
      due: 415.9,
    });
  });

  it("is another agency's 404", async () => {
    const order = await createManual(
      backend.url,
      backend.tokens.ats_manager,
      manualOrder(ATS_MANAGER, { pnr: 'OWN001' }),
    );
    expect((await call(backend.url, `/api/ats/orders/${order.id}`, { token: backend.tokens.partner })).status).toBe(
      404,
    );
  });
});

describe('a refunded ticket', () => {
  it("every seeded refund reads refunded, with no check-in countdown and no e-ticket, named so in the caller's language", async () => {
    const refunds = await all('transaction_type=refund');
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.filter((o) => o.status !== 'refunded' || o.deadline !== null)).toEqual([]);
    const filters = deskTicketOrderFiltersSchema.parse(
      (await call(backend.url, '/api/ats/orders/filters', { token: backend.tokens.ats_manager, locale: 'en' })).body,
    ).data;
    expect(filters.statuses).toContainEqual({ id: 'refunded', name: 'Refunded' });
    const one = deskTicketOrderResponseSchema.parse(
      (
        await call(backend.url, `/api/ats/orders/${refunds[0]!.id}`, {
          token: backend.tokens.ats_manager,
          locale: 'en',
        })
      ).body,
    ).data;
    expect(one.documents.find((d) => d.kind === 'eticket')).toEqual({
      kind: 'eticket',
      available: false,
      reason: 'The tickets were refunded.',
    });
    expect((await list('transaction_type=sale&page[size]=100')).data.some((o) => o.status === 'refunded')).toBe(false);
  });

  it('is entered refunded, and only a refund is: 422 on the status otherwise, by the form and by PATCH', async () => {
    const token = backend.tokens.ats_manager;
    const refund = await createManual(
      backend.url,
      token,
      manualOrder(ATS_MANAGER, { pnr: 'REFND1', transaction_type: 'refund', status: 'refunded' }),
    );
    // Flying next week, yet nothing to count down to: the status says the tickets were returned.
    expect(refund).toMatchObject({ status: 'refunded', deadline: null, actions: { edit: false, cancel: false } });
    const refused = { status: [t('en', 'ats.refundStatus')] };
    const ticketedRefund = await call(backend.url, '/api/ats/orders/create', {
      token,
      locale: 'en',
      body: manualOrder(ATS_MANAGER, { pnr: 'REFND2', transaction_type: 'refund', status: 'ticketed' }),
    });
    expect(fieldErrors(ticketedRefund)).toEqual(refused);
    const refundedSale = await call(backend.url, '/api/ats/orders/create', {
      token,
      locale: 'en',
      body: manualOrder(ATS_MANAGER, { pnr: 'REFND3', status: 'refunded' }),
    });
    expect(fieldErrors(refundedSale)).toEqual(refused);
    const patched = await call(backend.url, `/api/ats/orders/${refund.id}`, {
      token,
      locale: 'en',
      method: 'PATCH',
      body: { status: 'ticketed' },
    });
    expect(fieldErrors(patched)).toEqual(refused);
  });
});

describe('the ATS order list', () => {
  it('pages through every order once', async () => {
    const first = await list('page[size]=25&page[number]=1&sort=number');
    const second = await list('page[size]=25&page[number]=2&sort=number');
    expect(first.meta).toMatchObject({ page: 1, size: 25 });
    expect(first.data).toHaveLength(25);
    expect(second.data).toHaveLength(25);
    expect(second.data[0]!.id).toBeGreaterThan(first.data.at(-1)!.id);
    expect(first.meta.total).toBe(second.meta.total);
  });

  it('filters by source, transaction type, seller and issue dates', async () => {
    const manual = await all('source=manual');
    expect(manual.length).toBeGreaterThan(200);
    expect(manual.every((o) => o.source === 'manual')).toBe(true);
    const refunds = await all('transaction_type=refund');
    expect(refunds.length).toBeGreaterThan(0);
    expect(refunds.every((o) => o.transaction_type === 'refund')).toBe(true);
    const bySeller = await all(`seller=${ATS_MANAGER}`);
    expect(bySeller.length).toBeGreaterThan(0);
    expect(bySeller.every((o) => o.owner.id === ATS_MANAGER)).toBe(true);
    const from = shift(portalToday(), -60);
    const to = shift(portalToday(), -30);
    const issued = await all(`issued_from=${from}&issued_to=${to}&sort=-issue_date`);
    const every = await all('');
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.length).toBe(
      every.filter((o) => o.issue_date !== null && o.issue_date >= from && o.issue_date <= to).length,
    );
    expect(issued.map((o) => o.issue_date)).toEqual(
      issued
        .map((o) => o.issue_date)
        .sort()
        .reverse(),
    );
  });

  it('flags the orders whose seller was not linked on the issue day, and filters by it', async () => {
    const flagged = await all('linked=0');
    const linked = await all('linked=1');
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((o) => !o.seller_linked)).toBe(true);
    expect(linked.every((o) => o.seller_linked)).toBe(true);
    expect(flagged.length + linked.length).toBe((await list('page[size]=1')).meta.total);
    // The office manager never had a link: every order they sold is flagged.
    expect(flagged.some((o) => o.owner.id === OFFICE_MANAGER)).toBe(true);
  });

  it('refuses a bad ATS filter with 422 on that parameter', async () => {
    const answer = await call(backend.url, '/api/ats/orders?transaction_type=gift&linked=2', {
      token: backend.tokens.ats_manager,
    });
    expect(Object.keys(fieldErrors(answer)).sort()).toEqual(['linked', 'transaction_type']);
  });

  it("offers the filters and the form's options in the caller's language", async () => {
    const filters = deskTicketOrderFiltersSchema.parse(
      (await call(backend.url, '/api/ats/orders/filters', { token: backend.tokens.agency_director, locale: 'ro' }))
        .body,
    ).data;
    expect(filters.transaction_types.map((o) => o.name)).toEqual(['Vânzare', 'Rambursare', 'Schimb']);
    expect(filters.sellers.map((o) => o.id)).toContain(String(ATS_MANAGER));
    const options = deskTicketOrderFormOptionsSchema.parse(
      (await call(backend.url, '/api/ats/orders/form-options', { token: backend.tokens.ats_manager, locale: 'en' }))
        .body,
    ).data;
    expect(options.statuses.map((o) => o.id)).toEqual(['ticketed', 'flown', 'cancelled', 'refunded']);
    expect(options.sellers.find((s) => s.id === String(OFFICE_MANAGER))?.linked).toBe(false);
    expect(options.sellers.find((s) => s.id === String(ATS_MANAGER))?.linked).toBe(true);
    expect(options.properties.map((p) => p.name)).not.toContain('Students');
    // Every place of the agency's tickets is named, those no demo flight serves too (tickets issued elsewhere).
    expect(options.places).toContainEqual({ id: 'IST', name: 'Istanbul (IST)' });
    expect(options.places.filter((p) => p.name === `${p.id} (${p.id})`)).toEqual([]);
  });
});

describe('order properties', () => {
  it('adds and renames, refuses a name twice, and counts the orders', async () => {
    const before = atsPropertiesSchema.parse(
      (await call(backend.url, '/api/ats/orders-properties', { token: backend.tokens.ats_manager })).body,
    ).data;
    const group = before.find((p) => p.name === 'Group')!;
    const answer = await call(backend.url, '/api/ats/orders-properties', {
      token: backend.tokens.ats_manager,
      method: 'PATCH',
      body: {
        properties: [
          { name: 'Honeymoon', active: true },
          { id: group.id, name: 'Groups', active: true },
        ],
      },
    });
    expect(answer.status).toBe(200);
    const after = atsPropertiesSchema.parse(answer.body).data;
    expect(after.map((p) => p.name)).toEqual(expect.arrayContaining(['Honeymoon', 'Groups', 'VIP']));
    expect(after.find((p) => p.id === group.id)!.orders).toBe(group.orders);
    const clash = fieldErrors(
      await call(backend.url, '/api/ats/orders-properties', {
        token: backend.tokens.ats_manager,
        method: 'PATCH',
        body: { properties: [{ name: 'vip', active: true }] },
        locale: 'ua',
      }),
    );
    expect(clash).toEqual({ 'properties.0.name': [t('ua', 'ats.propertyName')] });
  });
});
