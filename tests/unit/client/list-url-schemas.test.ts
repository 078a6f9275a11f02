import type { ReadableParams } from '@/lib/query-string';
import {
  readAtsDeskQuery,
  readBonusesQuery,
  readEmployeesQuery,
  readJournalQuery,
  readQuery,
  readTicketOrdersQuery,
} from '@/lib/read-query';
import { employeesPageQuerySchema } from '@/lib/schemas/employees-query';
import { bonusesQuerySchema, ordersQuerySchema } from '@/lib/schemas/orders';
import { ticketOrdersQuerySchema } from '@/lib/schemas/flights';
import { deskTicketOrdersQuerySchema } from '@/lib/schemas/ats';

// docs/architecture.md "Server-first screens": a list's URL is read by the backend's own query
// schema (the one the demo backend answers 422 by), never by a hand copy of its rules.

const lists = [
  { name: 'the journal', read: readJournalQuery, schema: ordersQuerySchema, good: 'status=paid' },
  { name: 'the flight list', read: readTicketOrdersQuery, schema: ticketOrdersQuerySchema, good: 'status=hold' },
  { name: 'the ticket desk', read: readAtsDeskQuery, schema: deskTicketOrdersQuerySchema, good: 'source=manual' },
  {
    name: 'the employee list',
    read: (params: ReadableParams | null) => readEmployeesQuery(params, undefined),
    schema: employeesPageQuerySchema,
    good: 'status=blocked',
  },
  { name: 'the bonus journal', read: readBonusesQuery, schema: bonusesQuerySchema, good: 'created_from=2026-01-01' },
] as const;

const params = (search: string): ReadableParams => new URLSearchParams(search);

describe.each(lists)("$name's URL, read by its schema", ({ read, schema, good }) => {
  const fields = Object.keys(schema.shape);

  it("has the schema's defaults when the URL says nothing", () => {
    expect(read(null)).toEqual(schema.parse({}));
    expect(read(params(''))).toEqual(schema.parse({}));
  });

  it('is the schema read field by field', () => {
    for (const search of [
      '',
      good,
      `${good}&sort=-number&page=3`,
      'page=0&sort=nope',
      `${good}&flight_from=31.12.2026`,
    ]) {
      expect(read(params(search))).toEqual(readQuery(schema, params(search)));
    }
  });

  it('drops a parameter the schema refuses and keeps the others', () => {
    const kept = read(params(good));
    for (const field of fields) {
      const bad = 'X'.repeat(200);
      expect([field, schema.safeParse({ ...schema.parse({}), [field]: bad }).success]).toEqual([field, false]);
      if (good.startsWith(`${field}=`)) continue;
      expect([field, read(params(`${field}=${bad}&${good}`))]).toEqual([field, kept]);
    }
  });

  it('what it reads, the schema takes as it is', () => {
    const query = read(params(`${good}&page=2`));
    expect(schema.parse(query)).toEqual(query);
    expect(query.page).toBe(2);
  });
});

describe('readQuery', () => {
  it('drops the fields a rule between fields names, and keeps the rest', async () => {
    const z = await import('zod/mini');
    const period = z
      .object({ from: z.optional(z.string()), to: z.optional(z.string()), page: z._default(z.int(), 1) })
      .check(z.refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'] }));
    expect(readQuery(period, params('from=2026-02-01&to=2026-01-01&page=2'))).toEqual({ from: '2026-02-01', page: 2 });
    expect(readQuery(period, params('from=2026-01-01&to=2026-02-01'))).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
      page: 1,
    });
  });
});
