import { SOLD_TICKET_STATUSES } from '@/lib/schemas/list-params';
import {
  charterAirlineTotalsSchema,
  charterDetailsSchema,
  charterFiltersSchema,
  charterFilterFlightsSchema,
  charterFlightsSchema,
  sumCharterFigures,
  type CharterFlight,
} from '@/lib/schemas/reports';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import { charterDefaultPeriod } from '@/lib/shared/report-periods';
import { t } from '@/demo-backend/src/i18n';
import { call } from './client';
import { createManual, manualOrder } from './ats-fixture';
import { everyPage, get, reportsBackend, rolesWithout, shift } from './reports-fixture';

// The charter financial control report (docs/product.md §13) over the small year seed: each
// block's figures against the orders sold on it, totals over every page, airline totals, a
// flight's tickets with their payments, another agency's flight 404, and an order entered by hand
// on a block's flight counted on it.

const backend = reportsBackend();
const ATS_MANAGER = 6;

const period = () => `date_from=${shift(backend.today, -245)}&date_to=${shift(backend.today, 120)}`;
const flights = (query: string, token = backend.tokens.agency_director) =>
  get(backend, `/api/reports/charter-control-financial?${query}`, charterFlightsSchema, token);
const allFlights = (query: string): Promise<CharterFlight[]> =>
  everyPage((n) => flights(`${query}&page[size]=2&page[number]=${n}`));
/** A block's sold seats and revenue from the store: its sold orders (SOLD_TICKET_STATUSES), refunds taken off. */
const sqlSales = (blockId: number) =>
  backend.db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN o.transaction_type = 'refund' THEN -1 ELSE 1 END * (SELECT COUNT(*) FROM ticket_passengers p WHERE p.order_id = o.id AND p.kind != 'infant')), 0) AS sold,
         ROUND(COALESCE(SUM(CASE WHEN o.transaction_type = 'refund' THEN -o.total ELSE o.total END), 0), 2) AS revenue
       FROM ticket_orders o WHERE o.charter_block_id = ? AND o.status IN (${SOLD_TICKET_STATUSES.map((s) => `'${s}'`).join(', ')})`,
    )
    .get(blockId) as { sold: number; revenue: number };

describe('who may read the charter report', () => {
  it.each(rolesWithout('reports.read'))('refuses %s every call with 403', async (role) => {
    const some = (await flights(period())).data[0]!;
    for (const path of ['', '/filters', '/filters-flights', `/${some.id}/details`, '/airlines-totals']) {
      const url = `/api/reports/charter-control-financial${path}?${period()}`;
      const answer = await call(backend.url, url, { token: backend.tokens[role], locale: 'en' });
      expect([path, answer.status, answer.body]).toEqual([
        path,
        403,
        { error: t('en', 'error.forbidden'), message: t('en', 'error.forbidden.message') },
      ]);
    }
  });

  it('answers the director and the agency manager', async () => {
    expect((await flights(period(), backend.tokens.agency_manager)).meta.total).toBe(
      (await flights(period())).meta.total,
    );
  });
});

describe('the flights', () => {
  it("are the agency's blocks departing in the period, each with figures from the orders sold on it", async () => {
    const rows = await allFlights(period());
    const blocks = backend.db
      .prepare('SELECT COUNT(*) AS n FROM charter_blocks WHERE agency_id = 1 AND departure_date BETWEEN ? AND ?')
      .get(shift(backend.today, -245), shift(backend.today, 120)) as { n: number };
    expect(rows).toHaveLength(blocks.n);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const { sold, revenue } = sqlSales(row.id);
      const kept = row.seats - row.released;
      expect([row.id, row.sold, row.revenue]).toEqual([row.id, Math.max(0, sold), revenue]);
      expect(row.free).toBe(Math.max(0, kept - row.sold));
      expect(row.load_factor).toBeCloseTo(kept > 0 ? row.sold / kept : 0, 10);
      expect(row.block_cost).toBeCloseTo(kept * row.seat_cost, 2);
      expect(row.balance).toBeCloseTo(row.revenue - row.block_cost, 2);
      expect(row.state).toBe(
        row.departure_date < backend.today ? 'departed' : row.release_date >= backend.today ? 'open' : 'released',
      );
      expect(row.release_cost).toBeCloseTo(row.state === 'open' ? row.free * row.seat_cost : 0, 2);
    }
    expect(rows.map((r) => r.departure_date)).toEqual([...rows.map((r) => r.departure_date)].sort());
  });

  it('total every matching flight, not the page', async () => {
    const page = await flights(`${period()}&page[size]=1`);
    expect(page.data).toHaveLength(1);
    expect(page.totals).toEqual(sumCharterFigures(await allFlights(period())));
    expect(page.totals.seats).toBeGreaterThan(page.data[0]!.seats);
  });

  it('filter by state, airline and route, and sort by a figure', async () => {
    const all = await allFlights(period());
    for (const state of ['open', 'released', 'departed'] as const) {
      const some = await allFlights(`${period()}&state=${state}`);
      expect(some.map((r) => r.id)).toEqual(all.filter((r) => r.state === state).map((r) => r.id));
    }
    const airline = all[0]!.airline.id;
    expect((await allFlights(`${period()}&airline=${airline}`)).map((r) => r.id)).toEqual(
      all.filter((r) => r.airline.id === airline).map((r) => r.id),
    );
    const route = all[0]!.route.id;
    expect((await allFlights(`${period()}&route=${route}`)).map((r) => r.id)).toEqual(
      all.filter((r) => r.route.id === route).map((r) => r.id),
    );
    const byBalance = (await flights(`${period()}&sort=-balance&page[size]=100`)).data.map((r) => r.balance);
    expect(byBalance).toEqual([...byBalance].sort((a, b) => b - a));
  });

  it('without a period cover this month and every coming flight, the period the page reads', async () => {
    const { date_from, date_to } = charterDefaultPeriod(backend.today);
    expect([date_from <= backend.today, date_to > backend.today]).toEqual([true, true]);
    const byDefault = await everyPage((n) =>
      get(backend, `/api/reports/charter-control-financial?page[size]=100&page[number]=${n}`, charterFlightsSchema),
    );
    expect(byDefault.map((r) => r.id)).toEqual(
      (await allFlights(`date_from=${date_from}&date_to=${date_to}`)).map((r) => r.id),
    );
    const coming = backend.db
      .prepare('SELECT id FROM charter_blocks WHERE agency_id = 1 AND departure_date >= ? ORDER BY departure_date, id')
      .all(backend.today) as Array<{ id: number }>;
    expect(coming.length).toBeGreaterThan(0);
    expect(byDefault.filter((r) => r.departure_date >= backend.today).map((r) => r.id)).toEqual(
      coming.map((r) => r.id),
    );
  });

  it('refuse a period that ends before it starts, or an unknown state, with 422', async () => {
    const backwards = await call(
      backend.url,
      `/api/reports/charter-control-financial?date_from=${backend.today}&date_to=${shift(backend.today, -5)}`,
      { token: backend.tokens.agency_director, locale: 'ru' },
    );
    expect(apiErrorSchema.parse(backwards.body).errors).toEqual({ date_to: [t('ru', 'reports.periodOrder')] });
    const state = await call(backend.url, `/api/reports/charter-control-financial?${period()}&state=lost`, {
      token: backend.tokens.agency_director,
    });
    expect([state.status, Object.keys(apiErrorSchema.parse(state.body).errors ?? {})]).toEqual([422, ['state']]);
  });

  it("refuse an impossible date (2030-12-00) with 422 on that date in the caller's language, not every block", async () => {
    const answer = await call(
      backend.url,
      `/api/reports/charter-control-financial?date_from=${backend.today}&date_to=2030-12-00`,
      { token: backend.tokens.agency_director, locale: 'ro' },
    );
    expect([answer.status, apiErrorSchema.parse(answer.body).errors]).toEqual([
      422,
      { date_to: [t('ro', 'validation.date')] },
    ]);
  });
});

describe('the airline totals', () => {
  it("add up each airline's flights, and to the report's totals", async () => {
    const all = await allFlights(period());
    const answer = await get(
      backend,
      `/api/reports/charter-control-financial/airlines-totals?${period()}`,
      charterAirlineTotalsSchema,
    );
    for (const airline of answer.data) {
      const its = all.filter((r) => r.airline.id === airline.airline.id);
      expect(airline).toEqual({ airline: its[0]!.airline, flights: its.length, ...sumCharterFigures(its) });
    }
    expect(answer.totals).toEqual({ ...sumCharterFigures(all), flights: all.length });
  });
});

describe("a flight's details", () => {
  it('lists the orders sold on it (the ones its figures count) with its passengers and payments; the drill-down from an airline ends at a payment', async () => {
    const { data: airlines } = await get(
      backend,
      `/api/reports/charter-control-financial/airlines-totals?${period()}`,
      charterAirlineTotalsSchema,
    );
    const airline = airlines.find((a) => a.sold > 0)!;
    const flight = (await allFlights(`${period()}&airline=${airline.airline.id}`)).find((f) => f.sold > 0)!;
    const details = (
      await get(backend, `/api/reports/charter-control-financial/${flight.id}/details`, charterDetailsSchema)
    ).data;
    expect(details.flight).toEqual(flight);
    const sold = SOLD_TICKET_STATUSES.map((s) => `'${s}'`).join(', ');
    const ids = (
      backend.db
        .prepare(
          `SELECT id FROM ticket_orders WHERE charter_block_id = ? AND status IN (${sold}) ORDER BY issue_date, id`,
        )
        .all(flight.id) as Array<{ id: number }>
    ).map((r) => r.id);
    expect(details.tickets.map((ticket) => ticket.order_id)).toEqual(ids);
    const paid = details.tickets.find((ticket) => ticket.payments.length > 0)!;
    const payments = backend.db
      .prepare('SELECT id, amount_eur FROM ticket_payments WHERE order_id = ? ORDER BY id')
      .all(paid.order_id) as Array<{ id: number; amount_eur: number }>;
    expect(paid.payments.map((p) => [p.id, p.amount_eur])).toEqual(payments.map((p) => [p.id, p.amount_eur]));
    expect(paid.balance).toBeCloseTo(paid.total - paid.paid, 2);
    expect(paid.passengers.every((p) => p.ticket_number !== null)).toBe(true);
    const seats = details.tickets.reduce((sum, x) => sum + (x.transaction_type === 'refund' ? -x.seats : x.seats), 0);
    expect(Math.max(0, seats)).toBe(flight.sold);
    expect(
      details.tickets.reduce((sum, x) => sum + (x.transaction_type === 'refund' ? -x.total : x.total), 0),
    ).toBeCloseTo(flight.revenue, 2);
  });

  it("is a 404 for another agency's flight", async () => {
    const ours = (await flights(period())).data[0]!;
    expect(
      (
        await call(backend.url, `/api/reports/charter-control-financial/${ours.id}/details`, {
          token: backend.tokens.partner_director,
        })
      ).status,
    ).toBe(404);
    const theirs = (await flights(period(), backend.tokens.partner_director)).data[0]!;
    expect(theirs.id).not.toBe(ours.id);
    expect(
      (
        await call(backend.url, `/api/reports/charter-control-financial/${theirs.id}/details`, {
          token: backend.tokens.agency_director,
        })
      ).status,
    ).toBe(404);
  });
});

describe("a ticket entered by hand on a block's flight", () => {
  it("is sold on the block: its seats and total join the flight's figures", async () => {
    const open = (await allFlights(`${period()}&state=open`)).find((f) => f.departure_date > shift(backend.today, 1))!;
    const before = (
      await get(backend, `/api/reports/charter-control-financial/${open.id}/details`, charterDetailsSchema)
    ).data;
    const base = manualOrder(ATS_MANAGER);
    const order = await createManual(backend.url, backend.tokens.ats_manager, {
      ...base,
      pnr: 'CHB7K2',
      carrier: open.airline.id,
      flight_type: 'charter',
      issue_date: backend.today,
      flights: [
        {
          ...base.flights[0]!,
          flight_number: open.flight_number,
          from: open.route.id.slice(0, 3),
          to: open.route.id.slice(4),
          departure_date: open.departure_date,
          arrival_date: open.departure_date,
        },
      ],
      passengers: base.passengers.map((p, i) => ({ ...p, ticket_number: `555-987654321${i}` })),
    });
    const after = (
      await get(backend, `/api/reports/charter-control-financial/${open.id}/details`, charterDetailsSchema)
    ).data;
    expect(after.tickets.map((x) => x.order_id)).toEqual([...before.tickets.map((x) => x.order_id), order.id]);
    expect(after.flight.sold).toBe(before.flight.sold + 2);
    expect(after.flight.revenue).toBeCloseTo(before.flight.revenue + order.total, 2);
    expect(after.flight.free).toBe(Math.max(0, before.flight.free - 2));
  });
});

describe('the filters', () => {
  it("name the airlines, routes and states of the agency's blocks, and pick flights by departure", async () => {
    const all = await allFlights(period());
    const filters = (
      await get(
        backend,
        '/api/reports/charter-control-financial/filters',
        charterFiltersSchema,
        backend.tokens.agency_director,
        'en',
      )
    ).data;
    expect(filters.airlines.map((a) => a.id)).toEqual(
      expect.arrayContaining([...new Set(all.map((r) => r.airline.id))]),
    );
    expect(filters.states.map((s) => s.name)).toEqual(['Seats may be released', 'Release date passed', 'Departed']);
    expect(filters.first_day! <= all[0]!.departure_date).toBe(true);
    const picked = (
      await get(
        backend,
        `/api/reports/charter-control-financial/filters-flights?${period()}&airline=${all[0]!.airline.id}`,
        charterFilterFlightsSchema,
      )
    ).data;
    expect(picked.map((f) => f.id)).toEqual(all.filter((r) => r.airline.id === all[0]!.airline.id).map((r) => r.id));
    expect(picked[0]!.name).toContain(all.find((r) => r.id === picked[0]!.id)!.flight_number);
  });
});
