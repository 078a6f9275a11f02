import 'server-only';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/components/layout/page-metadata';
import { nullOn } from '@/lib/backend/errors';
import { readOpenTicketOrder, ticketOrdersKey, type TicketOrdersQuery } from '@/lib/flights/ticket-orders-query';
import { paramsOf } from '@/lib/query-string';

// What the two views of `/ats/orders` (the flight list, docs/product.md §11, and the ticket desk's,
// §12) do alike on the server: the title, the h1, and one read of the URL's list, the filters'
// options and the open order (`?order={id}`), the URL read with the view's schema (lib/read-query.ts).

export type TicketListSearchParams = Promise<Record<string, string | string[] | undefined>>;

export const ticketListMetadata = pageMetadata('atsOrders');

export async function TicketListHeading() {
  const t = await getTranslations('pages');
  return (
    <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
      {t('atsOrders.title')}
    </h1>
  );
}

/** The view's backend calls: the page of orders, the filters' options, one order. */
export interface TicketListCalls<Q, L, F, O> {
  readQuery: (params: ReturnType<typeof paramsOf>) => Q;
  list: (query: Q) => Promise<L>;
  filters: () => Promise<F>;
  order: (id: number) => Promise<O>;
}

/**
 * The page's data and when it was read (the deadlines count from then until the browser's clock
 * takes over). An order the URL names but the agency cannot see is the sheet's "not found", not
 * the list's 404.
 */
export async function loadTicketList<Q extends TicketOrdersQuery, L, F, O>(
  searchParams: TicketListSearchParams,
  calls: TicketListCalls<Q, L, F, O>,
) {
  const params = paramsOf(await searchParams);
  const query = calls.readQuery(params);
  const open = readOpenTicketOrder(params);
  const [list, filters, order] = await Promise.all([
    calls.list(query),
    calls.filters(),
    open === null ? null : nullOn(404, calls.order(open)),
  ]);
  return { query, open, initialKey: ticketOrdersKey(query), list, filters, order, loadedAt: Date.now() };
}
