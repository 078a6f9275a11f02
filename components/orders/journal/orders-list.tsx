'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatCalendarDate, formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { RowOpenLink } from '@/components/ui/row-open-link';
import { readSort, type OrderSortKey } from '@/lib/orders/journal-query';
import type { OrderSummary } from '@/lib/schemas/orders';
import { StatusBadge } from '../status-badge';
import { SortHeader, type SortableListProps } from '@/components/ui/sort-header';
import { Identifier } from '@/components/ui/identifier';

export type OrdersListProps = SortableListProps<OrderSummary, OrderSortKey>;

function CharterMarker() {
  const t = useTranslations('orders.journal');
  return (
    <span
      data-testid="charter-marker"
      className="inline-flex items-center rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
    >
      {t('charterChanged')}
    </span>
  );
}

/**
 * The journal: one table, laid out as a table from the `sm` breakpoint and as a card per order on a
 * phone (grid rows; the cells reordered so the card reads number and status, tourists, hotel,
 * dates, then when and by whom, then the amounts). One structure rather than a table and a card
 * list of the same orders: the page's HTML and the work of hydrating it were twice what a reader
 * sees. The header row stays for screen readers on a phone (the cells keep their column names);
 * there its sort buttons give way to plain text, as a phone's card list has no column to sort.
 * The two layouts are the `card-table` rules of app/globals.css; the cells here only place
 * themselves in the card. The status is a second line of the order number's cell (one column
 * fewer), so the amounts and the manager's name stay whole at 1280 px
 * (docs/architecture.md §2).
 */
export function OrdersList({ orders, sort, onSort, sortHref, orderHref, onOpen }: OrdersListProps) {
  const t = useTranslations('orders.journal');
  const format = useTranslations('format');
  const current = readSort(sort);
  return (
    <div className="sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white">
      <table data-testid="orders-table" className="card-table">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <SortHeader column="number" sort={current} onSort={onSort} href={sortHref}>
              {t('columns.number')}
            </SortHeader>
            <SortHeader column="created_at" sort={current} onSort={onSort} href={sortHref}>
              {t('columns.created')}
            </SortHeader>
            <th scope="col">{t('columns.tourists')}</th>
            <th scope="col">{t('columns.hotel')}</th>
            <SortHeader column="check_in" sort={current} onSort={onSort} href={sortHref}>
              {t('columns.dates')}
            </SortHeader>
            <th scope="col">{t('columns.owner')}</th>
            <SortHeader column="total" sort={current} onSort={onSort} href={sortHref}>
              {t('columns.amounts')}
            </SortHeader>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row" data-order-id={order.id}>
              <td className="order-1 col-span-2 max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-2">
                <div>
                  <RowOpenLink href={orderHref(order.id)} onOpen={() => onOpen(order.id)}>
                    <Identifier>{order.number}</Identifier>
                  </RowOpenLink>
                  {order.charter_confirm_required ? (
                    <div className="mt-1">
                      <CharterMarker />
                    </div>
                  ) : null}
                </div>
                <div className="sm:mt-1 sm:[&>.status-badge]:whitespace-normal">
                  <StatusBadge status={order.status} />
                </div>
              </td>
              <td className="order-6 text-slate-700 tabular-nums max-sm:text-xs max-sm:text-slate-600">
                <span className="sm:hidden">{t('columns.created')}: </span>
                {formatDateTime(order.created_at)}
              </td>
              <td className="order-3 col-span-2">
                <span className="text-slate-900">{order.lead_tourist}</span>
                <span className="block text-xs text-slate-600">
                  {t('touristsCount', { count: order.tourists_count })}
                </span>
              </td>
              <td className="order-4 col-span-2">
                <span className="text-slate-900">
                  {order.hotel.name} {order.hotel.category}
                </span>
                <span className="block text-xs text-slate-600">
                  {order.hotel.city}, {order.hotel.country}
                </span>
              </td>
              <td className="order-5 col-span-2 tabular-nums">
                {formatCalendarDate(order.dates.check_in)}
                {'\u00a0'}– {formatCalendarDate(order.dates.check_out)}
                <span className="block text-xs text-slate-600">{format('nights', { count: order.nights })}</span>
              </td>
              <td
                data-testid="order-owner"
                className="order-7 break-words text-slate-700 max-sm:justify-self-end max-sm:text-xs max-sm:text-slate-600"
              >
                {order.owner.name}
              </td>
              <td
                data-testid="order-amounts"
                className="order-8 col-span-2 whitespace-nowrap tabular-nums sm:text-right"
              >
                <Amounts order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Amounts({ order }: { order: OrderSummary }) {
  const t = useTranslations('orders.journal');
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  return (
    <dl className="grid grid-cols-[auto_auto] justify-end gap-x-2 text-xs">
      <dt className="text-slate-600">{t('total')}</dt>
      <dd className="font-semibold text-slate-900">{money(order.total)}</dd>
      <dt className="text-slate-600">{t('net')}</dt>
      <dd className="text-slate-800">{money(order.net)}</dd>
      {order.refund > 0 ? (
        <>
          <dt className="text-slate-600">{t('refund')}</dt>
          <dd className="text-slate-800">{money(order.refund)}</dd>
        </>
      ) : (
        <>
          <dt className="text-slate-600">{t('due')}</dt>
          <dd className={order.due > 0 ? 'font-semibold text-red-700' : 'text-slate-800'}>{money(order.due)}</dd>
        </>
      )}
    </dl>
  );
}
