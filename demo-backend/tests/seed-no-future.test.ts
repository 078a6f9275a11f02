import Database from 'better-sqlite3';
import { portalToday } from '@/lib/format/date';
import { addIsoDays } from '@/lib/shared/calendar-days';
import { RATE_DAYS } from '@/demo-backend/src/db/seed';
import { startDemoBackend } from '@/tests/helpers/demo-backend';

// Nothing is seeded in the future (docs/product.md §12, §13): every order, ticket and payment the
// seeds make is created, booked, issued and paid at or before the seed's "now", the backend's clock,
// whatever the time of day the database is made; and the days it seeds by date (the exchange rates)
// are whole calendar days on the portal's clock, one each.

const at = (hour: number, minute: number) => () => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate(), hour, minute).getTime();
};
const atUtc = (hour: number, minute: number) => () => {
  const today = new Date();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour, minute);
};

const TIMES: ReadonlyArray<[label: string, now: () => number]> = [
  ['00:05 local', at(0, 5)],
  ['12:00 local', at(12, 0)],
  ['23:55 local', at(23, 55)],
  // Before midnight in Chisinau in winter (UTC+2), after it in summer (UTC+3): a year of 24-hour
  // steps back from this moment crosses both changes of summer time.
  ['21:30 UTC', atUtc(21, 30)],
];

/** Rows whose time (an ISO instant) is after `now`, or whose day (YYYY-MM-DD) is after `today`. */
const LATER: ReadonlyArray<[label: string, sql: string, kind: 'instant' | 'day']> = [
  ['orders.created_at', 'SELECT created_at AS v FROM orders', 'instant'],
  ['payments.created_at', 'SELECT created_at AS v FROM payments', 'instant'],
  ['ticket_orders.created_at', 'SELECT created_at AS v FROM ticket_orders', 'instant'],
  [
    'ticket_orders.ticketing_at (ticketed)',
    "SELECT ticketing_at AS v FROM ticket_orders WHERE status IN ('ticketed', 'flown') AND ticketing_at IS NOT NULL",
    'instant',
  ],
  ['ticket_orders.issue_date', 'SELECT issue_date AS v FROM ticket_orders WHERE issue_date IS NOT NULL', 'day'],
  ['ticket_payments.created_at', 'SELECT created_at AS v FROM ticket_payments', 'instant'],
  ['ticket_payments.paid_on', 'SELECT paid_on AS v FROM ticket_payments', 'day'],
];

describe('the demo seeds at several times of day', () => {
  it.each(TIMES)(
    "creates, books, issues and pays nothing after the seed's now, and rates each day once (%s)",
    async (_label, moment) => {
      const now = moment();
      const backend = await startDemoBackend({ now: () => now });
      try {
        const db = new Database(backend.dbPath, { readonly: true });
        try {
          const later: string[] = [];
          for (const [label, sql, kind] of LATER) {
            const values = db
              .prepare<[], { v: string }>(sql)
              .all()
              .map((r) => r.v);
            const after = values.filter((v) => (kind === 'day' ? v > portalToday(new Date(now)) : Date.parse(v) > now));
            if (after.length > 0) later.push(`${label}: ${after.length} after now, e.g. ${after[0]}`);
          }
          expect(later).toEqual([]);

          const rateDays = db
            .prepare<[], { date: string }>('SELECT date FROM exchange_rates ORDER BY date')
            .all()
            .map((r) => r.date);
          const today = portalToday(new Date(now));
          const expected = Array.from({ length: RATE_DAYS }, (_, i) => addIsoDays(today, i - RATE_DAYS + 1));
          expect(rateDays).toEqual(expected);
        } finally {
          db.close();
        }
      } finally {
        await backend.close();
      }
    },
    120_000,
  );
});
