import { SOLD_TICKET_STATUSES } from '@/lib/schemas/list-params';
import { charterFlightsSchema, salesReportSchema } from '@/lib/schemas/reports';
import { SALES_YEAR_ORDERS } from '@/demo-backend/src/db/seed-sales-year';
import { get, reportsBackend, shift } from './reports-fixture';

// The reports over the full year seed (docs/product.md §13): its shape (100 000 orders over both
// agencies, 300 charter blocks, sold by the desk agents, not the demo users) and a year's report
// equal to the store's sums.

const backend = reportsBackend({ salesYearOrders: SALES_YEAR_ORDERS });

it('seeds a year of ticket sales over both agencies and 300 charter blocks, sold by the desk agents', () => {
  const count = (sql: string, ...params: unknown[]) => (backend.db.prepare(sql).get(...params) as { n: number }).n;
  expect(count('SELECT COUNT(*) AS n FROM ticket_orders')).toBeGreaterThanOrEqual(100_000);
  expect(count('SELECT COUNT(*) AS n FROM charter_blocks')).toBe(300);
  expect(
    count('SELECT COUNT(DISTINCT agency_id) AS n FROM charter_blocks WHERE departure_date > ?', backend.today),
  ).toBe(2);
  expect(count('SELECT COUNT(*) AS n FROM ticket_orders WHERE agency_id = 2')).toBeGreaterThan(20_000);
  expect(count('SELECT COUNT(*) AS n FROM ticket_orders WHERE issue_date < ?', shift(backend.today, -364))).toBe(0);
  expect(count('SELECT COUNT(DISTINCT issue_date) AS n FROM ticket_orders')).toBeGreaterThanOrEqual(365);
  // The demo users' own orders are the few of the earlier seeds, not the year's.
  expect(
    count("SELECT COUNT(*) AS n FROM ticket_orders o JOIN users u ON u.id = o.owner_id WHERE u.email NOT LIKE 'desk%'"),
  ).toBeLessThan(400);
  expect(count('SELECT COUNT(*) AS n FROM ticket_orders WHERE charter_block_id IS NOT NULL')).toBeGreaterThan(3_000);
  expect(count('SELECT COUNT(*) AS n FROM ticket_payments')).toBeGreaterThan(80_000);
  // Every payment's day has a rate on or before it.
  expect(
    count(
      "SELECT COUNT(*) AS n FROM ticket_payments p WHERE p.currency != 'EUR' AND NOT EXISTS (SELECT 1 FROM exchange_rates r WHERE r.date <= p.paid_on)",
    ),
  ).toBe(0);
});

it('reports a year of sales and of charter flights as the store sums them', async () => {
  const from = shift(backend.today, -364);
  const sales = await get(
    backend,
    `/api/ats/reports/sales?date_from=${from}&date_to=${backend.today}&group=airline`,
    salesReportSchema,
    backend.tokens.ats_manager,
  );
  const sql = backend.db
    .prepare(
      `SELECT COUNT(*) AS orders, ROUND(SUM(CASE WHEN transaction_type = 'refund' THEN -(fare_amount + taxes + fee) ELSE fare_amount + taxes + fee END), 2) AS total
       FROM ticket_orders WHERE agency_id = 1 AND issue_date BETWEEN ? AND ? AND status != 'cancelled'`,
    )
    .get(from, backend.today) as { orders: number; total: number };
  expect({ orders: sales.totals.orders, total: sales.totals.total }).toEqual(sql);
  expect(sales.totals.orders).toBeGreaterThan(60_000);

  const charter = await get(
    backend,
    `/api/reports/charter-control-financial?date_from=${shift(backend.today, -245)}&date_to=${shift(backend.today, 120)}&page[size]=5`,
    charterFlightsSchema,
  );
  expect(charter.meta.total).toBe(
    (backend.db.prepare('SELECT COUNT(*) AS n FROM charter_blocks WHERE agency_id = 1').get() as { n: number }).n,
  );
  const revenue = backend.db
    .prepare(
      `SELECT ROUND(SUM(CASE WHEN o.transaction_type = 'refund' THEN -o.total ELSE o.total END), 2) AS revenue FROM ticket_orders o
       JOIN charter_blocks c ON c.id = o.charter_block_id WHERE c.agency_id = 1 AND o.status IN (${SOLD_TICKET_STATUSES.map((s) => `'${s}'`).join(', ')})`,
    )
    .get() as { revenue: number };
  expect(charter.totals.revenue).toBeCloseTo(revenue.revenue, 2);
});
