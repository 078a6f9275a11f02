import { dottedDate, isoDate, isoDateUnworded } from '@/lib/schemas/dates';
import { charterQuerySchema, salesReportQuerySchema } from '@/lib/schemas/reports';
import { ticketPaymentsQuerySchema } from '@/lib/schemas/ats';
import { ordersQuerySchema } from '@/lib/schemas/orders';
import { commissionQuerySchema } from '@/lib/schemas/profile';
import { readAtsDeskQuery, readTicketPaymentsQuery, readJournalQuery, readTicketOrdersQuery } from '@/lib/read-query';

/**
 * Every date of the wire schemas is a day on the calendar (lib/schemas/dates.ts): an impossible
 * one is refused with `validation.date` (the demo backend's 422 on that field), never passed on to
 * a query that reads it as "no limit" or fails on it; the pages reading a date from their URL drop it.
 */

const IMPOSSIBLE = [
  '2023-02-29',
  '2026-13-01',
  '2026-11-00',
  '2026-11-99',
  '2026-02-30',
  '2026-04-31',
  '2026-1-01',
  '2026-11-01T00:00',
  '',
];

describe('the wire date schema', () => {
  it('takes real days, a leap day included', () => {
    for (const day of ['2024-02-29', '2026-01-01', '2026-12-31', '2026-11-30'])
      expect([day, isoDate.safeParse(day).success]).toEqual([day, true]);
  });

  it.each(IMPOSSIBLE)('refuses %j with validation.date', (day) => {
    const result = isoDate.safeParse(day);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.date']);
  });

  it('holds the same rule where the call words the message itself', () => {
    expect(isoDateUnworded.safeParse('2024-02-29').success).toBe(true);
    for (const day of IMPOSSIBLE) expect([day, isoDateUnworded.safeParse(day).success]).toEqual([day, false]);
  });

  it('refuses an impossible DD.MM.YYYY day the same way, and takes a real one', () => {
    expect(dottedDate.safeParse('29.02.2024').success).toBe(true);
    for (const day of ['29.02.2023', '00.11.2026', '99.11.2026', '01.13.2026', '2026-11-01'])
      expect([day, dottedDate.safeParse(day).error?.issues[0]?.message]).toEqual([day, 'validation.date']);
  });
});

describe('the schemas with dates use it', () => {
  const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('refuses an impossible report period end', () => {
    expect(fieldsOf(salesReportQuerySchema.safeParse({ date_from: '2026-11-01', date_to: '2026-11-99' }))).toEqual([
      ['date_to', 'validation.date'],
    ]);
    expect(fieldsOf(charterQuerySchema.safeParse({ date_from: '2026-11-01', date_to: '2030-12-00' }))).toEqual([
      ['date_to', 'validation.date'],
    ]);
  });

  it('refuses impossible journal, payments and commission filters', () => {
    expect(
      ordersQuerySchema.safeParse({ created_from: '2023-02-29' }).error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['created_from']);
    expect(fieldsOf(ticketPaymentsQuerySchema.safeParse({ paid_to: '2026-13-01' }))).toEqual([
      ['paid_to', 'validation.date'],
    ]);
    expect(fieldsOf(commissionQuerySchema.safeParse({ from: '31.04.2026', to: '30.04.2026' }))).toEqual([
      ['from', 'validation.date'],
    ]);
  });
});

describe('the pages reading dates from their URL', () => {
  it('drop an impossible date instead of sending it', () => {
    expect(readTicketPaymentsQuery(new URLSearchParams('paid_from=2026-11-00&paid_to=2026-11-30')).filters).toEqual({
      paid_to: '2026-11-30',
    });
    const journal = readJournalQuery(new URLSearchParams('created_from=2026-02-30&created_to=2026-03-01'));
    expect([journal.created_from, journal.created_to]).toEqual([undefined, '2026-03-01']);
    const flights = readTicketOrdersQuery(new URLSearchParams('flight_from=2026-11-99&flight_to=2026-12-01'));
    expect([flights.flight_from, flights.flight_to]).toEqual([undefined, '2026-12-01']);
    const desk = readAtsDeskQuery(new URLSearchParams('issued_from=2030-12-00&issued_to=2026-12-01'));
    expect([desk.issued_from, desk.issued_to]).toEqual([undefined, '2026-12-01']);
  });
});
