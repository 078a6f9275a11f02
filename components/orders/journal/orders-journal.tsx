'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { lazyForm } from '@/components/ui/lazy-form';
import { PagedList } from '@/components/ui/paged-list';
import { SideSheetLoading } from '@/components/ui/side-sheet-loading';
import { useRecordListUrl } from '@/components/ui/use-record-list-url';
import { useOrdersPage, type OrdersPage } from '@/lib/hooks/use-orders';
import { JOURNAL_URL, filtersOf, journalSearch, nextSort, withFilters, type OrderSortKey } from '@/lib/orders/journal-query';
import type { Order } from '@/lib/schemas/orders';
import type { JournalFilterOptions, JournalFiltersProps } from './journal-filters';
import { OrdersList } from './orders-list';

// The order's side sheet (view, documents, payments, the cancel dialog with Headless UI) is needed
// only with an order open: not in the journal's first-load code. A URL naming an order still
// gets it in the server's HTML, and then its code with the page; otherwise it is fetched when the
// agent points at the list (or opens an order). React.lazy, not next/dynamic: the latter's
// loader code (~1.4 KiB gzip) would itself be first-load code.
const loadOrderPanel = () => import('../view/order-panel');
const OrderPanel = lazy(() => loadOrderPanel().then((module) => ({ default: module.OrderPanel })));
const preloadOrderPanel = () => void loadOrderPanel();

// The filters after the page, as the flight list's: the journal comes with the HTML, and the form's
// code (its fields, the date ranges' calendar) is the journal's largest first-load part
// (docs/performance.md).
const JournalFilters = lazyForm<JournalFiltersProps>(() => import('./journal-filters').then((module) => module.JournalFilters), {
  testId: 'journal-filters-loading',
  className: 'h-[29rem] max-sm:h-[3.625rem]',
});

export interface OrdersJournalProps {
  /** The SWR key of the list the server rendered, and its answer. */
  initialKey: string;
  initial: OrdersPage;
  options: JournalFilterOptions;
  /** The order the URL opened, as the server loaded it; null when none or not found. */
  initialOrder: Order | null;
}

/**
 * The package journal. The URL is the state: filters, sort, page and the open order are written
 * with the History API (Next's router follows it without a server round trip), so a link reopens
 * the same view and back/forward walk through the changes; the server renders whatever a URL says.
 */
export function OrdersJournal({ initialKey, initial, options, initialOrder }: OrdersJournalProps) {
  const titles = useTranslations('pages.orders');
  const { query, openRecord: openOrder, top, apply, sortBy, toPage, recordHref, open, close } = useRecordListUrl(JOURNAL_URL);
  // A link that opens an order: its panel's code from the first render on, so the panel the server
  // rendered answers clicks as soon as possible (not after the filters' code, loaded after the page).
  if (openOrder !== null) preloadOrderPanel();
  const list = useOrdersPage(query, initialKey, initial);
  const filters = filtersOf(query);

  return (
    <>
      {/* Behind an open order the journal is inert: no focus, no clicks, hidden from screen readers. */}
      <section ref={top} aria-labelledby="page-title" inert={openOrder !== null} className="scroll-mt-20 space-y-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          {titles('title')}
        </h1>
        {/* Remounted on every URL change so the form shows what the URL says (back/forward). */}
        <JournalFilters key={journalSearch(withFilters(query, filters))} values={filters} options={options} onApply={apply} />

        <PagedList messages="orders.journal" pagination="orders.pagination" testId="orders" list={list} page={query.page} onPage={toPage} onPreload={preloadOrderPanel}>
          <OrdersList orders={list.data?.data ?? []} sort={query.sort} onSort={(key: OrderSortKey) => sortBy(nextSort(query.sort, key))} orderHref={recordHref} onOpen={open} />
        </PagedList>
      </section>
      {openOrder !== null ? (
        <Suspense fallback={<SideSheetLoading />}>
          <OrderPanel id={openOrder} initial={initialOrder} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

