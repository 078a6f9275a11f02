import 'server-only';
import { object, safeParse } from 'zod/mini';
import type { $ZodObject, $ZodType, output } from 'zod/v4/core';
import { isoDayOf } from '@/lib/shared/calendar-days';
import type { ReadableParams } from '@/lib/query-string';
import type { EmployeesQuery } from '@/lib/employees/employees-query';
import { atsListQueryOf, type AtsListQuery, type TicketPaymentFilter, type UserLinkFilter } from '@/lib/ats/list-query';
import { ticketPaymentsQuerySchema, atsUserLinksQuerySchema } from '@/lib/schemas/ats';
import { employeesPageQuerySchema } from '@/lib/schemas/employees-query';
import { subpartitionQuerySchema, type SubpartitionQuery } from '@/lib/schemas/subpartitions';
import { bonusesQuerySchema, ordersQuerySchema, type BonusesQuery, type OrdersQuery } from '@/lib/schemas/orders-query';
import { pageNumber } from '@/lib/schemas/paging';
import type { ClientLinksQuery } from '@/lib/client-links/query';
import {
  deskTicketOrdersQuerySchema,
  ticketOrdersQuerySchema,
  type DeskTicketOrdersQuery,
  type TicketOrdersQuery,
} from '@/lib/schemas/ticket-orders-query';

/**
 * A list's URL read by its wire schema, on the server only (docs/architecture.md §11 "Server-first
 * screens"): the page reads `searchParams` with it and hands the parsed query to the browser as props.
 */

/** A field's schema without its optional, default or nullable wrapper (a list's field `z.optional(z.array(…))`). */
function innerOf(field: $ZodType): $ZodType {
  const def = field._zod.def as { type: string; innerType?: $ZodType };
  return def.innerType && ['optional', 'default', 'prefault', 'nullable'].includes(def.type)
    ? innerOf(def.innerType)
    : field;
}

/**
 * One URL parameter as its field's schema takes it, or undefined: the text itself, else as a number
 * (`?page=2`), else as a day typed DD.MM.YYYY (isoDayOf), else as a yes or no (`?direct=1`); a list (`?status=a,b`) keeps the items
 * its schema takes, once each.
 */
function fieldOf(field: $ZodType, text: string): unknown {
  const inner = innerOf(field);
  const def = inner._zod.def as { type: string; element?: $ZodType };
  if (def.type === 'array' && def.element) {
    const element = def.element;
    const items = [
      ...new Set(
        text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ]
      .map((item) => fieldOf(element, item))
      .filter((item) => item !== undefined);
    return items.length && safeParse(field, items).success ? items : undefined;
  }
  const flag = text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : undefined;
  const candidates = [text, /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined, isoDayOf(text), flag];
  return candidates.find((value) => value !== undefined && safeParse(field, value).success);
}

/**
 * A list's query from its URL by the list's own wire schema (lib/schemas; docs/architecture.md
 * "Server-first screens"), forgiving field by field: a hand-edited or stale link loses only its
 * bad parameters, never the page; an empty one is no filter; defaults are the schema's. A rule
 * between fields (a period's order) drops the fields it names.
 */
export function readQuery<S extends $ZodObject>(schema: S, params: ReadableParams | null): output<S> {
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema._zod.def.shape)) {
    const text = params?.get(name)?.trim();
    const read = text ? fieldOf(field, text) : undefined;
    if (read !== undefined) value[name] = read;
  }
  for (;;) {
    const result = safeParse(schema, value);
    if (result.success) return result.data;
    const named = result.error.issues
      .map((issue) => issue.path[0])
      .filter((name) => typeof name === 'string' && name in value);
    if (!named.length) return safeParse(schema, {}).data as output<S>;
    for (const name of named) delete value[name as string];
  }
}

/* ─── The lists' readers: each one its wire schema's ─────────────────────── */

/** The journal's query a page URL asks for (`/orders`), defaults filled in. */
export const readJournalQuery = (params: ReadableParams | null): OrdersQuery => readQuery(ordersQuerySchema, params);

/** The bonus journal's (`/orders/bonuses`). */
export const readBonusesQuery = (params: ReadableParams | null): BonusesQuery => readQuery(bonusesQuerySchema, params);

/** The flight list's (`/ats/orders` for an agent). */
export const readTicketOrdersQuery = (params: ReadableParams | null): TicketOrdersQuery =>
  readQuery(ticketOrdersQuerySchema, params);

/** The desk's (`/ats/orders` with `ats.read`): the flight list's and the desk's own filters. */
export const readAtsDeskQuery = (params: ReadableParams | null): DeskTicketOrdersQuery =>
  readQuery(deskTicketOrdersQuerySchema, params);

/**
 * The employees screen's and the sub-partitions' query: `office` is the path's (`/employees/{office}`),
 * or the filter form's `?office=` as a plain submit sends it, which wins.
 */
export function readEmployeesQuery(params: ReadableParams | null, office: number | undefined): EmployeesQuery {
  const query = readQuery(employeesPageQuerySchema, params);
  return query.office === undefined && office !== undefined ? { ...query, office } : query;
}

/** The ticket desk's payments and linked users: the backend's query schema and the URL's page. */
const ticketPaymentsPageSchema = object({ ...ticketPaymentsQuerySchema.shape, page: pageNumber });
const atsUserLinksPageSchema = object({ ...atsUserLinksQuerySchema.shape, page: pageNumber });
export const readTicketPaymentsQuery = (params: ReadableParams | null): AtsListQuery<TicketPaymentFilter> =>
  atsListQueryOf(readQuery(ticketPaymentsPageSchema, params));
export const readAtsUserLinksQuery = (params: ReadableParams | null): AtsListQuery<UserLinkFilter> =>
  atsListQueryOf(readQuery(atsUserLinksPageSchema, params));

/** The sub-partitions' (`/subpartitions`, and the search a tourist list keeps). */
export const readSubpartitionFilters = (params: ReadableParams | null): SubpartitionQuery =>
  readQuery(subpartitionQuerySchema, params);

/** The agent's client links (`/client-links`): the page only. */
const clientLinksQuerySchema = object({ page: pageNumber });
export const readClientLinksQuery = (params: ReadableParams | null): ClientLinksQuery =>
  readQuery(clientLinksQuerySchema, params);
