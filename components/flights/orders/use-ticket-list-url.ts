'use client';

import { useCallback, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { readOpenTicketOrder, ticketOrdersSearch, withTicketFilters, type TicketFilterValues, type TicketOrdersQuery } from '@/lib/flights/ticket-orders-query';

interface ReadableParams {
  get(name: string): string | null;
}

/**
 * A list of ticket orders' state in the page URL, the same for the flight list and the desk
 * (docs/product.md §11 "The flight list", §12 "Screens"): filters, sort, page and the open order
 * (`?order=`) written with the History API, so a link reopens the same view and back/forward walk
 * through the changes. `read` is the view's reader (the desk's reads its own filters too).
 */
export function useTicketListUrl<Q extends TicketOrdersQuery>(read: (params: ReadableParams | null) => Q) {
  const searchParams = useSearchParams();
  const query = read(searchParams);
  const openOrder = readOpenTicketOrder(searchParams);
  const top = useRef<HTMLElement>(null);
  const go = useCallback((next: TicketOrdersQuery, order: number | null) => {
    window.history.pushState(null, '', `${window.location.pathname}${ticketOrdersSearch(next, order)}`);
  }, []);
  return {
    query,
    openOrder,
    /** The list's section: a new page scrolls back to its top. */
    top,
    /** New filters: page 1, the sort kept, the order closed. */
    apply: (values: TicketFilterValues) => go(withTicketFilters(query, values), null),
    /** A new sort (from the view's own columns): page 1, the open order kept. */
    sortBy: (sort: string) => go({ ...query, sort, page: 1 }, openOrder),
    toPage: (page: number) => {
      go({ ...query, page }, null);
      top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    },
    /** An order's link (a new tab, a copied link) and its click, which opens the sheet in place. */
    orderHref: (id: number) => `/ats/orders${ticketOrdersSearch(query, id)}`,
    openOrderSheet: (id: number) => go(query, id),
    /** Closes the sheet on the URL as it is now (the sheet may have been open across changes). */
    closeOrder: useCallback(() => go(read(new URLSearchParams(window.location.search)), null), [go, read]),
  };
}
