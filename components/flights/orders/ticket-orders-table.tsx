'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CardTable } from '@/components/ui/card-table';
import { SortHeader, type SortableListProps } from '@/components/ui/sort-header';
import { formatCalendarDate, formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { readTicketSort, type TicketOrderSortKey } from '@/lib/flights/ticket-orders-query';
import type { TicketOrderSummary } from '@/lib/schemas/flights';
import { TicketDeadline } from './ticket-deadline';
import { TicketLeadHeaders, TicketNumberCell } from './ticket-table-parts';

export interface TicketOrdersTableProps extends SortableListProps<TicketOrderSummary, TicketOrderSortKey> {
  /** The list's clock for the deadline column. */
  now: number;
}

/**
 * The ticket orders as one `card-table` (docs/architecture.md §2): a table from the `sm`
 * breakpoint, a card per order on a phone. The status and the flight type are second lines of the
 * number's cell, the owner of the creation date's, so the amounts and the deadline stay in view
 * at 1280 px. Props only (no fetching), so the later ATS screens can list the same orders.
 */
export function TicketOrdersTable({ orders, sort, onSort, sortHref, orderHref, onOpen, now }: TicketOrdersTableProps) {
  const t = useTranslations('flightList.list');
  const current = readTicketSort(sort);
  return (
    <CardTable
      testId="flight-orders-table"
      caption={t('caption')}
      head={
        <>
          <TicketLeadHeaders sort={current} onSort={onSort} sortHref={sortHref} />
          <th scope="col">{t('columns.deadline')}</th>
          <SortHeader column="total" sort={current} onSort={onSort} href={sortHref}>
            {t('columns.amounts')}
          </SortHeader>
          <SortHeader column="created_at" sort={current} onSort={onSort} href={sortHref}>
            {t('columns.created')}
          </SortHeader>
        </>
      }
    >
      {orders.map((order) => (
        <tr key={order.id} data-testid="flight-order-row" data-order-id={order.id} data-status={order.status}>
          <TicketNumberCell order={order} href={orderHref(order.id)} onOpen={() => onOpen(order.id)} />
          <td className="order-2 col-span-2">
            <span className="font-medium text-slate-900">
              {order.route.from.city} ({order.route.from.code}) → {order.route.to.city} ({order.route.to.code})
            </span>
            <span className="block text-xs text-slate-600">
              {order.airlines.map((airline) => airline.name).join(', ')} · {order.flight_numbers.join(', ')}
            </span>
          </td>
          <td data-label={t('columns.departure')} className="order-3 tabular-nums">
            {/* The date and the time on lines of their own, so the column stays narrow at 1280 px. */}
            <span className="block whitespace-nowrap">{formatCalendarDate(order.departure.date)}</span>
            <span className="block">{order.departure.time}</span>
            {order.return_departure ? (
              <span className="block text-xs text-slate-600">
                {t('returnOn', {
                  date: `${formatCalendarDate(order.return_departure.date)} ${order.return_departure.time}`,
                })}
              </span>
            ) : null}
          </td>
          <td data-label={t('columns.passengers')} className="order-4">
            <ul data-testid="flight-order-passengers" className="text-slate-900">
              {order.passenger_names.map((name, index) => (
                <li key={index}>{name}</li>
              ))}
            </ul>
          </td>
          <td data-label={t('columns.deadline')} className="order-5">
            <TicketDeadline deadline={order.deadline} now={now} />
          </td>
          <td
            data-testid="flight-order-amounts"
            className="order-6 col-span-2 whitespace-nowrap tabular-nums sm:text-right"
          >
            <Amounts order={order} />
          </td>
          <td data-label={t('columns.created')} className="order-7 text-xs text-slate-600 tabular-nums">
            <span>
              <span>{formatDateTime(order.created_at)}</span>
              <span className="block break-words">{order.owner.name}</span>
            </span>
          </td>
        </tr>
      ))}
    </CardTable>
  );
}

function Amounts({ order }: { order: TicketOrderSummary }) {
  const t = useTranslations('flightList.list');
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  return (
    <dl className="grid grid-cols-[auto_auto] justify-end gap-x-2 text-xs">
      <dt className="text-slate-600">{t('total')}</dt>
      <dd className="font-semibold text-slate-900">{money(order.total)}</dd>
      <dt className="text-slate-600">{t('paid')}</dt>
      <dd className="text-slate-800">{money(order.paid)}</dd>
      <dt className="text-slate-600">{t('due')}</dt>
      <dd data-testid="flight-order-due" className={order.due > 0 ? 'font-semibold text-red-700' : 'text-slate-800'}>
        {money(order.due)}
      </dd>
    </dl>
  );
}
