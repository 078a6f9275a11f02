'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import { SideSheetLoading } from '@/components/ui/side-sheet-loading';
import { useTicketOrdersPage, type TicketOrdersPage } from '@/lib/hooks/use-ticket-orders';
import { useNow } from '@/lib/hooks/use-now';
import { useRecordListUrl } from '@/components/ui/use-record-list-url';
import {
  TICKET_LIST_URL,
  nextTicketSort,
  type TicketOrderSortKey,
  type TicketOrdersQuery,
} from '@/lib/flights/ticket-orders-query';
import type { TicketOrder } from '@/lib/schemas/flights';
import { TicketOrdersTable } from './ticket-orders-table';

// The order's sheet (itinerary, passengers, documents, the cancel dialog, the edit form) only with
// an order open, not in the list's first load; fetched when the agent points at the list.
const loadOrderSheet = () => import('./ticket-order-sheet');
const TicketOrderSheet = lazy(() => loadOrderSheet().then((module) => ({ default: module.TicketOrderSheet })));
const preloadOrderSheet = () => void loadOrderSheet();

export interface TicketOrdersPageProps {
  /** The URL's query as the server read it (its schema's), and the order it opens, or null. */
  query: TicketOrdersQuery;
  openOrder: number | null;
  /** The SWR key of the list the server rendered, and its answer. */
  initialKey: string;
  initial: TicketOrdersPage;
  /** The filter form, rendered on the server (ticket-order-filter-form.tsx) for the URL it rendered. */
  filters: ReactNode;
  /** The order the URL opened, as the server loaded it; null when none or not found. */
  initialOrder: TicketOrder | null;
  /** When the server rendered the page: the deadlines' clock until the browser's takes over. */
  renderedAt: number;
  /** The page's h1, rendered on the server (its words need no client code). */
  heading: ReactNode;
}

/**
 * The flight list `/ats/orders` (docs/product.md §11 "The flight list"). The URL is the state, as
 * in the journal: filters, sort, page and the open order (`?order=`), read by the server page and
 * passed down as props; a change navigates to the URL the list writes, so a link reopens the same
 * view and back/forward walk through the changes.
 */
export function TicketOrdersPage({
  query,
  openOrder: urlOrder,
  initialKey,
  initial,
  filters,
  initialOrder,
  renderedAt,
  heading,
}: TicketOrdersPageProps) {
  const {
    openRecord: openOrder,
    top,
    submitFilters,
    pageHref,
    sortHref,
    sortBy,
    toPage,
    recordHref,
    open,
    close,
  } = useRecordListUrl(TICKET_LIST_URL, query, urlOrder);
  // A link that opens an order: its sheet's code from the first render on, so the sheet the server
  // rendered answers clicks as soon as possible (not after the filters' code, loaded after the page).
  if (openOrder !== null) preloadOrderSheet();
  const list = useTicketOrdersPage(query, initialKey, initial);
  const now = useNow(renderedAt);

  return (
    <>
      <section ref={top} aria-labelledby="page-title" inert={openOrder !== null} className="scroll-mt-20 space-y-4">
        {heading}
        {/* The server's form: its submit navigates on the client (useRecordListUrl). */}
        <div onSubmit={submitFilters}>{filters}</div>
        <PagedList
          messages="flightList.list"
          pagination="flightList.pagination"
          testId="flight-orders"
          list={list}
          page={query.page}
          onPage={toPage}
          pageHref={pageHref}
          onPreload={preloadOrderSheet}
        >
          <TicketOrdersTable
            orders={list.data?.data ?? []}
            sort={query.sort}
            onSort={(key: TicketOrderSortKey) => sortBy(nextTicketSort(query.sort, key))}
            sortHref={(key: TicketOrderSortKey) => sortHref(nextTicketSort(query.sort, key))}
            orderHref={recordHref}
            onOpen={open}
            now={now}
          />
        </PagedList>
      </section>
      {openOrder !== null ? (
        <Suspense fallback={<SideSheetLoading />}>
          <TicketOrderSheet
            id={openOrder}
            initial={openOrder === urlOrder ? initialOrder : null}
            onClose={close}
            now={now}
          />
        </Suspense>
      ) : null}
    </>
  );
}
