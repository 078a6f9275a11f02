'use client';

import { lazy, Suspense, useCallback, useRef } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Pagination } from '@/components/ui/pagination';
import { LazyApiErrorRetry } from '@/components/ui/lazy-api-error-retry';
import { SideSheetLoading } from '@/components/ui/side-sheet-loading';
import { useOrdersPage, type OrdersPage } from '@/lib/hooks/use-orders';
import { filtersOf, journalSearch, nextSort, readJournalQuery, readOpenOrder, withFilters, type JournalFilterValues, type OrderSortKey } from '@/lib/orders/journal-query';
import { pageCount } from '@/lib/pagination';
import type { Order, OrdersQuery } from '@/lib/schemas/orders';
import { JournalFilters, type JournalFilterOptions } from './journal-filters';
import { OrdersList } from './orders-list';

// The order's side sheet (view, documents, payments, the cancel dialog with Headless UI) is needed
// only with an order open: not in the journal's first-load code. A URL naming an order still
// gets it in the server's HTML, and then its code with the page; otherwise it is fetched when the
// agent points at the list (or opens an order). React.lazy, not next/dynamic: the latter's
// loader code (~1.4 KiB gzip) would itself be first-load code.
const loadOrderPanel = () => import('../view/order-panel');
const OrderPanel = lazy(() => loadOrderPanel().then((module) => ({ default: module.OrderPanel })));
const preloadOrderPanel = () => void loadOrderPanel();

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
  const t = useTranslations('orders.journal');
  const titles = useTranslations('pages.orders');
  const searchParams = useSearchParams();
  const query = readJournalQuery(searchParams);
  const openOrder = readOpenOrder(searchParams);
  const { data, error, isLoading, isValidating, mutate } = useOrdersPage(query, initialKey, initial);
  const top = useRef<HTMLElement>(null);

  const go = useCallback((next: OrdersQuery, order: number | null) => {
    window.history.pushState(null, '', `${window.location.pathname}${journalSearch(next, order)}`);
  }, []);

  const filters = filtersOf(query);
  const apply = (values: JournalFilterValues) => go(withFilters(query, values), null);
  const sortBy = (key: OrderSortKey) => go({ ...query, sort: nextSort(query.sort, key), page: 1 }, openOrder);
  const toPage = (page: number) => {
    go({ ...query, page }, null);
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const closeOrder = useCallback(() => go(readJournalQuery(new URLSearchParams(window.location.search)), null), [go]);
  const pages = data ? pageCount(data.meta.total, data.meta.size) : 1;
  const busy = isLoading || (isValidating && data !== undefined && data.meta.page !== query.page);

  return (
    <>
      {/* Behind an open order the journal is inert: no focus, no clicks, hidden from screen readers. */}
      <section ref={top} aria-labelledby="page-title" inert={openOrder !== null} className="scroll-mt-20 space-y-4">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          {titles('title')}
        </h1>
        {/* Remounted on every URL change so the form shows what the URL says (back/forward). */}
        <JournalFilters key={journalSearch(withFilters(query, filters))} values={filters} options={options} onApply={apply} />

        <LazyApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} testId="orders-error" />
        {!data && isLoading ? (
          // Only while the journal has no page at all: the server renders the first one and later
          // queries keep the previous page on screen (keepPreviousData), so no placeholder cards.
          <p role="status" data-testid="orders-loading" className="text-sm text-slate-600">
            {t('loading')}
          </p>
        ) : null}
        {data ? (
          data.meta.total === 0 ? (
            <p data-testid="orders-empty" role="status" className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              {t('empty')}
            </p>
          ) : (
            <div aria-busy={busy} onPointerEnter={preloadOrderPanel} onFocus={preloadOrderPanel} className={['space-y-4 transition-opacity', busy ? 'opacity-60' : ''].join(' ')}>
              <p className="text-sm text-slate-600" aria-live="polite">
                {busy ? t('loading') : t('found', { count: data.meta.total })}
              </p>
              <OrdersList
                orders={data.data}
                sort={query.sort}
                onSort={sortBy}
                orderHref={(id) => `/orders${journalSearch(query, id)}`}
                onOpen={(id) => go(query, id)}
              />
              <Pagination page={query.page} pages={pages} onPage={toPage} messages="orders.pagination" />
            </div>
          )
        ) : null}
      </section>
      {openOrder !== null ? (
        <Suspense fallback={<SideSheetLoading />}>
          <OrderPanel id={openOrder} initial={initialOrder} onClose={closeOrder} />
        </Suspense>
      ) : null}
    </>
  );
}

