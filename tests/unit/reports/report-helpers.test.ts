import { changeDisplay, periodChange } from '@/lib/reports/change';
import { chartGeometry, labelIndexes, niceTicks } from '@/lib/ats/sales-report/chart';
import { charterSearch, readCharterQuery } from '@/lib/reports/charter-query';
import { releaseSoon } from '@/lib/reports/report-url';
import { withParams } from '@/lib/shared/search-string';
import { CHARTER_AHEAD_DAYS, charterDefaultPeriod, presetOf, presetPeriod } from '@/lib/shared/report-periods';
import { readSalesQuery, salesApiQuery, salesSearch, salesSortSearches } from '@/lib/ats/sales-report/sales-query';
import { toQueryString } from '@/lib/query-string';
import { charterQuerySchema, salesPageQuerySchema, salesReportQuerySchema } from '@/lib/schemas/reports';

/** The fields a schema refuses, with their messages. */
const refused = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('the period presets (docs/product.md §13 "Report screens")', () => {
  it('gives this month, last month, this quarter and the last 12 months as of a day', () => {
    expect(presetPeriod('thisMonth', '2026-11-26')).toEqual({ date_from: '2026-11-01', date_to: '2026-11-26' });
    expect(presetPeriod('lastMonth', '2026-03-10')).toEqual({ date_from: '2026-02-01', date_to: '2026-02-28' });
    expect(presetPeriod('lastMonth', '2026-01-15')).toEqual({ date_from: '2025-12-01', date_to: '2025-12-31' });
    expect(presetPeriod('thisQuarter', '2026-11-26')).toEqual({ date_from: '2026-10-01', date_to: '2026-11-26' });
    expect(presetPeriod('last12Months', '2026-11-26')).toEqual({ date_from: '2025-11-27', date_to: '2026-11-26' });
    expect(presetOf({ date_from: '2026-10-01', date_to: '2026-10-31' }, '2026-11-26')).toBe('lastMonth');
    expect(presetOf({ date_from: '2026-10-02', date_to: '2026-10-31' }, '2026-11-26')).toBeNull();
  });

  it("refuses a period that is reversed, malformed or longer than a report covers: one rule, the query schemas' (the backend's 422 and the page's URL)", () => {
    const sales = (date_from: string, date_to: string) =>
      refused(salesReportQuerySchema.safeParse({ date_from, date_to }));
    expect(sales('2026-10-31', '2026-10-01')).toEqual([['date_to', 'reports.periodOrder']]);
    expect(sales('2026-1-01', '2026-10-01')).toEqual([['date_from', 'validation.date']]);
    expect(sales('2024-01-01', '2026-01-01')).toEqual([['date_to', 'reports.periodLength']]);
    expect(sales('2024-01-01', '2025-01-01')).toEqual([]);
    expect(sales('2026-10-01', '2026-10-01')).toEqual([]);
    expect(refused(charterQuerySchema.safeParse({ date_from: '2026-10-31', date_to: '2026-10-01' }))).toEqual([
      ['date_to', 'reports.periodOrder'],
    ]);
    expect(refused(salesPageQuerySchema.safeParse({ date_from: '2024-01-01', date_to: '2026-01-01' }))).toEqual([
      ['date_to', 'reports.periodLength'],
    ]);
    // The page's URL reads such a period as its default one.
    expect(
      readSalesQuery(new URLSearchParams('date_from=2026-10-31&date_to=2026-10-01&group=route'), '2026-11-26'),
    ).toMatchObject({ date_from: '2026-11-01', date_to: '2026-11-26', group: 'route' });
    expect(
      readCharterQuery(new URLSearchParams('date_from=2024-01-01&date_to=2026-01-01'), '2026-11-26'),
    ).toMatchObject(charterDefaultPeriod('2026-11-26'));
  });

  it('gives the charter report this month and the coming flights by default', () => {
    expect(CHARTER_AHEAD_DAYS).toBeGreaterThan(60);
    expect(charterDefaultPeriod('2026-11-26')).toEqual({
      date_from: '2026-11-01',
      date_to: new Date(Date.UTC(2026, 10, 26 + CHARTER_AHEAD_DAYS)).toISOString().slice(0, 10),
    });
    expect(readCharterQuery(null, '2026-11-26')).toMatchObject(charterDefaultPeriod('2026-11-26'));
  });

  it('refuses a period with a day not on the calendar, so the page falls back to its default period', () => {
    for (const [from, to] of [
      ['2026-11-01', '2026-11-99'],
      ['2023-02-01', '2023-02-29'],
      ['2026-02-01', '2026-02-30'],
    ]) {
      expect(refused(salesPageQuerySchema.safeParse({ date_from: from, date_to: to }))).toEqual([
        ['date_to', 'validation.date'],
      ]);
    }
    expect(readSalesQuery(new URLSearchParams('date_from=2026-11-01&date_to=2026-11-99'), '2026-11-26')).toMatchObject({
      date_from: '2026-11-01',
      date_to: '2026-11-26',
    });
    expect(
      readCharterQuery(new URLSearchParams('date_from=2026-02-01&date_to=2026-02-30'), '2026-11-26'),
    ).toMatchObject(charterDefaultPeriod('2026-11-26'));
  });
});

describe('the reports URL state', () => {
  it('reads a shared sales link field by field and writes it back without the defaults', () => {
    const query = readSalesQuery(
      new URLSearchParams(
        'date_from=2026-10-01&date_to=2026-10-31&group=airline&transaction_type=sale,bogus,refund&carrier=H4&seller=x&sort=-total&page=2',
      ),
      '2026-11-26',
    );
    expect(query).toEqual({
      date_from: '2026-10-01',
      date_to: '2026-10-31',
      group: 'airline',
      transaction_type: ['sale', 'refund'],
      carrier: 'H4',
      sort: '-total',
      page: 2,
    });
    expect(salesSearch(query)).toBe(
      '?date_from=2026-10-01&date_to=2026-10-31&group=airline&transaction_type=sale,refund&carrier=H4&sort=-total&page=2',
    );
    expect(toQueryString(salesApiQuery(query))).toBe(
      '?date_from=2026-10-01&date_to=2026-10-31&group=airline&transaction_type=sale,refund&carrier=H4&sort=-total&page%5Bnumber%5D=2',
    );
    expect(readSalesQuery(null, '2026-11-26')).toEqual({
      date_from: '2026-11-01',
      date_to: '2026-11-26',
      group: 'day',
      sort: 'key',
      page: 1,
    });
    // What a plain GET form sends: a day as typed, empty fields, a checkbox group's repeated key.
    const form = new URLSearchParams(
      'date_from=01.10.2026&date_to=31.10.2026&group=seller&seller=&carrier=&transaction_type=sale&transaction_type=exchange',
    );
    const joined = { get: (name: string) => form.getAll(name).filter(Boolean).join(',') || null };
    expect(readSalesQuery(joined, '2026-11-26')).toEqual({
      date_from: '2026-10-01',
      date_to: '2026-10-31',
      group: 'seller',
      transaction_type: ['sale', 'exchange'],
      sort: 'key',
      page: 1,
    });
  });

  it("writes the browser's links as the server's search string with a parameter set or removed", () => {
    const query = readCharterQuery(
      new URLSearchParams('date_from=2026-10-01&date_to=2026-10-31&airline=H4&page=3&open=7'),
      '2026-11-26',
    );
    expect(query).toMatchObject({ airline: 'H4', page: 3, open: 7 });
    expect(charterSearch(query)).toBe('?date_from=2026-10-01&date_to=2026-10-31&airline=H4&page=3&open=7');
    const search = charterSearch(query, null);
    expect(withParams(search, { airline: null, page: null })).toBe('?date_from=2026-10-01&date_to=2026-10-31');
    expect(withParams(search, { sort: '-balance', page: null })).toBe(
      '?date_from=2026-10-01&date_to=2026-10-31&airline=H4&sort=-balance',
    );
    // A header's link, written on the server: the same column flips, another starts descending (the key ascending), page 1.
    const sales = readSalesQuery(
      new URLSearchParams('date_from=2026-10-01&date_to=2026-10-31&sort=-total&page=2'),
      '2026-11-26',
    );
    expect(salesSortSearches(sales)).toMatchObject({
      total: '?date_from=2026-10-01&date_to=2026-10-31&sort=total',
      fare: '?date_from=2026-10-01&date_to=2026-10-31&sort=-fare',
      key: '?date_from=2026-10-01&date_to=2026-10-31',
    });
  });

  it('reads the charter filters and highlights a release date within a week with seats due', () => {
    expect(
      readCharterQuery(
        new URLSearchParams('date_from=2026-10-01&date_to=2026-10-31&airline=h4&route=KIV-AYT&state=open&flight=12'),
        '2026-11-26',
      ),
    ).toEqual({
      date_from: '2026-10-01',
      date_to: '2026-10-31',
      route: 'KIV-AYT',
      state: 'open',
      flight: 12,
      sort: 'departure_date',
      page: 1,
    });
    expect(releaseSoon({ release_date: '2026-11-30', release_due: 4 }, '2026-11-26')).toBe(true);
    expect(releaseSoon({ release_date: '2026-11-30', release_due: 0 }, '2026-11-26')).toBe(false);
    expect(releaseSoon({ release_date: '2026-12-10', release_due: 4 }, '2026-11-26')).toBe(false);
    expect(releaseSoon({ release_date: '2026-11-25', release_due: 4 }, '2026-11-26')).toBe(false);
  });
});

describe('the comparison with the previous period', () => {
  it('gives the signed change in each language and its direction, as periodChange computes it', () => {
    expect(changeDisplay(125, 100, 'en')).toEqual({ direction: 'up', text: '+25%' });
    expect(changeDisplay(112.5, 100, 'ru').text).toBe('+12,5\u00a0%');
    expect(changeDisplay(80, 100, 'uk')).toEqual({ direction: 'down', text: '-20%' });
    expect(changeDisplay(80, 100, 'ro').text).toBe('-20\u00a0%');
    expect(changeDisplay(100, 100, 'en')).toEqual({ direction: 'same', text: '0%' });
    expect(changeDisplay(100, null, 'en')).toEqual({ direction: 'none', text: '' });
    expect(changeDisplay(100, 0, 'en').direction).toBe('none');
    // A negative previous total (refunds over sales) still reads the right way round.
    expect(changeDisplay(-50, -100, 'en')).toEqual({ direction: 'up', text: '+50%' });
    for (const [current, previous] of [
      [125, 100],
      [-50, -100],
      [3, 7],
    ] as const)
      expect(Number(changeDisplay(current, previous, 'en').text.replace('%', '')) / 100).toBeCloseTo(
        periodChange(current, previous)!,
        3,
      );
  });
});

describe('the sales chart scales', () => {
  it('takes round ticks from zero (or below it for refunds) to above the largest value', () => {
    expect(niceTicks(0, 1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(0, 1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(-300, 900)).toEqual([-500, 0, 500, 1000]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('labels at most N buckets, first and last included, evenly spread', () => {
    expect(labelIndexes(3, 5)).toEqual([0, 1, 2]);
    expect(labelIndexes(31, 5)).toEqual([0, 8, 16, 24, 30]);
    expect(labelIndexes(12, 5)).toEqual([0, 3, 6, 9, 11]);
    expect(labelIndexes(0, 5)).toEqual([]);
  });

  it('places the points inside the plot, the largest at the top tick and zero on the baseline', () => {
    const box = { width: 400, height: 220, left: 50, right: 10, top: 10, bottom: 30 };
    const geometry = chartGeometry(
      { buckets: ['a', 'b', 'c'], series: [{ key: 'H4', label: 'HiSky', values: [0, 500, 1000] }] },
      box,
      5,
    );
    expect(geometry.lines[0]!.points).toEqual([
      { x: 50, y: 190 },
      { x: 220, y: 100 },
      { x: 390, y: 10 },
    ]);
    expect(geometry.zeroY).toBe(190);
    expect(geometry.yTicks.map((tick) => tick.value)).toEqual([0, 250, 500, 750, 1000]);
    expect(geometry.xLabels.map((label) => label.x)).toEqual([50, 220, 390]);
  });
});
