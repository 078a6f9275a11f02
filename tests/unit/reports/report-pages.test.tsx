/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CharterFilterForm } from '@/components/reports/charter-filter-form';
import { CharterReportPage } from '@/components/reports/charter-report-page';
import { SalesFilterForm } from '@/components/ats/sales-report/sales-filter-form';
import { SalesReportPage } from '@/components/ats/sales-report/sales-report-page';
import { useSearchParams } from 'next/navigation';
import {
  charterCsvPath,
  charterSearch,
  charterSortSearches,
  readCharterQuery,
  type CharterQuery,
} from '@/lib/reports/charter-query';
import {
  readSalesQuery,
  salesCsvPath,
  salesSearch,
  salesSortSearches,
  type SalesQuery,
} from '@/lib/ats/sales-report/sales-query';
import { paramsOf, searchParamsOf } from '@/lib/query-string';
import {
  charterDetailsSchema,
  charterFlightsSchema,
  salesReportSchema,
  type CharterAirlineTotals,
  type SalesReport,
  type SalesRow,
} from '@/lib/schemas/reports';
import type { Locale } from '@/lib/i18n/locales';
import { charterFlightCsvTable } from '@/lib/reports/charter-flight-csv';
import { formatPrice } from '@/lib/format/price';
import {
  charterAirlines,
  charterDetails,
  charterPage,
  emptySalesReport,
  salesReport,
  salesTotals,
} from '../fixtures/reports';
import { renderPortal, stubFetch } from '../fixtures/render';

jest.mock('next/navigation', () => jest.requireActual('../fixtures/history-navigation'));
jest.setTimeout(30_000);

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const TODAY = '2026-11-26';

// The server pages as the browser meets them: each URL the page navigates to is read on "the
// server" by the page's own reader (its schema) and rendered with the answer `serve` gives for it.
function SalesServer({ serve }: { serve: (query: SalesQuery) => SalesReport }) {
  const query = readSalesQuery(searchParamsOf(useSearchParams()), TODAY);
  return (
    <SalesReportPage
      query={query}
      search={salesSearch(query)}
      sortSearches={salesSortSearches(query)}
      csvHref={salesCsvPath(query)}
      report={serve(query)}
      filters={
        <SalesFilterForm key={salesSearch({ ...query, page: 1 })} query={query} options={options} today={TODAY} />
      }
      heading={heading}
    />
  );
}
const heading = <h1 id="page-title">Report</h1>;
const options = { sellers: [{ id: '3', name: 'Ana Popescu' }], carriers: [{ id: 'H4', name: 'HiSky' }] };

describe('the sales report page (docs/product.md §13 "Report screens")', () => {
  beforeEach(() =>
    window.history.replaceState(null, '', '/ats/sales-report?date_from=2026-10-01&date_to=2026-10-31&group=airline'),
  );

  function renderSales(
    report: SalesReport | ((query: SalesQuery) => SalesReport) = salesReport(),
    locale: Locale = 'en',
  ) {
    return renderPortal(<SalesServer serve={typeof report === 'function' ? report : () => report} />, { locale });
  }

  it('shows the totals against the previous period with the change in sign, words and colour', () => {
    expect(salesReportSchema.safeParse(salesReport()).success).toBe(true);
    stubFetch({});
    renderSales();
    const total = within(screen.getByTestId('sales-total-total'));
    expect(total.getByTestId('figure-value')).toHaveTextContent('2,500 €');
    expect(total.getByText('before: 2,000 €')).toBeInTheDocument();
    const change = total.getByTestId('change');
    expect(change).toHaveAttribute('data-direction', 'up');
    expect(change).toHaveTextContent('+25%');
    expect(within(change).getByText('up +25%')).toHaveClass('sr-only');
    expect(change).toHaveClass('text-emerald-700');
    expect(within(screen.getByTestId('sales-total-orders')).getByTestId('change')).toHaveTextContent('+100%');
    expect(screen.getByText('Compared with 01.09.2026 – 30.09.2026')).toBeInTheDocument();
  });

  it('lists the groups with their previous total and change, and the totals row', () => {
    stubFetch({});
    renderSales();
    const rows = screen.getAllByTestId('sales-row');
    expect(rows.map((row) => row.getAttribute('data-key'))).toEqual(['H4', 'FB']);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('HiSky');
    expect(within(rows[0]!).getByTestId('change')).toHaveTextContent('+50%');
    expect(within(rows[1]!).getByTestId('change')).toHaveAttribute('data-direction', 'none');
    expect(within(screen.getByTestId('sales-totals-row')).getByTestId('cell-total')).toHaveTextContent('2,500 €');
    // The phone's card labels.
    expect(within(rows[0]!).getByTestId('cell-fare')).toHaveAttribute('data-label', 'Fare');
    expect(screen.getByTestId('export-csv')).toHaveAttribute(
      'href',
      '/api/ats/reports/sales/csv?date_from=2026-10-01&date_to=2026-10-31&group=airline',
    );
  });

  it.each([
    ['day', 'Продажи по дням', 'Сумма по дням'],
    ['airline', 'Продажи по авиакомпаниям', 'Сумма по авиакомпаниям во времени'],
    ['route', 'Продажи по направлениям', 'Сумма по направлениям во времени'],
    ['seller', 'Продажи по продавцам', 'Сумма по продавцам во времени'],
  ])('names the table and the chart by the grouping (%s) in Russian: "%s"', async (group, caption, title) => {
    window.history.replaceState(null, '', `/ats/sales-report?date_from=2026-10-01&date_to=2026-10-31&group=${group}`);
    stubFetch({});
    const rows = salesReport().data.map((row, i) => (group === 'day' ? { ...row, key: `2026-10-0${i + 1}` } : row));
    renderSales(salesReport({ data: rows }), 'ru');
    expect(within(screen.getByTestId('sales-table')).getByText(caption, { selector: 'caption' })).toBeInTheDocument();
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it.each([
    ['ru', '12\u00a0345', '23\u00a0456'],
    ['ro', '12.345', '23.456'],
    ['en', '12,345', '23,456'],
    ['ua', '12\u00a0345', '23\u00a0456'],
  ] as const)(
    'groups the counts of orders and tickets by thousands in the totals and the table (%s)',
    (locale, orders, tickets) => {
      stubFetch({});
      const big = salesTotals({ orders: 12345, tickets: 23456 });
      renderSales(
        salesReport({
          totals: big,
          data: [{ ...big, key: 'H4', label: 'HiSky', previous_total: 1000 }],
          previous: { date_from: '2026-09-01', date_to: '2026-09-30', totals: big },
        }),
        locale,
      );
      expect(within(screen.getByTestId('sales-total-orders')).getByTestId('figure-value').textContent).toBe(orders);
      expect(within(screen.getByTestId('sales-total-tickets')).getByTestId('figure-value').textContent).toBe(tickets);
      const row = screen.getByTestId('sales-row');
      expect(within(row).getByRole('cell', { name: new RegExp(`^${orders}`) })).toBeInTheDocument();
      expect(row.textContent).toContain(tickets);
      expect(row.textContent).not.toContain('12345');
    },
  );

  it('compares a day with the same weekday four weeks before, naming it, and says nothing for a day with none in the previous month', () => {
    window.history.replaceState(null, '', '/ats/sales-report?date_from=2026-10-01&date_to=2026-10-31&group=day');
    stubFetch({});
    const [first, second] = salesReport().data as [SalesRow, SalesRow];
    renderSales(
      salesReport({
        data: [
          { ...first, key: '2026-10-01', previous_total: 1000 },
          { ...second, key: '2026-10-30', previous_total: null },
        ],
      }),
    );
    const [thursday, lastFriday] = screen.getAllByTestId('sales-previous') as [HTMLElement, HTMLElement];
    expect(thursday).toHaveTextContent('vs 03.09.2026');
    expect(within(thursday).getByTestId('change')).toHaveTextContent('+50%');
    // 28 days before 30 October is 2 October: not in September, so nothing is compared or said.
    expect(lastFriday).toBeEmptyDOMElement();
  });

  it('draws the chart as an image with a text summary, axis labels and a legend, money in the language', async () => {
    stubFetch({});
    renderSales(salesReport(), 'ru');
    const chart = await screen.findByTestId('sales-chart');
    const image = within(chart).getByRole('img');
    expect(image.getAttribute('aria-label')).toBe(
      'График суммы за день с 01.10.2026 по 31.10.2026: HiSky 1\u00a0500\u00a0€; Bulgaria Air 1\u00a0000\u00a0€.',
    );
    expect(
      within(chart)
        .getAllByTestId('chart-x-label')
        .map((label) => label.textContent),
    ).toEqual(['01.10', '02.10', '03.10']);
    expect(
      within(chart)
        .getAllByTestId('chart-y-label')
        .map((label) => label.textContent),
    ).toEqual(['0 €', '250 €', '500 €', '750 €', '1\u00a0тыс. €']);
    expect(
      within(screen.getByTestId('chart-legend'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HiSky', 'Bulgaria Air']);
  });

  it('says so when the period has no orders, and shows no chart or table', () => {
    stubFetch({});
    renderSales(emptySalesReport());
    expect(screen.getByTestId('sales-empty')).toHaveTextContent(
      'No ticket orders were issued in this period with these filters.',
    );
    expect(screen.queryByTestId('sales-chart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sales-table')).not.toBeInTheDocument();
  });

  it('shows the report the server read from the URL, and puts the address bar to its canonical form', async () => {
    window.history.replaceState(
      null,
      '',
      '/ats/sales-report?date_from=01.10.2026&date_to=2026-10-31&group=route&carrier=bogus&sort=-total&page=0',
    );
    stubFetch({});
    renderSales();
    expect(
      within(screen.getByTestId('sales-table')).getByText('Sales by route', { selector: 'caption' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(window.location.search).toBe('?date_from=2026-10-01&date_to=2026-10-31&group=route&sort=-total'),
    );
    expect(screen.getByTestId('export-csv')).toHaveAttribute(
      'href',
      '/api/ats/reports/sales/csv?date_from=2026-10-01&date_to=2026-10-31&group=route&sort=-total',
    );
  });

  it('writes a typed period and the grouping into the URL when applied; a preset is a link with the other filters', async () => {
    stubFetch({});
    const served: SalesQuery[] = [];
    renderSales((query) => (served.push(query), salesReport()));
    // Last month as of TODAY, the grouping kept.
    expect(screen.getByTestId('period-lastMonth')).toHaveAttribute(
      'href',
      '/ats/sales-report?date_from=2026-10-01&date_to=2026-10-31&group=airline',
    );
    expect(screen.getByTestId('period-thisMonth')).toHaveAttribute(
      'href',
      '/ats/sales-report?date_from=2026-11-01&date_to=2026-11-26&group=airline',
    );
    expect(screen.getByTestId('period-lastMonth')).toHaveAttribute('aria-current', 'true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '05.10.2026' } });
    fireEvent.change(screen.getByLabelText('Group by'), { target: { value: 'route' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(window.location.search).toBe('?date_from=2026-10-05&date_to=2026-10-31&group=route'));
    expect(served.at(-1)).toMatchObject({ date_from: '2026-10-05', date_to: '2026-10-31', group: 'route' });
  });

  it('counts the rows by what they are grouped by (airlines), not as "groups"', () => {
    stubFetch({});
    renderSales(() => salesReport());
    expect(screen.getByTestId('sales-found')).toHaveTextContent(/^\d+ airlines?$/);
  });
});

describe('the charter financial control page (docs/product.md §13 "Report screens")', () => {
  beforeEach(() =>
    window.history.replaceState(null, '', '/reports/charter-control-financial?date_from=2026-10-01&date_to=2026-12-31'),
  );

  function CharterServer({
    serve,
    airlines,
  }: {
    serve: (query: CharterQuery) => ReturnType<typeof charterPage>;
    airlines: CharterAirlineTotals;
  }) {
    const query = readCharterQuery(paramsOf(Object.fromEntries(useSearchParams())), TODAY);
    return (
      <CharterReportPage
        query={query}
        search={charterSearch(query, null)}
        sortSearches={charterSortSearches(query)}
        csvHref={charterCsvPath(query)}
        flights={serve(query)}
        airlines={airlines}
        initialDetails={null}
        filters={
          <CharterFilterForm
            key={charterSearch({ ...query, page: 1 }, null)}
            query={query}
            options={{
              airlines: [{ id: 'H4', name: 'HiSky' }],
              routes: [{ id: 'KIV-AYT', name: 'Chișinău – Antalya' }],
              flights: [{ id: 31, name: 'H4 1701', departure_date: '2026-10-05' }],
            }}
            today={TODAY}
          />
        }
        today={TODAY}
        heading={heading}
      />
    );
  }

  function renderCharter(
    flights: ReturnType<typeof charterPage> | ((query: CharterQuery) => ReturnType<typeof charterPage>) = charterPage(),
    {
      locale = 'en',
      airlines = charterAirlines(),
    }: { locale?: Locale; airlines?: ReturnType<typeof charterAirlines> } = {},
  ) {
    return renderPortal(
      <CharterServer serve={typeof flights === 'function' ? flights : () => flights} airlines={airlines} />,
      { locale },
    );
  }

  it('shows the airline totals, the flights with their figures, the release warning and the totals row', () => {
    expect(charterFlightsSchema.safeParse(charterPage()).success).toBe(true);
    stubFetch({});
    renderCharter();
    expect(screen.getAllByTestId('charter-airline-row').map((row) => row.getAttribute('data-airline'))).toEqual([
      'H4',
      'FB',
    ]);
    expect(
      within(screen.getByTestId('charter-airlines-total')).getByRole('button', { name: 'All airlines' }),
    ).toBeInTheDocument();
    const rows = screen.getAllByTestId('charter-flight-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('75%')).toBeInTheDocument();
    expect(rows[0]).not.toHaveAttribute('data-release-soon');
    expect(rows[1]).toHaveAttribute('data-release-soon', 'true');
    expect(within(rows[1]!).getByTestId('release-soon')).toHaveTextContent(
      'Release date near: 10 seats still to release',
    );
    expect(within(rows[1]!).getByTestId('cell-balance')).toHaveTextContent('-500 €');
    expect(within(screen.getByTestId('charter-totals-row')).getByTestId('cell-balance')).toHaveTextContent('500 €');
  });

  it("writes a block's seats still to release as its other seat counts, grouped by thousands", () => {
    stubFetch({});
    const page = charterPage();
    page.data[0] = { ...page.data[0]!, release_due: 1234 };
    page.totals = { ...page.totals, release_due: 12345 };
    renderCharter(page);
    expect(screen.getAllByTestId('charter-flight-row')[0]).toHaveTextContent('To release: 1,234');
    expect(screen.getByTestId('charter-totals-row')).toHaveTextContent('To release: 12,345');
  });

  it('drills from an airline to its flights, a flight to its tickets and a ticket to its payments', async () => {
    expect(charterDetailsSchema.safeParse({ data: charterDetails() }).success).toBe(true);
    stubFetch({
      'GET /api/reports/charter-control-financial/7/details': () => ({ json: { data: charterDetails() } }),
    });
    renderCharter((query) => (query.airline === 'H4' ? charterPage([charterPage().data[0]!]) : charterPage()));
    fireEvent.click(screen.getByRole('button', { name: 'HiSky' }));
    expect(new URLSearchParams(window.location.search).get('airline')).toBe('H4');
    await waitFor(() => expect(screen.getAllByTestId('charter-flight-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('link', { name: 'H4 101' }));
    expect(new URLSearchParams(window.location.search).get('open')).toBe('7');
    const sheet = await screen.findByTestId('charter-flight-details');
    const ticket = await within(sheet).findByTestId('charter-ticket');
    // The block's summary: the row's figures, and its own CSV.
    const flight = charterDetails().flight;
    const summary = within(sheet).getByTestId('charter-flight-summary');
    expect(within(summary).getByTestId('summary-sold')).toHaveTextContent(`Sold${flight.sold}`);
    expect(within(summary).getByTestId('summary-free')).toHaveTextContent(`Free${flight.free}`);
    expect(within(summary).getByTestId('summary-seatCost')).toHaveTextContent('Seat cost200 €');
    expect(within(summary).getByTestId('summary-balance').querySelector('dd')!.textContent).toBe(
      within(screen.getAllByTestId('charter-flight-row')[0]!).getByTestId('cell-balance').textContent,
    );
    expect(within(sheet).getByTestId('charter-flight-csv')).toHaveAttribute(
      'href',
      '/api/reports/charter-control-financial/7/csv',
    );
    expect(ticket).toHaveTextContent('AT-000041');
    expect(ticket).toHaveTextContent('ION POPESCU555-1234567890');
    expect(within(ticket).getByTestId('ticket-balance')).toHaveTextContent('100 €');
    fireEvent.click(within(ticket).getByTestId('ticket-payments-toggle'));
    const payment = within(ticket).getByTestId('ticket-payment');
    expect(payment).toHaveTextContent('3,900.00');
    expect(payment).toHaveTextContent('MDL');
    expect(payment).toHaveTextContent('200 €');
    expect(payment).toHaveTextContent('Bank transfer');
    expect(payment).toHaveTextContent('02.09.2026');
    expect(payment).toHaveTextContent('Settled');
  });

  it("shows a refund's total counted off, as the flight's CSV writes it and its revenue counts it", async () => {
    const base = charterDetails();
    const refund = {
      ...base.tickets[0]!,
      order_id: 43,
      number: 'AT-000043',
      transaction_type: 'refund' as const,
      status: 'refunded',
      total: 300,
      paid: 0,
      balance: 0,
    };
    const details = { ...base, tickets: [base.tickets[0]!, refund] };
    stubFetch({ 'GET /api/reports/charter-control-financial/7/details': () => ({ json: { data: details } }) });
    window.history.replaceState(
      null,
      '',
      '/reports/charter-control-financial?date_from=2026-10-01&date_to=2026-12-31&open=7',
    );
    renderCharter();
    const sheet = await screen.findByTestId('charter-flight-details');
    await waitFor(() => expect(within(sheet).getAllByTestId('charter-ticket')).toHaveLength(2));
    const shown = within(sheet)
      .getAllByTestId('ticket-total')
      .map((cell) => cell.textContent);
    const csv = charterFlightCsvTable(details, { column: String, type: String, total: 'Total' })
      .body.slice(0, -1)
      .map((row) => (row[6] as { value: number }).value);
    expect(csv).toEqual([base.tickets[0]!.total, -300]);
    expect(shown).toEqual(csv.map((value) => formatPrice(value, 'EUR', 'en')));
    expect(shown[1]).toMatch(/^[-−]300\s€$/);
  });

  it.each(['ru', 'ro', 'en', 'ua'] as const)(
    'names a ticket payment’s status as the payments page does (%s)',
    async (locale) => {
      stubFetch({
        'GET /api/reports/charter-control-financial/7/details': () => ({ json: { data: charterDetails() } }),
      });
      window.history.replaceState(
        null,
        '',
        '/reports/charter-control-financial?date_from=2026-10-01&date_to=2026-12-31&open=7',
      );
      renderCharter(charterPage(), { locale });
      const sheet = await screen.findByTestId('charter-flight-details');
      const ticket = await within(sheet).findByTestId('charter-ticket');
      fireEvent.click(within(ticket).getByTestId('ticket-payments-toggle'));
      const payments = (await import(`@/messages/${locale}/atsLists.json`)) as {
        payments: { status: Record<string, string> };
      };
      expect(within(ticket).getByTestId('ticket-payment')).toHaveTextContent(payments.payments.status.settled!);
    },
  );

  it.each([
    ['ru', '12\u00a0345', '2\u00a0345'],
    ['ro', '12.345', '2.345'],
    ['en', '12,345', '2,345'],
    ['ua', '12\u00a0345', '2\u00a0345'],
  ] as const)("groups the airlines' seats and sold seats by thousands (%s)", (locale, seats, sold) => {
    stubFetch({});
    const airlines = charterAirlines();
    airlines.totals = { ...airlines.totals, seats: 12345, sold: 2345 };
    renderCharter(charterPage(), { locale, airlines });
    const total = screen.getByTestId('charter-airlines-total');
    const cells = within(total)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining([seats, sold]));
  });

  it('applies a new airline at once, without the flight chosen before', async () => {
    window.history.replaceState(
      null,
      '',
      '/reports/charter-control-financial?date_from=2026-10-01&date_to=2026-12-31&flight=31',
    );
    stubFetch({});
    renderCharter();
    expect(screen.getByRole('search', { name: 'Report filters' })).toHaveFormValues({
      flight: '31',
      date_from: '01.10.2026',
    });
    fireEvent.change(screen.getByLabelText('Airline'), { target: { value: 'H4' } });
    await waitFor(() => expect(window.location.search).toBe('?date_from=2026-10-01&date_to=2026-12-31&airline=H4'));
  });

  it('says so when no charter flight departs in the period', () => {
    stubFetch({});
    renderCharter(charterPage([]));
    expect(screen.getByTestId('charter-empty')).toHaveTextContent(
      'No charter flights depart in this period with these filters.',
    );
    expect(screen.queryByTestId('charter-flights')).not.toBeInTheDocument();
  });
});
