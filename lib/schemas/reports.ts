import { z } from 'zod';
import { isRealDate } from '@/lib/shared/calendar-days';
import { isoDate } from './dates';
import { pageNumber as listPage } from './paging';
import { ticketFilterOptionSchema } from './flights';
import { ATS_TRANSACTION_TYPES, ticketPaymentSchema } from './ats';
import { pagedListSchema } from './list';
import { roundCents } from '@/lib/shared/money';

/**
 * The reports (docs/product.md §13): the ticket desk's sales report and the charter financial
 * control report. Shared by the demo backend (which computes them, paged and indexed), the
 * portal's pages and their CSV export. Amounts are EUR with cents; dates ISO `YYYY-MM-DD`.
 */

const id = z.number().int().positive();
const money = z.number();
const count = z.number().int().nonnegative();
const option = ticketFilterOptionSchema;
const pageNumber = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(25);
const csvList = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (raw) => (typeof raw === 'string' ? raw.split(',').filter(Boolean) : raw),
    z.array(z.enum(values)).optional(),
  );

/** The longest period a report covers in one call: a year and a day (a leap year's whole year). */
export const REPORT_MAX_DAYS = 367;

/** Days in [date_from, date_to] (ISO days), both counted. */
export const periodDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * A report's period rule (docs/product.md §13 "Report screens"), refused on `date_to`: not before
 * `date_from`, at most REPORT_MAX_DAYS days. Checked when both days are given: a report page's URL
 * may give neither (its default period); the backend's calls require both.
 */
function periodRule(query: { date_from?: string; date_to?: string }, ctx: z.RefinementCtx) {
  const { date_from: from, date_to: to } = query;
  if (!from || !to || !isRealDate(from) || !isRealDate(to)) return;
  if (to < from) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'reports.periodOrder' });
  else if (periodDays(from, to) > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'reports.periodLength' });
}

/** A record's id in a page's URL (`?seller=`, `?open=`). */
const urlId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/* ─── Sales report (ats.read) ─────────────────────────────────────────────── */

export const SALES_GROUPS = ['day', 'airline', 'route', 'seller'] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];
/** The chart's time step: days up to 62 days, weeks up to 26 weeks, months beyond. */
export const SALES_BUCKETS = ['day', 'week', 'month'] as const;
export type SalesBucket = (typeof SALES_BUCKETS)[number];
/** The chart draws the largest groups by total; the rest add up to one "other" series. */
export const SALES_CHART_SERIES = 5;

/**
 * GET ats/reports/sales: the ticket orders *issued* (issue_date) in [date_from, date_to], not
 * cancelled, grouped. A refund's amounts count negative (money given back); sales and exchanges
 * positive. `previous` is the same report over the period of the same length just before.
 */
export const SALES_SORT_KEYS = ['key', 'orders', 'fare', 'taxes', 'fee', 'commission', 'total'] as const;
export type SalesSortKey = (typeof SALES_SORT_KEYS)[number];
export const DEFAULT_SALES_SORT = 'key';
const salesType = z.enum(ATS_TRANSACTION_TYPES);

/** The filters and sort, as the backend's call and the report page's URL both carry them. */
const salesFilterShape = {
  date_from: isoDate,
  date_to: isoDate,
  group: z.enum(SALES_GROUPS).default('day'),
  transaction_type: csvList(ATS_TRANSACTION_TYPES),
  seller: urlId.optional(),
  /** IATA code of the validating carrier. */
  carrier: z
    .string()
    .regex(/^[A-Z0-9]{2}$/)
    .optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${SALES_SORT_KEYS.join('|')})$`))
    .default(DEFAULT_SALES_SORT),
};

export const salesReportQuerySchema = z
  .object({ ...salesFilterShape, 'page[number]': pageNumber, 'page[size]': pageSize })
  .superRefine(periodRule);
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

/**
 * The sales report page's URL `/ats/sales-report?…` (and its CSV download's): the backend's
 * filters, a list as the URL's comma list (lib/query-string.ts readQuery), `page` for the page.
 * Either day missing (or refused) is the default period, this month (lib/shared/report-periods.ts).
 */
export const salesPageQuerySchema = z
  .object({
    ...salesFilterShape,
    date_from: z.optional(isoDate),
    date_to: z.optional(isoDate),
    transaction_type: z.array(salesType).optional(),
    page: listPage,
  })
  .superRefine(periodRule);
/** The page's query, its period filled in. */
export type SalesQuery = Omit<z.output<typeof salesPageQuerySchema>, 'date_from' | 'date_to'> & {
  date_from: string;
  date_to: string;
};

/** One group's (or the whole period's) figures. */
export const salesTotalsSchema = z.object({
  /** Orders counted (every transaction type). */
  orders: count,
  sales: count,
  refunds: count,
  exchanges: count,
  /** Tickets (passengers) in them. */
  tickets: count,
  fare: money,
  taxes: money,
  fee: money,
  commission: money,
  /** fare + taxes + fee. */
  total: money,
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

export const salesRowSchema = salesTotalsSchema.extend({
  /** The group's key: an ISO day, an IATA code, `FROM-TO`, or a seller's user id. */
  key: z.string(),
  /** Its name in the caller's language (a day's key is formatted by the page). */
  label: z.string(),
  /** The same group's total in the previous period; null when it had none. */
  previous_total: money.nullable(),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

export const salesReportSchema = pagedListSchema(salesRowSchema).extend({
  totals: salesTotalsSchema,
  previous: z.object({ date_from: isoDate, date_to: isoDate, totals: salesTotalsSchema }),
  /** The chosen grouping over time: the total per bucket of the largest groups and "other". */
  chart: z.object({
    bucket: z.enum(SALES_BUCKETS),
    /** Each bucket's first day. */
    buckets: z.array(isoDate),
    series: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(money) })),
  }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** GET ats/reports/sales-filters → the options, names in the caller's language. */
export const salesFiltersSchema = z.object({
  data: z.object({
    groups: z.array(option),
    transaction_types: z.array(option),
    sellers: z.array(option),
    carriers: z.array(option),
    /** The earliest and latest issue dates the agency has. */
    first_day: z.nullable(isoDate),
    last_day: z.nullable(isoDate),
  }),
});
export type SalesFilters = z.infer<typeof salesFiltersSchema>['data'];

/** The same figures added together (cents kept exact). */
export function addSalesTotals(a: SalesTotals, b: SalesTotals): SalesTotals {
  return {
    orders: a.orders + b.orders,
    sales: a.sales + b.sales,
    refunds: a.refunds + b.refunds,
    exchanges: a.exchanges + b.exchanges,
    tickets: a.tickets + b.tickets,
    fare: roundCents(a.fare + b.fare),
    taxes: roundCents(a.taxes + b.taxes),
    fee: roundCents(a.fee + b.fee),
    commission: roundCents(a.commission + b.commission),
    total: roundCents(a.total + b.total),
  };
}

export const EMPTY_SALES_TOTALS: SalesTotals = {
  orders: 0,
  sales: 0,
  refunds: 0,
  exchanges: 0,
  tickets: 0,
  fare: 0,
  taxes: 0,
  fee: 0,
  commission: 0,
  total: 0,
};

/** The chart's step for a period of `days` days. */
export function salesBucket(days: number): SalesBucket {
  if (days <= 62) return 'day';
  if (days <= 182) return 'week';
  return 'month';
}

/* ─── Charter financial control (reports.read) ───────────────────────────── */

/**
 * A charter flight's seat block held by the agency: `seats` bought at `seat_cost` each, of which
 * `released` were given back by the release date (free of charge); `sold` are its ticketed or
 * flown seats (portal bookings and manual entries on the flight, refunds taken off).
 */
export const CHARTER_STATES = ['open', 'released', 'departed'] as const;
export type CharterState = (typeof CHARTER_STATES)[number];

export const CHARTER_SORT_KEYS = [
  'departure_date',
  'release_date',
  'load_factor',
  'revenue',
  'balance',
  'release_cost',
] as const;
export type CharterSortKey = (typeof CHARTER_SORT_KEYS)[number];
export const DEFAULT_CHARTER_SORT = 'departure_date';

/** The filters and sort, as the backend's calls and the report page's URL both carry them. */
const charterFilterShape = {
  /** Departure day within the period. */
  date_from: isoDate,
  date_to: isoDate,
  /** IATA code. */
  airline: z
    .string()
    .regex(/^[A-Z0-9]{2}$/)
    .optional(),
  /** `FROM-TO` (IATA place codes). */
  route: z
    .string()
    .regex(/^[A-Z]{3}-[A-Z]{3}$/)
    .optional(),
  /** One flight, from filters-flights. */
  flight: urlId.optional(),
  /** open: release date not passed; released: passed, not departed; departed. */
  state: z.enum(CHARTER_STATES).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${CHARTER_SORT_KEYS.join('|')})$`))
    .default(DEFAULT_CHARTER_SORT),
};

/** GET reports/charter-control-financial (the flights) and …/airlines-totals take the same filters. */
export const charterQuerySchema = z
  .object({ ...charterFilterShape, 'page[number]': pageNumber, 'page[size]': pageSize })
  .superRefine(periodRule);

/** GET …/filters-flights: the period (optional: the default one) and the airline and route. */
export const charterFilterFlightsQuerySchema = z
  .object({
    date_from: z.optional(isoDate),
    date_to: z.optional(isoDate),
    airline: charterFilterShape.airline,
    route: charterFilterShape.route,
  })
  .superRefine(periodRule);

/**
 * The charter report page's URL `/reports/charter-control-financial?…` (and its CSV download's):
 * the backend's filters, `page` for the page and `open` for the flight whose details are open.
 * Either day missing (or refused) is the default period (charterDefaultPeriod, lib/shared/report-periods.ts).
 */
export const charterPageQuerySchema = z
  .object({
    ...charterFilterShape,
    date_from: z.optional(isoDate),
    date_to: z.optional(isoDate),
    page: listPage,
    open: urlId.optional(),
  })
  .superRefine(periodRule);
/** The page's query, its period filled in. */
export type CharterQuery = Omit<z.output<typeof charterPageQuerySchema>, 'date_from' | 'date_to'> & {
  date_from: string;
  date_to: string;
};

/** A flight's (or a total's) block figures. */
export const charterFiguresSchema = z.object({
  seats: count,
  sold: count,
  released: count,
  /** seats − sold − released. */
  free: count,
  /** sold ÷ (seats − released); 0 when nothing is kept. */
  load_factor: z.number().min(0).max(1),
  /** What the sold seats' orders bring in: their totals, refunds taken off. */
  revenue: money,
  /** (seats − released) × seat cost: what the kept seats cost. */
  block_cost: money,
  /** revenue − block_cost. */
  balance: money,
  /** Free seats that may still be released (0 once the release date has passed). */
  release_due: count,
  /** What those seats will cost if they are not released: release_due × seat cost. */
  release_cost: money,
});
export type CharterFigures = z.infer<typeof charterFiguresSchema>;

export const charterFlightSchema = charterFiguresSchema.extend({
  id,
  airline: option,
  flight_number: z.string(),
  /** `{id: 'KIV-AYT', name: 'Chișinău – Antalya'}`. */
  route: option,
  departure_date: isoDate,
  seat_cost: money,
  release_date: isoDate,
  state: z.enum(CHARTER_STATES),
});
export type CharterFlight = z.infer<typeof charterFlightSchema>;
export const charterFlightsSchema = pagedListSchema(charterFlightSchema).extend({ totals: charterFiguresSchema });

/** GET …/airlines-totals → each airline's figures over the filters, and all of them. */
export const charterAirlineTotalsSchema = z.object({
  data: z.array(charterFiguresSchema.extend({ airline: option, flights: count })),
  totals: charterFiguresSchema.extend({ flights: count }),
});
export type CharterAirlineTotals = z.infer<typeof charterAirlineTotalsSchema>;

/** GET …/filters → the options over the agency's blocks. */
export const charterFiltersSchema = z.object({
  data: z.object({
    airlines: z.array(option),
    routes: z.array(option),
    states: z.array(option),
    first_day: z.nullable(isoDate),
    last_day: z.nullable(isoDate),
  }),
});

/** GET …/filters-flights?date_from&date_to&airline&route → the flights to pick one from (at most 100, by departure). */
export const charterFilterFlightsSchema = z.object({
  data: z.array(z.object({ id, name: z.string(), departure_date: isoDate })),
});

/** One ticket order on the flight, with its payments. */
export const charterTicketSchema = z.object({
  order_id: id,
  number: z.string(),
  pnr: z.string().nullable(),
  transaction_type: z.enum(ATS_TRANSACTION_TYPES),
  status: z.string(),
  seller: z.string(),
  /** Passengers' names and ticket numbers. */
  passengers: z.array(z.object({ name: z.string(), ticket_number: z.string().nullable() })),
  seats: count,
  total: money,
  paid: money,
  balance: money,
  payments: z.array(ticketPaymentSchema),
});
export type CharterTicket = z.infer<typeof charterTicketSchema>;

/** GET …/{id}/details → the flight and its tickets (every order on it, by issue date). */
export const charterDetailsSchema = z.object({
  data: z.object({ flight: charterFlightSchema, tickets: z.array(charterTicketSchema) }),
});
export type CharterDetails = z.infer<typeof charterDetailsSchema>['data'];

/** A block's figures from its counts and costs (both sides compute them the same way). */
export function charterFigures(
  block: { seats: number; sold: number; released: number; seat_cost: number; revenue: number; release_date: string },
  today: string,
): CharterFigures {
  const kept = block.seats - block.released;
  const free = Math.max(0, kept - block.sold);
  const releaseDue = block.release_date >= today ? free : 0;
  const blockCost = roundCents(kept * block.seat_cost);
  return {
    seats: block.seats,
    sold: block.sold,
    released: block.released,
    free,
    load_factor: kept > 0 ? Math.min(1, block.sold / kept) : 0,
    revenue: roundCents(block.revenue),
    block_cost: blockCost,
    balance: roundCents(block.revenue - blockCost),
    release_due: releaseDue,
    release_cost: roundCents(releaseDue * block.seat_cost),
  };
}

/** Several blocks' figures added up; the load factor is recomputed from the sums. */
export function sumCharterFigures(rows: readonly CharterFigures[]): CharterFigures {
  const sum = (key: keyof CharterFigures) => rows.reduce((total, row) => total + row[key], 0);
  const seats = sum('seats');
  const released = sum('released');
  const sold = sum('sold');
  const kept = seats - released;
  return {
    seats,
    sold,
    released,
    free: sum('free'),
    load_factor: kept > 0 ? Math.min(1, sold / kept) : 0,
    revenue: roundCents(sum('revenue')),
    block_cost: roundCents(sum('block_cost')),
    balance: roundCents(sum('balance')),
    release_due: sum('release_due'),
    release_cost: roundCents(sum('release_cost')),
  };
}
