'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { SideSheetLoading } from '@/components/ui/side-sheet-loading';
import { useDeskTicketOrdersPage, type DeskTicketOrdersPage } from '@/lib/hooks/use-desk-ticket-orders';
import { useNow } from '@/lib/hooks/use-now';
import { useRecordListUrl } from '@/components/ui/use-record-list-url';
import { nextAtsDeskSort, type AtsDeskQuery, type AtsDeskSortKey } from '@/lib/flights/desk-ticket-orders-query';
import { TICKET_LIST_URL } from '@/lib/flights/ticket-orders-query';
import type { DeskTicketOrder } from '@/lib/schemas/ats';
import { DeskTicketOrdersTable } from './desk-ticket-orders-table';

// The sheet (the flight list's order view, the sales fields, the payments) and the properties
// dialog only when opened: not in the desk's first load.
const loadSheet = () => import('./desk-ticket-order-sheet');
const DeskTicketOrderSheet = lazy(() => loadSheet().then((module) => ({ default: module.DeskTicketOrderSheet })));
const preloadSheet = () => void loadSheet();
const AtsPropertiesDialog = lazy(() =>
  import('./ats-properties-dialog').then((module) => ({ default: module.AtsPropertiesDialog })),
);

export interface DeskTicketOrdersProps {
  /** The URL's query as the server read it (its schema's), and the order it opens, or null. */
  query: AtsDeskQuery;
  openOrder: number | null;
  initialKey: string;
  initial: DeskTicketOrdersPage;
  /** The two filter forms, rendered on the server (ats-desk-filter-forms.tsx) for the URL it rendered. */
  filters: ReactNode;
  initialOrder: DeskTicketOrder | null;
  renderedAt: number;
  heading: ReactNode;
  /** ats.manage: New order, Edit per order, and the properties editable. */
  canManage: boolean;
}

/**
 * The ticket desk's `/ats/orders` (docs/product.md §12 "Screens"), for `ats.read` only: the page
 * renders it instead of the flight list, through lazy-desk-ticket-orders.tsx, so no other role loads
 * its code. The URL is the state, as in the flight list, with the desk's filters beside §11's.
 */
export function DeskTicketOrders({
  query,
  openOrder: urlOrder,
  initialKey,
  initial,
  filters,
  initialOrder,
  renderedAt,
  heading,
  canManage,
}: DeskTicketOrdersProps) {
  const t = useTranslations('atsDesk.list');
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
  if (openOrder !== null) preloadSheet();
  const list = useDeskTicketOrdersPage(query, initialKey, initial);
  const now = useNow(renderedAt);
  const [properties, setProperties] = useState(false);

  return (
    <>
      <section
        ref={top}
        aria-labelledby="page-title"
        inert={openOrder !== null}
        className="scroll-mt-20 space-y-4"
        data-testid="ats-desk"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClass('secondary')}
              data-testid="ats-properties-open"
              onClick={() => setProperties(true)}
            >
              {t('properties')}
            </button>
            {canManage ? (
              <AppLink href="/ats/orders/create" data-testid="ats-order-create" className={buttonClass('primary')}>
                {t('create')}
              </AppLink>
            ) : null}
          </div>
        </div>
        {/* The server's forms: a submit navigates on the client (useRecordListUrl). */}
        <div onSubmit={submitFilters} className="space-y-4">
          {filters}
        </div>
        <PagedList
          messages="flightList.list"
          pagination="flightList.pagination"
          testId="ats-orders"
          list={list}
          page={query.page}
          onPage={toPage}
          pageHref={pageHref}
          onPreload={preloadSheet}
        >
          <DeskTicketOrdersTable
            orders={list.data?.data ?? []}
            sort={query.sort}
            onSort={(key: AtsDeskSortKey) => sortBy(nextAtsDeskSort(query.sort, key))}
            sortHref={(key: AtsDeskSortKey) => sortHref(nextAtsDeskSort(query.sort, key))}
            orderHref={recordHref}
            onOpen={open}
            now={now}
            editHref={canManage ? (id) => `/ats/orders/${id}/edit` : undefined}
          />
        </PagedList>
      </section>
      {openOrder !== null ? (
        <Suspense fallback={<SideSheetLoading />}>
          <DeskTicketOrderSheet
            id={openOrder}
            initial={openOrder === urlOrder ? initialOrder : null}
            onClose={close}
            now={now}
            canManage={canManage}
          />
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
