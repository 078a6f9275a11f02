'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CardTable } from '@/components/ui/card-table';
import { SortHeader, type SortableListProps } from '@/components/ui/sort-header';
import { AppLink } from '@/components/ui/app-link';
import { formatCalendarDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { readAtsDeskSort, type AtsDeskSortKey } from '@/lib/flights/desk-ticket-orders-query';
import type { DeskTicketOrderSummary } from '@/lib/schemas/ats';
import { TicketLeadHeaders, TicketNumberCell } from '@/components/flights/orders/ticket-table-parts';
import { TicketDeadline } from '@/components/flights/orders/ticket-deadline';
import { NotLinkedFlag } from './not-linked-flag';
import { Identifier } from '@/components/ui/identifier';

export interface DeskTicketOrdersTableProps extends SortableListProps<DeskTicketOrderSummary, AtsDeskSortKey> {
  now: number;
  /** The ATS manager's edit link per order (ats.manage); none for the director. */
  editHref?: (id: number) => string;
}

/**
 * The ticket desk's list of orders (docs/product.md §12 "Screens"): the flight list's columns with
 * the sales ones beside them, as one `card-table` (docs/architecture.md §2). The deadline folds under
 * the departure and the seller replaces the creator, so the amounts stay in view at 1280 px.
 */
export function DeskTicketOrdersTable({
  orders,
  sort,
  onSort,
  sortHref,
  orderHref,
  onOpen,
  now,
  editHref,
}: DeskTicketOrdersTableProps) {
  const t = useTranslations('atsDesk.list');
  const flight = useTranslations('flightList.list');
  const locale = useLocale();
  const current = readAtsDeskSort(sort);
  return (
    <CardTable
      testId="ats-orders-table"
      caption={t('caption')}
      head={
        <>
          <TicketLeadHeaders sort={current} onSort={onSort} sortHref={sortHref} />
          <SortHeader column="issue_date" sort={current} onSort={onSort} href={sortHref}>
            {t('columns.issued')}
          </SortHeader>
          <th scope="col">{t('columns.seller')}</th>
          <SortHeader column="total" sort={current} onSort={onSort} href={sortHref}>
            {flight('columns.amounts')}
          </SortHeader>
        </>
      }
    >
      {orders.map((order) => {
        const money = (amount: number) => formatPrice(amount, order.currency, locale);
        return (
          <tr key={order.id} data-testid="ats-order-row" data-order-id={order.id} data-pnr={order.pnr ?? ''}>
            <TicketNumberCell order={order} href={orderHref(order.id)} onOpen={() => onOpen(order.id)}>
              <span data-testid="ats-order-source" className="text-xs text-slate-600">
                · {t(`source.${order.source}`)}
              </span>
              <span className="w-full text-xs whitespace-nowrap text-slate-600 max-sm:text-right">
                {t('columns.pnr')}{' '}
                <span data-testid="ats-order-pnr" className="font-medium text-slate-900">
                  {order.pnr ? <Identifier>{order.pnr}</Identifier> : '—'}
                </span>
                {order.carrier ? ` · ${order.carrier}` : null}
              </span>
              {editHref ? (
                <AppLink
                  href={editHref(order.id)}
                  data-testid="ats-order-edit"
                  className="text-sm font-medium text-brand-ink hover:underline"
                  aria-label={t('editOrder', { number: order.number })}
                >
                  {t('edit')}
                </AppLink>
              ) : null}
            </TicketNumberCell>
            <td className="order-3 col-span-2">
              <span className="font-medium text-slate-900">
                {order.route.from.code} → {order.route.to.code}
              </span>
              <span className="block text-xs text-slate-600">{order.flight_numbers.join(', ')}</span>
            </td>
            <td data-label={flight('columns.departure')} className="order-4 tabular-nums">
              <span>
                <span className="block whitespace-nowrap">{formatCalendarDate(order.departure.date)}</span>
                <span className="block">{order.departure.time}</span>
                <TicketDeadline deadline={order.deadline} now={now} />
              </span>
            </td>
            <td data-label={flight('columns.passengers')} className="order-5">
              <ul className="text-slate-900">
                {order.passenger_names.map((name, index) => (
                  <li key={index}>{name}</li>
                ))}
              </ul>
            </td>
            <td data-label={t('columns.issued')} className="order-6 tabular-nums">
              <span>
                <span className="block whitespace-nowrap">
                  {order.issue_date ? formatCalendarDate(order.issue_date) : '—'}
                </span>
                <span data-testid="ats-order-transaction" className="block text-xs text-slate-600">
                  {t(`transaction.${order.transaction_type}`)}
                </span>
              </span>
            </td>
            <td data-label={t('columns.seller')} className="order-7">
              <span>
                <span className="block break-words">{order.owner.name}</span>
                {order.seller_linked ? null : <NotLinkedFlag />}
              </span>
            </td>
            <td
              data-testid="ats-order-amounts"
              className="order-8 col-span-2 whitespace-nowrap tabular-nums sm:text-right"
            >
              <dl className="grid grid-cols-[auto_auto] justify-end gap-x-2 text-xs">
                <dt className="text-slate-600">{flight('total')}</dt>
                <dd data-testid="ats-order-total" className="font-semibold text-slate-900">
                  {money(order.total)}
                </dd>
                <dt className="text-slate-600">{flight('paid')}</dt>
                <dd className="text-slate-800">{money(order.paid)}</dd>
                <dt className="text-slate-600">{t('balance')}</dt>
                <dd
                  data-testid="ats-order-balance"
                  className={order.balance > 0 ? 'font-semibold text-red-700' : 'text-slate-800'}
                >
                  {money(order.balance)}
                </dd>
              </dl>
            </td>
          </tr>
        );
      })}
    </CardTable>
  );
}
