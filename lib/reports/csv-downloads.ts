import 'server-only';
import { getTranslations } from 'next-intl/server';
import { csvHeaders, csvMoney, toCsv, type CsvValue } from '@/lib/reports/csv';
import { readCharterQuery } from '@/lib/reports/charter-query';
import { charterFlightCsvTable } from '@/lib/reports/charter-flight-csv';
import { recordIdOf } from '@/lib/query-string';
import { readSalesQuery } from '@/lib/ats/sales-report/sales-query';
import { portalToday } from '@/lib/format/date';
import type { CharterFigures, SalesTotals } from '@/lib/schemas/reports';
import { requestContext } from '@/lib/backend/client';
import { BackendError } from '@/lib/backend/errors';
import { getCharterDetails, getCharterFlights, getSalesReport } from '@/lib/backend/reports';

// The reports' CSV downloads (docs/product.md §13 "Report screens"): every page of the report read
// from the backend with the user's session, written by lib/reports/csv.ts in the user's language.

/** The backend's largest page; a report longer than MAX_PAGES pages is cut there (a year of days is 4). */
const PAGE_SIZE = 100;
const MAX_PAGES = 200;

async function everyPage<P extends { data: unknown[]; meta: { total: number } }>(
  read: (page: number) => Promise<P>,
): Promise<{ rows: P['data']; first: P }> {
  const first = await read(1);
  const rows = [...first.data];
  const pages = Math.min(MAX_PAGES, Math.ceil(first.meta.total / PAGE_SIZE));
  for (let page = 2; page <= pages; page++) rows.push(...(await read(page)).data);
  return { rows, first };
}

/** The failure as the browser gets it: the backend's status and message (a 403 stays a 403). */
async function failure(error: unknown): Promise<Response> {
  if (!(error instanceof BackendError)) throw error;
  const t = await getTranslations('reports.csv');
  return new Response(error.message || t('failed'), {
    status: error.status >= 400 && error.status < 600 ? error.status : 502,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

const salesFigures = (row: SalesTotals): CsvValue[] => [
  row.orders,
  row.sales,
  row.refunds,
  row.exchanges,
  row.tickets,
  csvMoney(row.fare),
  csvMoney(row.taxes),
  csvMoney(row.fee),
  csvMoney(row.commission),
  csvMoney(row.total),
];

/** GET /api/ats/reports/sales/csv?…: the sales report with the page's filters, every group and the totals. */
export async function salesCsv(params: URLSearchParams): Promise<Response> {
  const { locale } = await requestContext();
  const query = readSalesQuery(params, portalToday());
  try {
    const { rows, first } = await everyPage((page) => getSalesReport({ ...query, page }, PAGE_SIZE, true));
    const t = await getTranslations('reports');
    const header = [
      t(`groups.${query.group}`),
      t('sales.figures.orders'),
      t('types.sale'),
      t('types.refund'),
      t('types.exchange'),
      t('sales.figures.tickets'),
      t('sales.figures.fare'),
      t('sales.figures.taxes'),
      t('sales.figures.fee'),
      t('sales.figures.commission'),
      t('sales.figures.total'),
      t('sales.table.previousTotal'),
    ];
    const body = rows.map((row) => [
      query.group === 'day' ? row.key : row.label,
      ...salesFigures(row),
      row.previous_total === null ? null : csvMoney(row.previous_total),
    ]);
    body.push([t('total'), ...salesFigures(first.totals), csvMoney(first.previous.totals.total)]);
    return new Response(toCsv(locale, header, body), {
      headers: csvHeaders(`${t('csv.salesFile')}-${query.date_from}-${query.date_to}.csv`),
    });
  } catch (error) {
    return failure(error);
  }
}

const charterFigures = (row: CharterFigures): CsvValue[] => [
  row.seats,
  row.sold,
  row.released,
  row.free,
  { value: row.load_factor * 100, digits: 1 },
  csvMoney(row.revenue),
  csvMoney(row.block_cost),
  csvMoney(row.balance),
];

/** GET /api/reports/charter-control-financial/csv?…: the flights with the page's filters and the totals. */
export async function charterCsv(params: URLSearchParams): Promise<Response> {
  const { locale } = await requestContext();
  const query = readCharterQuery(params, portalToday());
  try {
    const { rows, first } = await everyPage((page) => getCharterFlights({ ...query, page }, PAGE_SIZE, true));
    const t = await getTranslations('reports');
    const c = (key: string) => t(`charter.columns.${key}`);
    const header = [
      c('flight'),
      t('filters.airline'),
      t('filters.route'),
      c('departure'),
      c('seats'),
      c('sold'),
      c('released'),
      c('free'),
      `${c('loadFactor')}, %`,
      c('revenue'),
      c('blockCost'),
      c('balance'),
      c('releaseDate'),
      c('releaseDue'),
      c('releaseCost'),
      t('filters.state'),
    ];
    const body: CsvValue[][] = rows.map((row) => [
      row.flight_number,
      row.airline.name,
      row.route.name,
      row.departure_date,
      ...charterFigures(row),
      row.release_date,
      row.release_due,
      csvMoney(row.release_cost),
      t(`states.${row.state}`),
    ]);
    body.push([
      t('total'),
      null,
      null,
      null,
      ...charterFigures(first.totals),
      null,
      first.totals.release_due,
      csvMoney(first.totals.release_cost),
      null,
    ]);
    return new Response(toCsv(locale, header, body), {
      headers: csvHeaders(`${t('csv.charterFile')}-${query.date_from}-${query.date_to}.csv`),
    });
  } catch (error) {
    return failure(error);
  }
}

/** GET /api/reports/charter-control-financial/{id}/csv: one flight's orders as its drill-down lists them, and its sold seats and revenue. */
export async function charterFlightCsv(rawId: string): Promise<Response> {
  const { locale } = await requestContext();
  const t = await getTranslations('reports');
  // A transaction's name is the desk list's (messages/*/atsDesk.json).
  const desk = await getTranslations('atsDesk');
  const id = recordIdOf(rawId);
  if (!id)
    return new Response(t('charter.details.notFound'), {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  try {
    const details = await getCharterDetails(id);
    const { header, body } = charterFlightCsvTable(details, {
      column: (key) => t(`charter.details.${key}`),
      type: (type) => desk(`list.transaction.${type}`),
      total: t('total'),
    });
    const file = `${t('csv.charterFlightFile')}-${details.flight.flight_number.replace(/\s+/g, '')}-${details.flight.departure_date}.csv`;
    return new Response(toCsv(locale, header, body), { headers: csvHeaders(file) });
  } catch (error) {
    return failure(error);
  }
}
