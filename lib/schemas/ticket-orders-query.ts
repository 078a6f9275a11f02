import {
  _default,
  array,
  coerce,
  enum as oneOf,
  extend,
  int,
  maxLength,
  maximum,
  object,
  optional,
  pipe,
  positive,
  regex,
  string,
  toUpperCase,
  trim,
  type output,
} from 'zod/mini';
import { isoDate } from './dates';
import { pageNumber } from './paging';
import {
  AIRLINE_CODE,
  ATS_DESK_SORTS,
  DEFAULT_TICKET_SORT,
  FLIGHT_TYPES,
  LIST_SCOPES,
  TICKET_ORDER_FILTER_MAX,
  TICKET_ORDER_SORTS,
  TICKET_ORDER_STATUSES,
  TICKET_ORDERS_PAGE_SIZE,
} from './list-params';

/**
 * The ticket orders' statuses and the query of their list, the flight list's and the ticket desk's
 * (docs/product.md §11, §12), re-exported by lib/schemas/flights.ts and lib/schemas/ats.ts.
 * The server reads the list's URL with these schemas (lib/read-query.ts).
 */

export const ticketOrderStatusSchema = oneOf(TICKET_ORDER_STATUSES);
export const flightTypeSchema = oneOf(FLIGHT_TYPES);

const id = int().check(positive());

/**
 * GET ats/orders?… → paged `{data: TicketOrderSummary[], meta}` of the caller's agency (every agency
 * role sees all of it). Query (all optional; arrays comma-joined): `number` (contains), `surname`
 * (any passenger's, case-insensitive prefix), `route` (`KIV-AYT`: outbound origin and destination
 * airports), `flight_from`, `flight_to` (the first departure's date, inclusive), `airline` (IATA),
 * `status` (list), `flight_type`, `scope` (whose orders, as the journal's: orders-query.ts), `sort` (`created_at`, `departure`, `number`, `total`; `-` for
 * descending; default `-created_at`), `page[number]`, `page[size]` (≤ 100). 422 per bad parameter.
 */
export const ticketOrdersQuerySchema = object({
  scope: optional(oneOf(LIST_SCOPES)),
  number: optional(string().check(trim(), maxLength(TICKET_ORDER_FILTER_MAX.number))),
  surname: optional(string().check(trim(), maxLength(TICKET_ORDER_FILTER_MAX.surname))),
  route: optional(string().check(regex(/^[A-Z]{3}-[A-Z]{3}$/))),
  flight_from: optional(isoDate),
  flight_to: optional(isoDate),
  airline: optional(string().check(regex(AIRLINE_CODE))),
  status: optional(array(ticketOrderStatusSchema)),
  flight_type: optional(flightTypeSchema),
  sort: _default(string().check(regex(new RegExp(`^-?(${TICKET_ORDER_SORTS.join('|')})$`))), DEFAULT_TICKET_SORT),
  page: pageNumber,
  size: _default(int().check(positive(), maximum(100)), TICKET_ORDERS_PAGE_SIZE),
});
export type TicketOrdersQuery = output<typeof ticketOrdersQuerySchema>;

export const ATS_TRANSACTION_TYPES = ['sale', 'refund', 'exchange'] as const;
export type AtsTransactionType = (typeof ATS_TRANSACTION_TYPES)[number];
export const TICKET_ORDER_SOURCES = ['portal', 'manual'] as const;
export type DeskTicketOrderSource = (typeof TICKET_ORDER_SOURCES)[number];
/** A booking reference (PNR): 5–8 Latin letters or digits (docs/product.md §12); the desk's filter takes its first ones. */
export const PNR = /^[A-Z0-9]{5,8}$/;
const PNR_PREFIX = /^[A-Z0-9]{1,8}$/;

/** The ATS filters of `GET ats/orders` (the desk's view, docs/product.md §12), beside ticketOrdersQuerySchema's. */
export const deskTicketOrdersQuerySchema = extend(ticketOrdersQuerySchema, {
  sort: _default(string().check(regex(new RegExp(`^-?(${ATS_DESK_SORTS.join('|')})$`))), DEFAULT_TICKET_SORT),
  source: optional(oneOf(TICKET_ORDER_SOURCES)),
  transaction_type: optional(oneOf(ATS_TRANSACTION_TYPES)),
  seller: optional(pipe(coerce.number(), id)),
  linked: optional(oneOf(['0', '1'])),
  property: optional(pipe(coerce.number(), id)),
  pnr: optional(string().check(trim(), toUpperCase(), regex(PNR_PREFIX))),
  issued_from: optional(isoDate),
  issued_to: optional(isoDate),
});
export type DeskTicketOrdersQuery = output<typeof deskTicketOrdersQuerySchema>;
