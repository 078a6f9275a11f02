import { previousPeriod } from '@/lib/shared/report-periods';
import {
  addSalesTotals,
  EMPTY_SALES_TOTALS,
  salesFiltersSchema,
  salesReportSchema,
  type SalesReport,
  type SalesTotals,
} from '@/lib/schemas/reports';
import { apiErrorSchema } from '@/lib/schemas/api-error';
import { t } from '@/demo-backend/src/i18n';
import { call } from './client';
import { everyPage, get, reportsBackend, rolesWithout, shift } from './reports-fixture';

// The sales report (docs/product.md §13) over the small year seed: its sums against SQL over the
// same orders, refunds negative, the previous period, the chart's buckets, filters and paging.

const backend = reportsBackend();
const DEMO = 1;
const PARTNER = 2;

const report = (query: string, token = backend.tokens.ats_manager, locale?: string) =>
  get<SalesReport>(backend, `/api/ats/reports/sales?${query}`, salesReportSchema, token, locale);

/** Every page of a grouping's rows (size 100). */
const allRows = (query: string) => everyPage((n) => report(`${query}&page[size]=100&page[number]=${n}`));

/** The same figures straight from the store: issued in the period, not cancelled, a refund's money negative. */
function sqlTotals(agency: number, from: string, to: string, where = '', params: unknown[] = []): SalesTotals {
  return backend.db
    .prepare(
      `SELECT COUNT(*) AS orders, COALESCE(SUM(transaction_type = 'sale'), 0) AS sales, COALESCE(SUM(transaction_type = 'refund'), 0) AS refunds,
         COALESCE(SUM(transaction_type = 'exchange'), 0) AS exchanges,
         (SELECT COUNT(*) FROM ticket_passengers p WHERE p.order_id IN (SELECT id FROM ticket_orders WHERE agency_id = @agency AND issue_date BETWEEN @from AND @to AND status != 'cancelled' ${where})) AS tickets,
         ROUND(COALESCE(SUM(CASE WHEN transaction_type = 'refund' THEN -fare_amount ELSE fare_amount END), 0), 2) AS fare,
         ROUND(COALESCE(SUM(CASE WHEN transaction_type = 'refund' THEN -taxes ELSE taxes END), 0), 2) AS taxes,
         ROUND(COALESCE(SUM(CASE WHEN transaction_type = 'refund' THEN -fee ELSE fee END), 0), 2) AS fee,
         ROUND(COALESCE(SUM(CASE WHEN transaction_type = 'refund' THEN -commission ELSE commission END), 0), 2) AS commission,
         ROUND(COALESCE(SUM(CASE WHEN transaction_type = 'refund' THEN -(fare_amount + taxes + fee) ELSE fare_amount + taxes + fee END), 0), 2) AS total
       FROM ticket_orders WHERE agency_id = @agency AND issue_date BETWEEN @from AND @to AND status != 'cancelled' ${where}`,
    )
    .get({ agency, from, to, ...Object.fromEntries(params.map((value, i) => [`p${i}`, value])) }) as SalesTotals;
}

const year = () => ({ from: shift(backend.today, -364), to: backend.today });
const sumRows = (rows: readonly SalesTotals[]) =>
  rows.reduce((sum, row) => addSalesTotals(sum, row), EMPTY_SALES_TOTALS);
const strip = ({
  orders,
  sales,
  refunds,
  exchanges,
  tickets,
  fare,
  taxes,
  fee,
  commission,
  total,
}: SalesTotals): SalesTotals => ({ orders, sales, refunds, exchanges, tickets, fare, taxes, fee, commission, total });

describe('who may read the sales report', () => {
  it.each(rolesWithout('ats.read'))("refuses %s both calls with 403 in the caller's language", async (role) => {
    const { from, to } = year();
    for (const path of [`/api/ats/reports/sales?date_from=${from}&date_to=${to}`, '/api/ats/reports/sales-filters']) {
      const answer = await call(backend.url, path, { token: backend.tokens[role], locale: 'ro' });
      expect([path, answer.status, answer.body]).toEqual([
        path,
        403,
        { error: t('ro', 'error.forbidden'), message: t('ro', 'error.forbidden.message') },
      ]);
    }
  });

  it('answers the director and the ATS manager the same report of their agency', async () => {
    const { from, to } = year();
    const director = await report(`date_from=${from}&date_to=${to}`, backend.tokens.agency_director);
    const manager = await report(`date_from=${from}&date_to=${to}`);
    expect(director.totals).toEqual(manager.totals);
    expect(director.totals.orders).toBeGreaterThan(100);
  });
});

describe('the totals', () => {
  it('equal the sum of the orders they cover, over a year and over a month, for each agency', async () => {
    const { from, to } = year();
    expect((await report(`date_from=${from}&date_to=${to}`)).totals).toEqual(sqlTotals(DEMO, from, to));
    const month = shift(to, -30);
    expect((await report(`date_from=${month}&date_to=${to}`)).totals).toEqual(sqlTotals(DEMO, month, to));
    const partner = await report(`date_from=${from}&date_to=${to}`, backend.tokens.partner_director);
    expect(partner.totals).toEqual(sqlTotals(PARTNER, from, to));
    expect(partner.totals.total).not.toBe((await report(`date_from=${from}&date_to=${to}`)).totals.total);
  });

  it('count refunds negative: a refunds-only report is below zero', async () => {
    const { from, to } = year();
    const refunds = await report(`date_from=${from}&date_to=${to}&transaction_type=refund`);
    expect(refunds.totals.refunds).toBe(refunds.totals.orders);
    expect(refunds.totals.orders).toBeGreaterThan(0);
    expect(refunds.totals.total).toBeLessThan(0);
    expect(refunds.totals.fare).toBeLessThan(0);
    const sales = await report(`date_from=${from}&date_to=${to}&transaction_type=sale,exchange`);
    const all = await report(`date_from=${from}&date_to=${to}`);
    expect(addSalesTotals(sales.totals, refunds.totals)).toEqual(all.totals);
    expect(all.totals.total).toBeLessThan(sales.totals.total);
  });

  it('filter by seller and carrier as the store does', async () => {
    const { from, to } = year();
    const filters = (
      await get(backend, '/api/ats/reports/sales-filters', salesFiltersSchema, backend.tokens.ats_manager)
    ).data;
    const seller = filters.sellers.find((s) => s.name === 'Doina Rotaru')!;
    expect((await report(`date_from=${from}&date_to=${to}&seller=${seller.id}`)).totals).toEqual(
      sqlTotals(DEMO, from, to, 'AND owner_id = @p0', [Number(seller.id)]),
    );
    expect((await report(`date_from=${from}&date_to=${to}&carrier=H4`)).totals).toEqual(
      sqlTotals(DEMO, from, to, 'AND COALESCE(carrier, substr(airlines, 2, 2)) = @p0', ['H4']),
    );
  });
});

describe('the groups', () => {
  it.each(['day', 'airline', 'route', 'seller'] as const)(
    'by %s add up to the totals over every page',
    async (group) => {
      const { from, to } = year();
      const query = `date_from=${from}&date_to=${to}&group=${group}`;
      const rows = await allRows(query);
      const { totals } = await report(query);
      expect(sumRows(rows.map(strip))).toEqual(totals);
      expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    },
  );

  it("name their keys in the caller's language and sort by any figure", async () => {
    const { from, to } = year();
    const routes = (
      await get(
        backend,
        `/api/ats/reports/sales?date_from=${from}&date_to=${to}&group=route&sort=-total`,
        salesReportSchema,
        backend.tokens.ats_manager,
        'ru',
      )
    ).data;
    expect(routes.find((r) => r.key === 'KIV-AYT')?.label).toBe('Кишинёв – Анталья');
    const totals = routes.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const sellers = (await report(`date_from=${from}&date_to=${to}&group=seller&sort=orders`)).data;
    expect(sellers.map((r) => r.label)).toContain('Valeriu Cebotari');
    expect(sellers.map((r) => r.orders)).toEqual([...sellers.map((r) => r.orders)].sort((a, b) => a - b));
  });

  it('pages the rows', async () => {
    const { from, to } = year();
    const first = await report(`date_from=${from}&date_to=${to}&group=day&page[size]=10`);
    const second = await report(`date_from=${from}&date_to=${to}&group=day&page[size]=10&page[number]=2`);
    expect(first.meta).toEqual({ total: first.meta.total, page: 1, size: 10 });
    expect(first.meta.total).toBeGreaterThan(20);
    expect(first.data).toHaveLength(10);
    expect(second.data[0]!.key > first.data[9]!.key).toBe(true);
  });
});

/** The last whole calendar month before today: [its first day, its last day]. */
const lastMonth = () => {
  const first = `${backend.today.slice(0, 8)}01`;
  return { from: `${shift(first, -1).slice(0, 8)}01`, to: shift(first, -1) };
};

describe('the previous period', () => {
  it.each([
    ['a whole month is the month before (October → September)', '2026-10-01', '2026-10-31', '2026-09-01', '2026-09-30'],
    ['a whole March is February', '2026-03-01', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['a whole quarter is the quarter before', '2026-04-01', '2026-06-30', '2026-01-01', '2026-03-31'],
    ['a whole year is the year before', '2025-01-01', '2025-12-31', '2024-01-01', '2024-12-31'],
    ['an arbitrary 10 days are the 10 days just before', '2026-10-11', '2026-10-20', '2026-10-01', '2026-10-10'],
  ])('of %s', async (_, from, to, previousFrom, previousTo) => {
    const answer = await report(`date_from=${from}&date_to=${to}`);
    expect([answer.previous.date_from, answer.previous.date_to]).toEqual([previousFrom, previousTo]);
    expect(answer.previous.totals).toEqual(sqlTotals(DEMO, previousFrom, previousTo));
  });

  it('compares each day of a month with the same weekday four weeks before, and a day with none there with nothing', async () => {
    const { from, to } = lastMonth();
    const previous = previousPeriod(from, to);
    const rows = await allRows(`date_from=${from}&date_to=${to}&group=day`);
    const before = new Map(
      (await allRows(`date_from=${previous.date_from}&date_to=${previous.date_to}&group=day`)).map((row) => [
        row.key,
        row.total,
      ]),
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const day = shift(row.key, -28);
      const expected = day >= previous.date_from ? (before.get(day) ?? null) : null;
      expect([row.key, row.previous_total]).toEqual([row.key, expected]);
    }
    expect(rows.filter((row) => row.previous_total !== null).length).toBeGreaterThan(20);
  });

  it("is the same number of days just before, with its own totals and each group's total", async () => {
    const to = shift(backend.today, -10);
    const from = shift(to, -59);
    const current = await report(`date_from=${from}&date_to=${to}&group=airline`);
    expect({ date_from: current.previous.date_from, date_to: current.previous.date_to }).toEqual(
      previousPeriod(from, to),
    );
    const before = await report(
      `date_from=${current.previous.date_from}&date_to=${current.previous.date_to}&group=airline`,
    );
    expect(current.previous.totals).toEqual(before.totals);
    expect(current.previous.totals).toEqual(sqlTotals(DEMO, current.previous.date_from, current.previous.date_to));
    for (const row of current.data)
      expect([row.key, row.previous_total]).toEqual([
        row.key,
        before.data.find((b) => b.key === row.key)?.total ?? null,
      ]);
  });

  it('has no previous total for a group that had no sales before', async () => {
    // The year seed starts a year back: the year before it had none of its desk agents' sales.
    const { from, to } = year();
    const sellers = (await report(`date_from=${from}&date_to=${to}&group=seller`)).data;
    expect(sellers.find((r) => r.label === 'Valeriu Cebotari')!.previous_total).toBeNull();
  });
});

describe('sorting by the group', () => {
  it.each(['ru', 'en'])('sorts airlines by the name shown in %s, not by their code, both ways', async (locale) => {
    const { from, to } = year();
    const collator = new Intl.Collator(locale);
    const up = (
      await report(
        `date_from=${from}&date_to=${to}&group=airline&sort=key&page[size]=100`,
        backend.tokens.ats_manager,
        locale,
      )
    ).data;
    expect(up.length).toBeGreaterThan(3);
    expect(up.map((row) => row.label)).toEqual(up.map((row) => row.label).sort(collator.compare));
    expect(up.map((row) => row.key)).not.toEqual(up.map((row) => row.key).sort());
    const down = (
      await report(
        `date_from=${from}&date_to=${to}&group=airline&sort=-key&page[size]=100`,
        backend.tokens.ats_manager,
        locale,
      )
    ).data;
    expect(down.map((row) => row.label)).toEqual(up.map((row) => row.label).reverse());
  });

  it("sorts routes by their names in the caller's language (ru: Cyrillic, en: Latin)", async () => {
    const { from, to } = year();
    for (const locale of ['ru', 'en']) {
      const rows = (
        await report(
          `date_from=${from}&date_to=${to}&group=route&sort=key&page[size]=100`,
          backend.tokens.ats_manager,
          locale,
        )
      ).data;
      expect(rows.map((row) => row.label)).toEqual(
        rows.map((row) => row.label).sort(new Intl.Collator(locale).compare),
      );
    }
  });
});

describe('the chart', () => {
  it('is daily over a month: one series of the day totals', async () => {
    const to = backend.today;
    const from = shift(to, -29);
    const answer = await report(`date_from=${from}&date_to=${to}&group=day&page[size]=100`);
    expect(answer.chart.bucket).toBe('day');
    expect(answer.chart.buckets).toHaveLength(30);
    expect(answer.chart.buckets[0]).toBe(from);
    expect(answer.chart.series).toHaveLength(1);
    const values = answer.chart.series[0]!.values;
    for (const row of answer.data) expect(values[answer.chart.buckets.indexOf(row.key)]).toBe(row.total);
  });

  it('is monthly over a year: the five largest groups and "other", adding up to the total in each month', async () => {
    const { from, to } = year();
    const answer = await report(`date_from=${from}&date_to=${to}&group=route`);
    expect(answer.chart.bucket).toBe('month');
    expect(answer.chart.buckets[0]).toBe(from);
    expect(answer.chart.buckets.slice(1).every((day) => day.endsWith('-01'))).toBe(true);
    // The period's first day, then the first of each later month it reaches: 13 buckets, or 12 when
    // the year back starts on a 1st.
    const months =
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
    expect(answer.chart.buckets).toHaveLength(months);
    expect(answer.chart.series.map((s) => s.key).slice(-1)).toEqual(['other']);
    expect(answer.chart.series).toHaveLength(6);
    const largest = (await allRows(`date_from=${from}&date_to=${to}&group=route&sort=-total`))
      .slice(0, 5)
      .map((r) => r.key);
    expect(answer.chart.series.slice(0, 5).map((s) => s.key)).toEqual(largest);
    const perMonth = answer.chart.buckets.map((_, i) => answer.chart.series.reduce((sum, s) => sum + s.values[i]!, 0));
    const expected = answer.chart.buckets.map(
      (start, i) =>
        sqlTotals(DEMO, start, i + 1 < answer.chart.buckets.length ? shift(answer.chart.buckets[i + 1]!, -1) : to)
          .total,
    );
    perMonth.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 2));
  });

  it('is weekly over a quarter, from Mondays', async () => {
    const to = backend.today;
    const from = shift(to, -89);
    const answer = await report(`date_from=${from}&date_to=${to}&group=seller`);
    expect(answer.chart.bucket).toBe('week');
    expect(answer.chart.buckets.slice(1).every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });
});

describe('bad filters', () => {
  it.each([
    [
      'an end before the start',
      (today: string) => `date_from=${today}&date_to=${shift(today, -1)}`,
      'reports.periodOrder',
    ],
    [
      'a period over a year and a day',
      (today: string) => `date_from=${shift(today, -400)}&date_to=${today}`,
      'reports.periodLength',
    ],
  ] as const)("refuse %s with 422 on date_to in the caller's language", async (_, query, key) => {
    const answer = await call(backend.url, `/api/ats/reports/sales?${query(backend.today)}`, {
      token: backend.tokens.ats_manager,
      locale: 'ua',
    });
    expect(answer.status).toBe(422);
    expect(apiErrorSchema.parse(answer.body).errors).toEqual({ date_to: [t('ua', key)] });
  });

  it('refuse an unknown grouping, type or a missing date with 422 on that parameter', async () => {
    const answer = await call(
      backend.url,
      `/api/ats/reports/sales?date_from=${backend.today}&group=week&transaction_type=sale,gift`,
      { token: backend.tokens.ats_manager, locale: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(apiErrorSchema.parse(answer.body).errors ?? {}).sort()).toEqual([
      'date_to',
      'group',
      'transaction_type',
    ]);
  });

  it("refuse an impossible date (2026-11-99) with 422 on that date in the caller's language, not a 500", async () => {
    const answer = await call(backend.url, `/api/ats/reports/sales?date_from=2026-11-01&date_to=2026-11-99`, {
      token: backend.tokens.ats_manager,
      locale: 'ru',
    });
    expect([answer.status, apiErrorSchema.parse(answer.body).errors]).toEqual([
      422,
      { date_to: [t('ru', 'validation.date')] },
    ]);
  });
});

describe('the filters call', () => {
  it('names the groups, types, the sellers with orders and carriers, and the days the agency has', async () => {
    const filters = (
      await get(backend, '/api/ats/reports/sales-filters', salesFiltersSchema, backend.tokens.ats_manager, 'en')
    ).data;
    expect(filters.groups.map((g) => g.id)).toEqual(['day', 'airline', 'route', 'seller']);
    expect(filters.transaction_types.map((g) => g.name)).toEqual(['Sale', 'Refund', 'Exchange']);
    expect(filters.sellers.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Valeriu Cebotari', 'Doina Rotaru', 'Petru Guțu']),
    );
    expect(filters.sellers.map((s) => s.name)).not.toContain('Raluca Dumitrescu');
    expect(filters.carriers).toContainEqual({ id: 'TK', name: 'Turkish Airlines' });
    expect(filters.last_day).toBe(backend.today);
    expect(filters.first_day! <= shift(backend.today, -300)).toBe(true);
  });
});
