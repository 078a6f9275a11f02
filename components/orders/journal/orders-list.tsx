'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatCalendarDate, formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { readSort, type OrderSortKey } from '@/lib/orders/journal-query';
import type { OrderSummary } from '@/lib/schemas/orders';
import { StatusBadge } from '../status-badge';

export interface OrdersListProps {
  orders: OrderSummary[];
  sort: string;
  onSort: (key: OrderSortKey) => void;
  /** The page URL that opens an order (a real link: new tab and no-JS work). */
  orderHref: (id: number) => string;
  onOpen: (id: number) => void;
}

/** A plain click opens the order over the journal; modified clicks keep the browser's meaning (new tab). */
function openHandler(onOpen: (id: number) => void, id: number) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(id);
  };
}

function useMoney() {
  const locale = useLocale();
  return (amount: number, currency: 'EUR') => formatPrice(amount, currency, locale);
}

function CharterMarker() {
  const t = useTranslations('orders.journal');
  return (
    <span data-testid="charter-marker" className="inline-flex items-center rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
      {t('charterChanged')}
    </span>
  );
}

function OrderNumberLink({ order, href, onOpen }: { order: OrderSummary; href: string; onOpen: (id: number) => void }) {
  return (
    <a href={href} onClick={openHandler(onOpen, order.id)} className="font-semibold text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand">
      {order.number}
    </a>
  );
}

/** The journal as a table (from the `sm` breakpoint) and as cards on a phone; both from the same summaries. */
export function OrdersList(props: OrdersListProps) {
  return (
    <>
      <OrdersTable {...props} />
      <OrderCards {...props} />
    </>
  );
}

function SortHeader({ column, sort, onSort, children }: { column: OrderSortKey; sort: string; onSort: (key: OrderSortKey) => void; children: ReactNode }) {
  const current = readSort(sort);
  const active = current.key === column;
  return (
    <th scope="col" aria-sort={active ? (current.descending ? 'descending' : 'ascending') : 'none'} className="px-3 py-2 text-left font-semibold">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
      >
        {children}
        <span aria-hidden="true" className={active ? 'text-slate-900' : 'text-slate-400'}>
          {active ? (current.descending ? '↓' : '↑') : '↕'}
        </span>
      </button>
    </th>
  );
}

function OrdersTable({ orders, sort, onSort, orderHref, onOpen }: OrdersListProps) {
  const t = useTranslations('orders.journal');
  const format = useTranslations('format');
  const money = useMoney();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
      <table data-testid="orders-table" className="min-w-full text-sm">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <SortHeader column="number" sort={sort} onSort={onSort}>{t('columns.number')}</SortHeader>
            <SortHeader column="created_at" sort={sort} onSort={onSort}>{t('columns.created')}</SortHeader>
            <th scope="col" className="px-3 py-2 text-left font-semibold">{t('columns.status')}</th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">{t('columns.tourists')}</th>
            <th scope="col" className="px-3 py-2 text-left font-semibold">{t('columns.hotel')}</th>
            <SortHeader column="check_in" sort={sort} onSort={onSort}>{t('columns.dates')}</SortHeader>
            <th scope="col" className="px-3 py-2 text-left font-semibold">{t('columns.owner')}</th>
            <SortHeader column="total" sort={sort} onSort={onSort}>{t('columns.amounts')}</SortHeader>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row" data-order-id={order.id} className="align-top hover:bg-slate-50">
              <td className="px-3 py-2 whitespace-nowrap">
                <OrderNumberLink order={order} href={orderHref(order.id)} onOpen={onOpen} />
                {order.charter_confirm_required ? <div className="mt-1"><CharterMarker /></div> : null}
              </td>
              <td className="px-3 py-2 tabular-nums text-slate-700">{formatDateTime(order.created_at)}</td>
              <td className="px-3 py-2"><StatusBadge status={order.status} /></td>
              <td className="px-3 py-2">
                <span className="text-slate-900">{order.lead_tourist}</span>
                <span className="block text-xs text-slate-600">{t('touristsCount', { count: order.tourists_count })}</span>
              </td>
              <td className="min-w-44 px-3 py-2">
                <span className="text-slate-900">{order.hotel.name} {order.hotel.category}</span>
                <span className="block text-xs text-slate-600">{order.hotel.city}, {order.hotel.country}</span>
              </td>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                {formatCalendarDate(order.dates.check_in)} – {formatCalendarDate(order.dates.check_out)}
                <span className="block text-xs text-slate-600">{format('nights', { count: order.nights })}</span>
              </td>
              <td className="px-3 py-2 text-slate-700">{order.owner.name}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                <Amounts order={order} money={money} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Amounts({ order, money }: { order: OrderSummary; money: (amount: number, currency: 'EUR') => string }) {
  const t = useTranslations('orders.journal');
  return (
    <dl className="grid grid-cols-[auto_auto] justify-end gap-x-2 text-xs">
      <dt className="text-slate-600">{t('total')}</dt>
      <dd className="font-semibold text-slate-900">{money(order.total, order.currency)}</dd>
      <dt className="text-slate-600">{t('net')}</dt>
      <dd className="text-slate-800">{money(order.net, order.currency)}</dd>
      <dt className="text-slate-600">{t('due')}</dt>
      <dd className={order.due > 0 ? 'font-semibold text-red-700' : 'text-slate-800'}>{money(order.due, order.currency)}</dd>
    </dl>
  );
}

function OrderCards({ orders, orderHref, onOpen }: OrdersListProps) {
  const t = useTranslations('orders.journal');
  const format = useTranslations('format');
  const money = useMoney();
  return (
    <ul data-testid="orders-cards" className="space-y-3 sm:hidden">
      {orders.map((order) => (
        <li key={order.id} data-testid="order-card" data-order-id={order.id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <OrderNumberLink order={order} href={orderHref(order.id)} onOpen={onOpen} />
            <StatusBadge status={order.status} />
          </div>
          {order.charter_confirm_required ? <CharterMarker /> : null}
          <p className="text-sm text-slate-900">
            {order.lead_tourist} <span className="text-slate-600">· {t('touristsCount', { count: order.tourists_count })}</span>
          </p>
          <p className="text-sm text-slate-700">
            {order.hotel.name} {order.hotel.category} · {order.hotel.city}, {order.hotel.country}
          </p>
          <p className="text-sm tabular-nums text-slate-700">
            {formatCalendarDate(order.dates.check_in)} – {formatCalendarDate(order.dates.check_out)} · {format('nights', { count: order.nights })}
          </p>
          <p className="text-xs text-slate-600">
            {t('columns.created')}: {formatDateTime(order.created_at)} · {order.owner.name}
          </p>
          <Amounts order={order} money={money} />
        </li>
      ))}
    </ul>
  );
}
