import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ATS_TRANSACTION_TYPES, atsBalance } from '@/lib/schemas/ats';
import {
  addSalesTotals,
  CHARTER_STATES,
  EMPTY_SALES_TOTALS,
  charterFigures,
  charterFilterFlightsQuerySchema,
  charterQuerySchema,
  periodDays,
  SALES_CHART_SERIES,
  SALES_GROUPS,
  salesBucket,
  salesReportQuerySchema,
  sumCharterFigures,
  type CharterFlight,
  type CharterState,
  type CharterTicket,
  type SalesGroup,
  type SalesReport,
  type SalesTotals,
} from '@/lib/schemas/reports';
import { formattingLocale } from '@/lib/i18n/locales';
import { charterDefaultPeriod, comparisonDay, previousPeriod } from '@/lib/shared/report-periods';
import { callerOf, requireCapability } from '../auth/guard';
import type { AppContext } from '../context';
import { portalToday } from '@/lib/format/date';
import { byParameter, notFound, parseOr422 } from '../http/errors';
import { localeOf, t, type Locale } from '../i18n';
import { airlineNameOf } from '../flights/airline-names';
import { paymentOf } from '../flights/ticket-desk';
import { settleTicketOrders } from '../flights/ticket-orders';
import { Reports, type CharterBlockRow } from '../repos/reports';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const day = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A report's query without its empty values, parsed by its schema (422 per parameter; the period's rule is the schema's). */
function parseReportQuery<T extends z.ZodType>(schema: T, raw: unknown): z.output<T> {
  const values = Object.fromEntries(Object.entries((raw ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''));
  return byParameter(() => parseOr422(schema, values));
}

/** Each bucket's first day over [from, to]: the period's first day, then each week's Monday or month's first day. */
function bucketDays(from: string, to: string, bucket: 'day' | 'week' | 'month'): string[] {
  const days: string[] = [from];
  let ms = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  for (;;) {
    const date = new Date(ms);
    if (bucket === 'day') ms += day;
    else if (bucket === 'week') ms += ((8 - date.getUTCDay()) % 7 || 7) * day;
    else ms = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    if (ms > end) return days;
    days.push(isoDay(ms));
  }
}

/**
 * The reports (docs/product.md §13): the ticket desk's sales report (`ats.read`) and the charter
 * financial control report (`reports.read`), each over the caller's agency only.
 */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const reports = new Reports(ctx.db);
  const atsRead = { preHandler: requireCapability('ats.read') };
  const reportsRead = { preHandler: requireCapability('reports.read') };
  const agencyOf = (request: FastifyRequest) => callerOf(ctx, request).agency_id;
  const option = (id: string | number, name: string) => ({ id: String(id), name });
  const airlineName = (code: string, locale: Locale) => airlineNameOf(code, locale) ?? code;
  const routeName = (route: string, locale: Locale) =>
    `${ctx.flights.placeName(route.slice(0, 3), locale)} – ${ctx.flights.placeName(route.slice(4, 7), locale)}`;
  const userNames = (agency: number) =>
    new Map(
      ctx.db
        .prepare<[number], { id: number; name: string }>('SELECT id, name FROM users WHERE agency_id = ?')
        .all(agency)
        .map((u) => [String(u.id), u.name]),
    );

  /** A group key's name in the caller's language (a day's is formatted by the page). */
  const labeller = (group: SalesGroup, agency: number, locale: Locale): ((key: string) => string) => {
    if (group === 'airline') return (key) => airlineName(key, locale);
    if (group === 'route') return (key) => routeName(key, locale);
    if (group === 'seller') {
      const names = userNames(agency);
      return (key) => names.get(key) ?? key;
    }
    return (key) => key;
  };

  /* ─── Sales report ────────────────────────────────────────────────── */

  // GET /api/ats/reports/sales?date_from&date_to&group&transaction_type&seller&carrier&sort&page[number]&page[size]
  app.get('/api/ats/reports/sales', atsRead, async (request): Promise<SalesReport> => {
    const query = parseReportQuery(salesReportQuerySchema, request.query);
    const agency = agencyOf(request);
    const locale = localeOf(request);
    const { date_from: from, date_to: to, group } = query;
    const previous = previousPeriod(from, to);
    const label = labeller(group, agency, locale);

    // One pass over the period (its groups per chart bucket) and one over the previous period.
    const bucket = salesBucket(periodDays(from, to));
    const cells = reports.salesCells(agency, from, to, query, group, bucket);
    const byKey = new Map<string, SalesTotals>();
    for (const cell of cells) byKey.set(cell.key, addSalesTotals(byKey.get(cell.key) ?? EMPTY_SALES_TOTALS, cell));
    const groups = [...byKey].map(([key, figures]) => ({ key, ...figures }));
    const previousGroups = reports.salesGroups(agency, previous.date_from, previous.date_to, query, group);
    const before = new Map(previousGroups.map((g) => [g.key, g.total]));
    const sum = (rows: readonly SalesTotals[]) =>
      rows.reduce<SalesTotals>((total, row) => addSalesTotals(total, row), EMPTY_SALES_TOTALS);
    const field = query.sort.replace(/^-/, '') as 'key' | 'orders' | 'fare' | 'taxes' | 'fee' | 'commission' | 'total';
    const direction = query.sort.startsWith('-') ? -1 : 1;
    // A day compares with the same weekday of the previous period (comparisonDay), any other group with itself.
    const comparedKey = (key: string) => (group === 'day' ? comparisonDay(key, from, to) : key);
    const rows = groups.map((g) => {
      const compared = comparedKey(g.key);
      return { ...g, label: label(g.key), previous_total: compared === null ? null : (before.get(compared) ?? null) };
    });
    // By the group means by what the page shows: the day, or the name in the caller's language.
    const collator = new Intl.Collator(formattingLocale(locale));
    rows.sort((a, b) => {
      const order =
        field !== 'key'
          ? a[field] - b[field]
          : group === 'day'
            ? a.key.localeCompare(b.key)
            : collator.compare(a.label, b.label);
      return direction * order || direction * a.key.localeCompare(b.key);
    });
    const size = query['page[size]'];
    const page = query['page[number]'];

    // The chart: the largest groups by total, the rest as one "other" series ("day" is one series).
    const buckets = bucketDays(from, to, bucket);
    const index = new Map(buckets.map((b, i) => [b, i]));
    const points = cells;
    const top =
      group === 'day'
        ? []
        : [...groups]
            .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key))
            .slice(0, SALES_CHART_SERIES)
            .map((g) => g.key);
    const series = new Map<string, number[]>(
      (group === 'day' ? ['total'] : top).map((key) => [key, buckets.map(() => 0)]),
    );
    const otherValues = buckets.map(() => 0);
    let other = false;
    for (const point of points) {
      const at = index.get(point.bucket);
      if (at === undefined) continue;
      const values = group === 'day' ? series.get('total')! : series.get(point.key);
      if (values) values[at] = Math.round((values[at]! + point.total) * 100) / 100;
      else {
        other = true;
        otherValues[at] = Math.round((otherValues[at]! + point.total) * 100) / 100;
      }
    }
    return {
      data: rows.slice((page - 1) * size, page * size),
      meta: { total: rows.length, page, size },
      totals: sum(groups),
      previous: { ...previous, totals: sum(previousGroups) },
      chart: {
        bucket,
        buckets,
        series: [
          ...[...series].map(([key, values]) => ({
            key,
            label: group === 'day' ? t(locale, 'reports.total') : label(key),
            values,
          })),
          ...(other ? [{ key: 'other', label: t(locale, 'reports.other'), values: otherValues }] : []),
        ],
      },
    };
  });

  // GET /api/ats/reports/sales-filters
  app.get('/api/ats/reports/sales-filters', atsRead, async (request) => {
    const locale = localeOf(request);
    const values = reports.salesFilterValues(agencyOf(request));
    return {
      data: {
        groups: SALES_GROUPS.map((g) => option(g, t(locale, `reports.group.${g}`))),
        transaction_types: ATS_TRANSACTION_TYPES.map((s) => option(s, t(locale, `ats.type.${s}`))),
        sellers: values.sellers.map((s) => option(s.id, s.name)),
        carriers: values.carriers.map((code) => option(code, airlineName(code, locale))),
        first_day: values.first_day,
        last_day: values.last_day,
      },
    };
  });

  /* ─── Charter financial control ───────────────────────────────────── */

  const stateOf = (block: Pick<CharterBlockRow, 'release_date' | 'departure_date'>, today: string): CharterState =>
    block.departure_date < today ? 'departed' : block.release_date >= today ? 'open' : 'released';
  const flightOf = (block: CharterBlockRow, today: string, locale: Locale): CharterFlight => ({
    ...charterFigures({ ...block, sold: Math.max(0, block.sold) }, today),
    id: block.id,
    airline: option(block.airline, airlineName(block.airline, locale)),
    flight_number: block.flight_number,
    route: option(block.route, routeName(block.route, locale)),
    departure_date: block.departure_date,
    seat_cost: block.seat_cost,
    release_date: block.release_date,
    state: stateOf(block, today),
  });
  const sorters: Record<string, (f: CharterFlight) => string | number> = {
    departure_date: (f) => f.departure_date,
    release_date: (f) => f.release_date,
    load_factor: (f) => f.load_factor,
    revenue: (f) => f.revenue,
    balance: (f) => f.balance,
    release_cost: (f) => f.release_cost,
  };
  const charterFlights = (request: FastifyRequest) => {
    settleTicketOrders(ctx);
    const today = portalToday();
    // A call without a period reads the default one, the page's (docs/product.md §13).
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const query = parseReportQuery(
      charterQuerySchema,
      raw.date_from || raw.date_to ? raw : { ...raw, ...charterDefaultPeriod(today) },
    );
    const locale = localeOf(request);
    return {
      query,
      flights: reports.charterBlocks(agencyOf(request), query, today).map((b) => flightOf(b, today, locale)),
    };
  };

  // GET /api/reports/charter-control-financial?date_from&date_to&airline&route&flight&state&sort&page[number]&page[size]
  app.get('/api/reports/charter-control-financial', reportsRead, async (request) => {
    const { query, flights } = charterFlights(request);
    const key = sorters[query.sort.replace(/^-/, '')]!;
    const direction = query.sort.startsWith('-') ? -1 : 1;
    const sorted = [...flights].sort((a, b) => {
      const x = key(a);
      const y = key(b);
      return (
        direction * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) ||
        direction * (a.id - b.id)
      );
    });
    const size = query['page[size]'];
    const page = query['page[number]'];
    return {
      data: sorted.slice((page - 1) * size, page * size),
      meta: { total: sorted.length, page, size },
      totals: sumCharterFigures(flights),
    };
  });

  // GET /api/reports/charter-control-financial/airlines-totals (the same filters)
  app.get('/api/reports/charter-control-financial/airlines-totals', reportsRead, async (request) => {
    const { flights } = charterFlights(request);
    const byAirline = new Map<string, CharterFlight[]>();
    for (const flight of flights)
      byAirline.set(flight.airline.id, [...(byAirline.get(flight.airline.id) ?? []), flight]);
    const data = [...byAirline.values()]
      .map((list) => ({ airline: list[0]!.airline, flights: list.length, ...sumCharterFigures(list) }))
      .sort((a, b) => a.airline.name.localeCompare(b.airline.name));
    return { data, totals: { ...sumCharterFigures(flights), flights: flights.length } };
  });

  // GET /api/reports/charter-control-financial/filters
  app.get('/api/reports/charter-control-financial/filters', reportsRead, async (request) => {
    const locale = localeOf(request);
    const values = reports.charterFilterValues(agencyOf(request));
    return {
      data: {
        airlines: values.airlines.map((code) => option(code, airlineName(code, locale))),
        routes: values.routes.map((route) => option(route, routeName(route, locale))),
        states: CHARTER_STATES.map((s) => option(s, t(locale, `reports.state.${s}`))),
        first_day: values.first_day,
        last_day: values.last_day,
      },
    };
  });

  // GET /api/reports/charter-control-financial/filters-flights?date_from&date_to&airline&route: at most 100, by departure
  app.get('/api/reports/charter-control-financial/filters-flights', reportsRead, async (request) => {
    const query = parseReportQuery(charterFilterFlightsQuerySchema, request.query);
    const locale = localeOf(request);
    const blocks = reports.charterBlocks(agencyOf(request), query, portalToday()).slice(0, 100);
    return {
      data: blocks.map((b) => ({
        id: b.id,
        name: `${b.flight_number} · ${routeName(b.route, locale)}`,
        departure_date: b.departure_date,
      })),
    };
  });

  // GET /api/reports/charter-control-financial/:id/details: the flight and every order on it, with payments
  app.get('/api/reports/charter-control-financial/:id/details', reportsRead, async (request) => {
    settleTicketOrders(ctx);
    const { id } = parseOr422(idParams, request.params);
    const agency = agencyOf(request);
    const today = portalToday();
    const block = reports.charterBlocks(agency, { flight: id }, today)[0];
    if (!block) throw notFound();
    const ids = reports.blockOrderIds(block.id);
    const passengers = ctx.tickets.passengersByOrder(ids);
    const tickets: CharterTicket[] = ids.map((orderId) => {
      const row = ctx.tickets.find(orderId, agency)!;
      return {
        order_id: row.id,
        number: row.number,
        pnr: row.pnr,
        transaction_type: row.transaction_type,
        status: row.status,
        seller: row.owner_name,
        passengers: (passengers.get(row.id) ?? []).map((p) => ({
          name: `${p.surname} ${p.name}`.toUpperCase(),
          ticket_number: p.ticket_number,
        })),
        seats: (passengers.get(row.id) ?? []).filter((p) => p.kind !== 'infant').length,
        total: row.total,
        paid: row.paid,
        balance: atsBalance(row),
        payments: ctx.ticketPayments.ofOrder(row.id).map((p) => paymentOf(p, row)),
      };
    });
    return { data: { flight: flightOf(block, today, localeOf(request)), tickets } };
  });
}
