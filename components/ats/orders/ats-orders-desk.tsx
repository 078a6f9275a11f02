'use client';

import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { LazyApiErrorRetry } from '@/components/ui/lazy-api-error-retry';
import { Pagination } from '@/components/ui/pagination';
import { SideSheetLoading } from '@/components/ui/side-sheet-loading';
import { lazyForm } from '@/components/ui/lazy-form';
import type { FlightOrderFilterOptions } from '@/components/flights/orders/flight-order-filters';
import { useAtsOrdersPage, type AtsOrdersPage } from '@/lib/hooks/use-ats-orders';
import { useNow } from '@/lib/hooks/use-now';
import { readOpenTicketOrder, ticketOrdersSearch, withTicketFilters, type TicketFilterValues } from '@/lib/flights/ticket-orders-query';
import { nextAtsDeskSort, readAtsDeskQuery, type AtsDeskFilterValues, type AtsDeskQuery, type AtsDeskSortKey } from '@/lib/flights/ats-orders-query';
import { pageCount } from '@/lib/pagination';
import type { AtsOrder } from '@/lib/schemas/ats';
import type { AtsDeskFilterFormsProps } from './ats-desk-filter-forms';
import type { AtsDeskFilterOptions } from './ats-desk-filters';
import { AtsOrdersTable } from './ats-orders-table';

// The sheet (the flight list's order view, the sales fields, the payments) and the properties
// dialog only when opened: not in the desk's first load.
const loadSheet = () => import('./ats-order-sheet');
const AtsOrderSheet = lazy(() => loadSheet().then((module) => ({ default: module.AtsOrderSheet })));
const preloadSheet = () => void loadSheet();
const AtsPropertiesDialog = lazy(() => import('./ats-properties-dialog').then((module) => ({ default: module.AtsPropertiesDialog })));

// The two filter forms after the page: the list comes with the HTML, the forms' code (fields, the
// date range's calendar) would put the desk's first load over the budget.
const AtsDeskFilterForms = lazyForm<AtsDeskFilterFormsProps>(() => import('./ats-desk-filter-forms').then((module) => module.AtsDeskFilterForms), {
  testId: 'ats-desk-filters-loading',
  className: 'h-[37rem] max-sm:h-28',
});

export interface AtsOrdersDeskProps {
  initialKey: string;
  initial: AtsOrdersPage;
  options: FlightOrderFilterOptions & AtsDeskFilterOptions;
  initialOrder: AtsOrder | null;
  renderedAt: number;
  heading: ReactNode;
  /** ats.manage: New order, Edit per order, and the properties editable. */
  canManage: boolean;
}

/**
 * The ticket desk's `/ats/orders` (docs/product.md §12 "Screens"), for `ats.read` only: the page's
 * server code renders it instead of the flight list, so no other role loads its code. The URL is
 * the state, as in the flight list, with the desk's filters beside §11's.
 */
export function AtsOrdersDesk({ initialKey, initial, options, initialOrder, renderedAt, heading, canManage }: AtsOrdersDeskProps) {
  const t = useTranslations('atsDesk.list');
  const flight = useTranslations('flightList.list');
  const searchParams = useSearchParams();
  const query = readAtsDeskQuery(searchParams);
  const openOrder = readOpenTicketOrder(searchParams);
  const { data, error, isLoading, isValidating, mutate } = useAtsOrdersPage(query, initialKey, initial);
  const now = useNow(renderedAt);
  const top = useRef<HTMLElement>(null);
  const [properties, setProperties] = useState(false);

  const go = useCallback((next: AtsDeskQuery, order: number | null) => {
    window.history.pushState(null, '', `${window.location.pathname}${ticketOrdersSearch(next, order)}`);
  }, []);
  const apply = (values: TicketFilterValues & AtsDeskFilterValues) => go(withTicketFilters(query, values), null);
  const sortBy = (key: AtsDeskSortKey) => go({ ...query, sort: nextAtsDeskSort(query.sort, key), page: 1 }, openOrder);
  const toPage = (page: number) => {
    go({ ...query, page }, null);
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const closeOrder = useCallback(() => go(readAtsDeskQuery(new URLSearchParams(window.location.search)), null), [go]);
  const pages = data ? pageCount(data.meta.total, data.meta.size) : 1;
  const busy = isLoading || (isValidating && data !== undefined && data.meta.page !== query.page);

  return (
    <>
      <section ref={top} aria-labelledby="page-title" inert={openOrder !== null} className="scroll-mt-20 space-y-4" data-testid="ats-desk">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('secondary')} data-testid="ats-properties-open" onClick={() => setProperties(true)}>
              {t('properties')}
            </button>
            {canManage ? (
              <AppLink href="/ats/orders/create" data-testid="ats-order-create" className={buttonClass('primary')}>
                {t('create')}
              </AppLink>
            ) : null}
          </div>
        </div>
        <AtsDeskFilterForms query={query} options={options} onApply={apply} />
        <LazyApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={flight('retry')} testId="ats-orders-error" />
        {!data && isLoading ? (
          <p role="status" className="text-sm text-slate-600">
            {flight('loading')}
          </p>
        ) : null}
        {data ? (
          data.meta.total === 0 ? (
            <p data-testid="ats-orders-empty" role="status" className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              {flight('empty')}
            </p>
          ) : (
            <div aria-busy={busy} onPointerEnter={preloadSheet} onFocus={preloadSheet} className={['space-y-4 transition-opacity', busy ? 'opacity-60' : ''].join(' ')}>
              <p className="text-sm text-slate-600" aria-live="polite" data-testid="ats-orders-found">
                {busy ? flight('loading') : flight('found', { count: data.meta.total })}
              </p>
              <AtsOrdersTable
                orders={data.data}
                sort={query.sort}
                onSort={sortBy}
                orderHref={(id) => `/ats/orders${ticketOrdersSearch(query, id)}`}
                onOpen={(id) => go(query, id)}
                now={now}
                editHref={canManage ? (id) => `/ats/orders/${id}/edit` : undefined}
              />
              <Pagination page={query.page} pages={pages} onPage={toPage} messages="flightList.pagination" />
            </div>
          )
        ) : null}
      </section>
      {openOrder !== null ? (
        <Suspense fallback={<SideSheetLoading />}>
          <AtsOrderSheet id={openOrder} initial={initialOrder} onClose={closeOrder} now={now} canManage={canManage} />
        </Suspense>
      ) : null}
      {properties ? (
        <Suspense fallback={null}>
          <AtsPropertiesDialog canManage={canManage} onClose={() => setProperties(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
