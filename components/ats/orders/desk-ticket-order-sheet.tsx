'use client';

import { useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { TicketOrderEdit } from '@/components/flights/orders/ticket-order-edit';
import { TicketOrderView, Section, TicketOrderSheetFrame } from '@/components/flights/orders/ticket-order-sheet';
import { useDeskTicketOrder } from '@/lib/hooks/use-desk-ticket-order';
import { formatCalendarDate, formatDateTime } from '@/lib/format/date';
import { numberFormat } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';
import { orderPaymentsPath } from '@/lib/ats/list-query';
import type { DeskTicketOrder } from '@/lib/schemas/ats';
import { NotLinkedFlag } from './not-linked-flag';
import { Identifier } from '@/components/ui/identifier';

export interface DeskTicketOrderSheetProps {
  id: number;
  initial: DeskTicketOrder | null;
  onClose: () => void;
  now: number;
  canManage: boolean;
}

/** The desk's order (`/ats/orders?order={id}`): the flight list's view of it, then its sales fields and its payments (docs/product.md §12 "Screens"). */
export function DeskTicketOrderSheet({ id, initial, onClose, now, canManage }: DeskTicketOrderSheetProps) {
  const { data, error, mutate } = useDeskTicketOrder(id, initial);
  return (
    <TicketOrderSheetFrame
      id={id}
      order={data}
      error={error}
      onRetry={() => void mutate()}
      onClose={onClose}
      testId="ats-order-sheet"
    >
      {(order) => <DeskTicketOrderBody key={order.id} order={order} now={now} canManage={canManage} />}
    </TicketOrderSheetFrame>
  );
}

/** The desk's order's content, in its sheet and on its own page (`/ats/orders/{id}`): the sales fields, the order, its payments; or the passengers' edit. */
export function DeskTicketOrderBody({
  order,
  now,
  canManage,
}: {
  order: DeskTicketOrder;
  now: number;
  canManage: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const t = useTranslations('atsDesk.sheet');
  if (editing) return <TicketOrderEdit order={order} onDone={() => setEditing(false)} />;
  return (
    <div className="space-y-6">
      <AtsSales order={order} canManage={canManage} />
      <TicketOrderView
        order={order}
        now={now}
        onEdit={() => setEditing(true)}
        created={
          order.created_by
            ? t('entered', { creator: order.created_by.name, date: formatDateTime(order.created_at) })
            : undefined
        }
      />
      <TicketPayments order={order} />
    </div>
  );
}

/** The sales fields: PNR, carrier, issue date, transaction, source, seller (flagged when not linked), the amounts and the properties. */
function AtsSales({ order, canManage }: { order: DeskTicketOrder; canManage: boolean }) {
  const t = useTranslations('atsDesk.sheet');
  const list = useTranslations('atsDesk.list');
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  const rows: [string, ReactNode, string][] = [
    [t('pnr'), order.pnr ? <Identifier>{order.pnr}</Identifier> : '—', 'pnr'],
    [t('carrier'), order.carrier ?? '—', 'carrier'],
    [t('issueDate'), order.issue_date ? formatCalendarDate(order.issue_date) : '—', 'issue-date'],
    [t('transaction'), list(`transaction.${order.transaction_type}`), 'transaction'],
    [t('source'), list(`source.${order.source}`), 'source'],
    [
      t('seller'),
      <>
        {order.owner.name} {order.seller_linked ? null : <NotLinkedFlag />}
      </>,
      'seller',
    ],
    [t('fare'), money(order.fare), 'fare'],
    [t('taxes'), money(order.taxes), 'taxes'],
    [t('fee'), money(order.fee), 'fee'],
    [t('commission'), money(order.commission), 'commission'],
    [t('total'), money(order.total), 'total'],
    [list('balance'), money(order.balance), 'balance'],
    [t('properties'), order.properties.length ? order.properties.map((p) => p.name).join(', ') : '—', 'properties'],
  ];
  return (
    <Section title={t('sales')} id="ats-order-sales">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="ats-order-sales">
        {rows.map(([label, value, key]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd data-testid={`ats-sales-${key}`} className="text-slate-900 tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {canManage ? (
        <AppLink
          href={`/ats/orders/${order.id}/edit`}
          data-testid="ats-sheet-edit"
          className={buttonClass('secondary')}
        >
          {t('edit')}
        </AppLink>
      ) : null}
    </Section>
  );
}

/** The order's payments as a `card-table`: date, amount in its currency, in EUR, method, payer, status; a link to them on the payments screen. */
function TicketPayments({ order }: { order: DeskTicketOrder }) {
  const t = useTranslations('atsDesk.sheet');
  // A payment's status has one name, the payments screen's (messages/*/atsLists.json).
  const paymentNames = useTranslations('atsLists.payments');
  const locale = useLocale();
  return (
    <Section title={t('payments')} id="ats-order-payments">
      {order.payments.length === 0 ? (
        <p data-testid="ats-order-no-payments" className="text-sm text-slate-600">
          {t('noPayments')}
        </p>
      ) : (
        <table data-testid="ats-order-payments" className="card-table">
          <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
            <tr>
              <th scope="col">{t('paymentColumns.date')}</th>
              <th scope="col">{t('paymentColumns.amount')}</th>
              <th scope="col">{t('paymentColumns.method')}</th>
              <th scope="col">{t('paymentColumns.payer')}</th>
              <th scope="col">{t('paymentColumns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((payment) => (
              <tr key={payment.id} data-testid="ats-order-payment">
                <td className="col-span-2 font-medium tabular-nums">{formatCalendarDate(payment.paid_on)}</td>
                <td data-label={t('paymentColumns.amount')} className="whitespace-nowrap tabular-nums">
                  <span>
                    {payment.currency === 'MDL'
                      ? `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(payment.amount)}\u00a0MDL`
                      : formatPrice(payment.amount, payment.currency, locale)}
                    {payment.currency === order.currency ? null : (
                      <span className="block text-xs text-slate-600">
                        {formatPrice(payment.amount_eur, order.currency, locale)}
                      </span>
                    )}
                  </span>
                </td>
                <td data-label={t('paymentColumns.method')}>{t(`methods.${payment.method}`)}</td>
                <td data-label={t('paymentColumns.payer')} className="break-words">
                  {payment.payer}
                </td>
                <td data-label={t('paymentColumns.status')}>{paymentNames(`status.${payment.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* The payments screen narrowed to this order: where a payment is recorded (the order chosen) and settled. */}
      <AppLink
        href={orderPaymentsPath(order.id)}
        data-testid="ats-order-payments-link"
        className="inline-block text-sm font-medium text-brand-ink hover:underline"
      >
        {t('openPayments')}
      </AppLink>
    </Section>
  );
}
