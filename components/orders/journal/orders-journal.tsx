'use client';

import { lazy, Suspense, type ChangeEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { PagedList } from '@/components/ui/paged-list';
import { SideSheetLoading } from '@/components/ui/side-sheet-loading';
import { useRecordListUrl } from '@/components/ui/use-record-list-url';
import { useOrdersPage, type OrdersPage } from '@/lib/hooks/use-orders';
import { JOURNAL_URL, nextSort, type OrderSortKey } from '@/lib/orders/journal-query';
import type { Order, OrdersQuery } from '@/lib/schemas/orders';
import { OrdersList } from './orders-list';

// The order's side sheet (view, documents, payments, the cancel dialog with Headless UI) is needed
// only with an order open: not in the journal's first-load code. A URL naming an order still
// gets it in the server's HTML, and then its code with the page; otherwise it is fetched when the
// agent points at the list (or opens an order). React.lazy, not next/dynamic: the latter's
// loader code would itself be first-load code.
const loadOrderPanel = () => import('../view/order-panel');
const OrderPanel = lazy(() => loadOrderPanel().then((module) => ({ default: module.OrderPanel })));
const preloadOrderPanel = () => void loadOrderPanel();

/** A new country applies at once: the server then renders its hotels (the hotel chosen before is another country's). */
function applyCountry(event: ChangeEvent<HTMLElement>) {
  const field = event.target;
  if (!(field instanceof HTMLSelectElement) || field.name !== 'country_id' || !field.form) return;
  for (const element of Array.from(field.form.elements)) {
    if (element instanceof HTMLInputElement && element.name === 'hotel_id') element.disabled = true;
  }
  field.form.requestSubmit();
}

export interface OrdersJournalProps {
  /** The URL's query as the server read it (its schema's), and the order it opens, or null. */
  query: OrdersQuery;
  openOrder: number | null;
  /** The SWR key of the list the server rendered, and its answer. */
  initialKey: string;
  initial: OrdersPage;
  /** The filter form, rendered on the server (journal-filter-form.tsx) for the URL it rendered. */
  filters: ReactNode;
  /** The order the URL opened, as the server loaded it; null when none or not found. */
  initialOrder: Order | null;
}

/**
 * The package journal. The URL is the state: filters, sort, page and the open order; the server
 * reads it and renders whatever it says, this component gets the query as props and a change
 * navigates to the URL it writes, so a link reopens the same view and back/forward walk the changes.
 */
export function OrdersJournal({
  query,
  openOrder: urlOrder,
  initialKey,
  initial,
  filters,
  initialOrder,
}: OrdersJournalProps) {
  const titles = useTranslations('pages.orders');
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
  } = useRecordListUrl(JOURNAL_URL, query, urlOrder);
  // A link that opens an order: its panel's code from the first render on, so the panel the server
  // rendered answers clicks as soon as possible (not after the filters' code, loaded after the page).
  if (openOrder !== null) preloadOrderPanel();
  const list = useOrdersPage(query, initialKey, initial);

  return (
    <>
      {/* Behind an open order the journal is inert: no focus, no clicks, hidden from screen readers. */}
      <section ref={top} aria-labelledby="page-title" inert={openOrder !== null} className="scroll-mt-20 space-y-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          {titles('title')}
        </h1>
        {/* The server's form: its submit and a new country navigate on the client (useRecordListUrl). */}
        <div onSubmit={submitFilters} onChange={applyCountry}>
          {filters}
        </div>

        <PagedList
          messages="orders.journal"
          pagination="orders.pagination"
          testId="orders"
          list={list}
          page={query.page}
          onPage={toPage}
          pageHref={pageHref}
          onPreload={preloadOrderPanel}
        >
          <OrdersList
            orders={list.data?.data ?? []}
            sort={query.sort}
            onSort={(key: OrderSortKey) => sortBy(nextSort(query.sort, key))}
            sortHref={(key: OrderSortKey) => sortHref(nextSort(query.sort, key))}
            orderHref={recordHref}
            onOpen={open}
          />
        </PagedList>
      </section>
      {openOrder !== null ? (
        <Suspense fallback={<SideSheetLoading />}>
          <OrderPanel id={openOrder} initial={openOrder === urlOrder ? initialOrder : null} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
