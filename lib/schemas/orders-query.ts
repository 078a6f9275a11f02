import {
  _default,
  array,
  enum as oneOf,
  int,
  maxLength,
  maximum,
  object,
  optional,
  positive,
  regex,
  string,
  trim,
  type output,
} from 'zod/mini';
import { isoDate } from './dates';
import { pageNumber } from './paging';
import { ORDER_STATUSES } from './order-status';
import { DEFAULT_ORDER_SORT, LIST_SCOPES, ORDERS_PAGE_SIZE, ORDER_SORTS } from './list-params';

export { DEFAULT_ORDER_SORT, ORDERS_PAGE_SIZE, ORDER_SORTS };

/**
 * The package journal's query (docs/product.md §7 "Orders"), re-exported by lib/schemas/orders.ts;
 * the server reads the journal's URL with it (lib/read-query.ts).
 */

/** The longest text filters the journal query takes. */
export const ORDER_FILTER_MAX = { number: 20, surname: 40, flight_there: 20, flight_back: 20 } as const;

export const orderStatusSchema = oneOf(ORDER_STATUSES);

const id = int().check(positive());

/**
 * GET orders?… → paged `{data: OrderSummary[], meta}` of the caller's agency (an agent sees the
 * orders of the agency too: the journal is the agency's). Query (all optional; arrays comma-joined):
 * `number` (contains), `surname` (any tourist's, case-insensitive prefix), `created_from`,
 * `created_to`, `check_in_from`, `check_in_to` (inclusive ISO dates), `status` (list), `country_id`,
 * `hotel_id` and `owner_id` (lists), `flight_there` and `flight_back` (flight names from the `*_list` calls),
 * `scope` (`mine`: the caller's orders, `office`: those of the caller's office's users, `all` or
 * none: the agency's; list-params.ts LIST_SCOPES), `sort` (`created_at` default; `-` prefix descending, default `-created_at`), `page[number]`,
 * `page[size]` (≤ 100). Bad values answer 422 with field errors keyed by the parameter.
 */
export const ordersQuerySchema = object({
  scope: optional(oneOf(LIST_SCOPES)),
  number: optional(string().check(trim(), maxLength(ORDER_FILTER_MAX.number))),
  surname: optional(string().check(trim(), maxLength(ORDER_FILTER_MAX.surname))),
  created_from: optional(isoDate),
  created_to: optional(isoDate),
  check_in_from: optional(isoDate),
  check_in_to: optional(isoDate),
  status: optional(array(orderStatusSchema)),
  country_id: optional(id),
  hotel_id: optional(array(id)),
  owner_id: optional(array(id)),
  flight_there: optional(string().check(maxLength(ORDER_FILTER_MAX.flight_there))),
  flight_back: optional(string().check(maxLength(ORDER_FILTER_MAX.flight_back))),
  sort: _default(string().check(regex(new RegExp(`^-?(${ORDER_SORTS.join('|')})$`))), DEFAULT_ORDER_SORT),
  page: pageNumber,
  size: _default(int().check(positive(), maximum(100)), ORDERS_PAGE_SIZE),
});
export type OrdersQuery = output<typeof ordersQuerySchema>;

/**
 * GET orders/bonuses?… → the bonuses the agency earned (docs/product.md §7), by the orders' created
 * dates (inclusive ISO days); paged by `page[number]` (the bonus journal's URL: `page`) and `page[size]`.
 */
export const bonusesQuerySchema = object({
  created_from: optional(isoDate),
  created_to: optional(isoDate),
  page: pageNumber,
});
export type BonusesQuery = output<typeof bonusesQuerySchema>;
