import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MAX_NIGHTS } from '@/lib/schemas/search';
import { ordersQuerySchema } from '@/lib/schemas/orders';
import { deskTicketOrdersQuerySchema, PAYMENT_COUNTED } from '@/lib/schemas/ats';
import type { AppContext } from '@/demo-backend/src/context';
import { portalToday } from '@/lib/format/date';
import { openDatabase } from '@/demo-backend/src/db/open';
import { DEMO_AGENCY, DEMO_USERS } from '@/demo-backend/src/db/seed-data';
import { seedOrdersIfEmpty } from '@/demo-backend/src/db/seed-orders';
import { seedTicketOrdersIfEmpty } from '@/demo-backend/src/db/seed-ticket-orders';
import { seedTicketDeskIfEmpty } from '@/demo-backend/src/db/seed-ats';
import { seedSalesYearIfEmpty, SMALL_SALES_YEAR_ORDERS } from '@/demo-backend/src/db/seed-sales-year';
import { FlightSearch } from '@/demo-backend/src/flights/search';
import { SeatInventory } from '@/demo-backend/src/flights/inventory';
import { deskTicketOrderOf, atsSummaryOf, propertyNamesOf } from '@/demo-backend/src/flights/ticket-desk';
import { settleTicketOrders } from '@/demo-backend/src/flights/ticket-orders';
import { settleDue } from '@/demo-backend/src/orders/lifecycle';
import { DemoMarket } from '@/demo-backend/src/orders/market';
import { orderOf, summaryOf } from '@/demo-backend/src/orders/present';
import { AtsProperties, AtsUserLinks, TicketPayments } from '@/demo-backend/src/repos/ats';
import { Bonuses } from '@/demo-backend/src/repos/bonuses';
import { Orders } from '@/demo-backend/src/repos/orders';
import { OrderPayments } from '@/demo-backend/src/repos/order-payments';
import { Reports } from '@/demo-backend/src/repos/reports';
import { Searches } from '@/demo-backend/src/repos/searches';
import { TicketOrders } from '@/demo-backend/src/repos/ticket-orders';
import { findOfferOfSid } from '@/demo-backend/src/routes/offers';
import { loadCatalogue } from '@/demo-backend/src/search/catalogue';
import { TourSearch } from '@/demo-backend/src/search/service';
import { expectSameOrder, expectSameTicketOrder, paidOf, periodBefore, salesOfOrders } from './consistency-fixture';

// One truth on any day of the year (docs/product.md "Where each fact comes from"): the demo
// database seeded on each of sixty consecutive days, read through the functions its routes call
// (the journal's row and the order view, the flight list's row, the order sheet and its payments,
// the sales report's sums), with the facts most likely to drift with the date compared:
// status, total, paid, due or refund, and the sales report's totals against its orders.

const DAYS = 60;
const DAY_MS = 86_400_000;
/** The reports' year seed at a quarter of the tests' servers' size: the same code and shape, sixty times within the minute. */
const SALES_ORDERS = SMALL_SALES_YEAR_ORDERS / 4;

it('the seed of each of sixty consecutive days tells every fact the same way everywhere', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-consistency-'));
  // The database before the day's seeds (users, catalogue, content), copied into memory for each day.
  const base = await openDatabase(path.join(dir, 'demo.sqlite'));
  // An image in memory cannot be in write-ahead-log mode.
  base.pragma('journal_mode = DELETE');
  const template = base.serialize();
  const catalogue = loadCatalogue(base, MAX_NIGHTS);
  base.close();
  const failures: string[] = [];
  try {
    for (let day = 0; day < DAYS; day++) {
      const now = new Date(Date.now() + day * DAY_MS);
      const db = new Database(template);
      const ctx = {
        db,
        orders: new Orders(db),
        orderPayments: new OrderPayments(db),
        bonuses: new Bonuses(db),
        market: new DemoMarket(),
        search: new TourSearch(catalogue, new Searches(db), () => now.getTime()),
        flights: new FlightSearch(catalogue, new DemoMarket(), 60),
        seats: new SeatInventory(db),
        tickets: new TicketOrders(db),
        atsProperties: new AtsProperties(db),
        userLinks: new AtsUserLinks(db),
        ticketPayments: new TicketPayments(db),
        options: {},
      } as unknown as AppContext;
      // The order of buildServer (demo-backend/src/server.ts).
      seedOrdersIfEmpty(ctx, now);
      seedTicketOrdersIfEmpty(ctx, now);
      seedTicketDeskIfEmpty(ctx, now);
      await seedSalesYearIfEmpty(ctx, SALES_ORDERS, now);
      const check = (what: string, assertion: () => void) => {
        try {
          assertion();
        } catch (error) {
          failures.push(`${portalToday(now)} ${what}: ${(error as Error).message.split('\n').slice(0, 12).join('\n')}`);
        }
      };

      // The journal (GET orders) and each order's view (GET orders/{id}).
      settleDue(ctx);
      const journal = ctx.orders.list(DEMO_AGENCY.id, ordersQuerySchema.parse({ size: 100 }), DEMO_USERS[0]!.id);
      check('journal', () => expect(journal.total).toBeGreaterThan(20));
      for (const row of journal.rows) {
        const found = ctx.orders.find(row.id, DEMO_AGENCY.id)!;
        const view = orderOf(
          found,
          ctx.orders.tourists(row.id),
          ctx.orderPayments.all(row.id),
          'en',
          findOfferOfSid(ctx, found.sid, 'en', 'EUR'),
        );
        check(row.number, () => {
          expectSameOrder(summaryOf(row, catalogue, 'en'), view);
          expect(view.balance.paid).toBe(paidOf(view.payments));
        });
      }

      // The flight list (GET ats/orders as the ticket desk), each order's sheet and its payments.
      settleTicketOrders(ctx);
      const names = propertyNamesOf(ctx, DEMO_AGENCY.id);
      const period = periodBefore(portalToday(now), 30);
      const listed = (query: Record<string, unknown>) => {
        const { rows } = ctx.tickets.list(
          DEMO_AGENCY.id,
          deskTicketOrdersQuerySchema.parse(query),
          { size: 10_000, offset: 0 },
          DEMO_USERS[0]!.id,
        );
        const passengers = ctx.tickets.passengersByOrder(rows.map((row) => row.id));
        return rows.map((row) => ({
          row,
          summary: atsSummaryOf(ctx, row, passengers.get(row.id) ?? [], 'en', now.toISOString(), names),
        }));
      };
      const portal = listed({ source: 'portal' });
      const issued = listed({ issued_from: period.date_from, issued_to: period.date_to });
      check('flight list', () => expect(portal.length).toBeGreaterThan(10));
      for (const { row, summary } of [...portal, ...issued.filter((o) => o.row.source === 'manual')]) {
        const sheet = deskTicketOrderOf(ctx, row, 'en');
        check(row.number, () => {
          expectSameTicketOrder(summary, sheet);
          const counted = sheet.payments.filter((p) => PAYMENT_COUNTED.includes(p.status));
          expect(sheet.paid).toBe(Math.round(counted.reduce((sum, p) => sum + p.amount_eur, 0) * 100) / 100);
        });
      }

      // The sales report's sums per seller (GET ats/reports/sales?group=seller) = the orders listed as issued in the period.
      const groups = new Reports(db).salesGroups(DEMO_AGENCY.id, period.date_from, period.date_to, {}, 'seller');
      check('sales report', () => expect(groups.length).toBeGreaterThan(1));
      for (const { key, ...figures } of groups) {
        check(`sales of seller ${key}`, () =>
          expect(salesOfOrders(issued.filter((o) => String(o.row.owner_id) === key).map((o) => o.summary))).toEqual(
            figures,
          ),
        );
      }
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(failures).toEqual([]);
}, 240_000);
