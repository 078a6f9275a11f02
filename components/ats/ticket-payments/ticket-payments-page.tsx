'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { actionsHeader } from '@/components/ui/card-table';
import { Button, buttonClass } from '@/components/ui/button';
import { SortHeader } from '@/components/ui/sort-header';
import { TICKET_PAYMENTS_LIST, readAtsSort, type AtsListQuery, type TicketPaymentFilter } from '@/lib/ats/list-query';
import { ticketOrderPath } from '@/lib/flights/ticket-order-path';
import { formatCalendarDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { formatRate } from '@/lib/format/number';
import {
  useTicketPaymentActions,
  useTicketPaymentsPage,
  type TicketPaymentsPage,
} from '@/lib/hooks/use-ticket-payments';
import type { PaymentStatus } from '@/lib/schemas/ats-constants';
import type { TicketPayment } from '@/lib/schemas/ats';
import { AtsListFrame } from '../ats-list-frame';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { useAnnouncedWrite } from '../use-announced-write';
import { useAtsListUrl } from '../use-ats-list-url';
import { Identifier } from '@/components/ui/identifier';

// The record/edit dialog (the order combobox, the create info, the form) only when opened.
const loadDialog = () => import('./ticket-payment-dialog');
const TicketPaymentDialog = lazy(() => loadDialog().then((module) => ({ default: module.TicketPaymentDialog })));

export interface TicketPaymentsPageProps {
  /** The URL's query as the server read it, by the list's schema (lib/read-query.ts). */
  query: AtsListQuery<TicketPaymentFilter>;
  initialKey: string;
  initial: TicketPaymentsPage;
  /** `ats.manage`: record, edit and the status steps. */
  canManage: boolean;
  heading: ReactNode;
  /** The filter form, rendered on the server (ticket-payment-filter-form.tsx) for the URL it rendered. */
  filters: ReactNode;
}

/** A payment's status in the lists' tones: recorded amber, settled blue, reconciled green. */
export const TICKET_PAYMENT_STATUS_TONE: Readonly<Record<PaymentStatus, string>> = {
  new: 'warning',
  settled: 'info',
  reconciled: 'success',
};

type Dialog = { kind: 'record' } | { kind: 'edit'; id: number };

/**
 * The payments `/ats/orders-payments` (docs/product.md §12 "Screens"): money received against
 * ticket orders with each order's total, paid and balance, filtered, sorted and paged in the URL
 * (`?order_id=` narrows to one order). The ATS manager records and edits payments and moves them
 * one status forward; every change revalidates whatever shows the order's balance.
 */
export function TicketPaymentsPage({
  query: urlQuery,
  initialKey,
  initial,
  canManage,
  heading,
  filters,
}: TicketPaymentsPageProps) {
  const t = useTranslations('atsLists.payments');
  const locale = useLocale();
  const { query, top, href, submitFilters, pageHref, sortHref, sortBy, toPage } = useAtsListUrl(
    TICKET_PAYMENTS_LIST,
    urlQuery,
  );
  const list = useTicketPaymentsPage(query, initialKey, initial);
  const { setPaymentStatus } = useTicketPaymentActions();
  const announce = useAnnouncedWrite();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [step, setStep] = useState<TicketPayment | null>(null);
  const sort = readAtsSort(TICKET_PAYMENTS_LIST, query.sort);
  const next = step?.actions.next ?? null;
  const { order_id: orderId, ...otherFilters } = query.filters;

  const confirmStep = async () => {
    if (step && next)
      await announce(
        () => setPaymentStatus(step.id, next),
        () => t(`step.${next}.done`, { order: step.order.number, amount: formatPrice(step.amount_eur, 'EUR', locale) }),
      );
  };

  return (
    <section ref={top} aria-labelledby="page-title" className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        {canManage ? (
          <Button
            onClick={() => setDialog({ kind: 'record' })}
            onPointerEnter={() => void loadDialog()}
            data-testid="payment-record"
          >
            {t('record')}
          </Button>
        ) : null}
      </div>
      {orderId ? (
        <p data-testid="payments-of-order" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('ofOrder', { number: list.data?.data[0]?.order.number ?? orderId })}
          <AppLink href={href({ filters: otherFilters, sort: query.sort, page: 1 })} className={buttonClass('ghost')}>
            {t('allOrders')}
          </AppLink>
        </p>
      ) : null}
      <div onSubmit={submitFilters}>{filters}</div>
      <AtsListFrame
        messages="atsLists.payments"
        testId="payments"
        list={list}
        page={query.page}
        onPage={toPage}
        pageHref={pageHref}
        head={
          <>
            <th scope="col">{t('columns.order')}</th>
            <SortHeader column="amount_eur" sort={sort} onSort={sortBy} href={sortHref}>
              {t('columns.amount')}
            </SortHeader>
            <th scope="col">{t('columns.method')}</th>
            <SortHeader column="paid_on" sort={sort} onSort={sortBy} href={sortHref}>
              {t('columns.paidOn')}
            </SortHeader>
            <th scope="col">{t('columns.payer')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.balance')}</th>
            {canManage ? actionsHeader(t('columns.actions')) : null}
          </>
        }
      >
        {(list.data?.data ?? []).map((payment) => (
          <OrderPaymentRow
            key={payment.id}
            payment={payment}
            canManage={canManage}
            onEdit={() => setDialog({ kind: 'edit', id: payment.id })}
            onStep={() => setStep(payment)}
          />
        ))}
      </AtsListFrame>
      {dialog ? (
        <Suspense fallback={null}>
          <TicketPaymentDialog
            paymentId={dialog.kind === 'edit' ? dialog.id : null}
            orderId={dialog.kind === 'record' && orderId ? Number(orderId) : null}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
      <LazyConfirmDialog
        open={step !== null}
        testId="payment-step-confirm"
        tone="primary"
        title={next ? t(`step.${next}.title`) : ''}
        message={
          step && next
            ? t(`step.${next}.message`, {
                order: step.order.number,
                amount: formatPrice(step.amount_eur, 'EUR', locale),
              })
            : ''
        }
        confirmLabel={next ? t(`step.${next}.button`) : ''}
        cancelLabel={t('cancel')}
        onConfirm={confirmStep}
        onClose={() => setStep(null)}
      />
    </section>
  );
}

function OrderPaymentRow({
  payment,
  canManage,
  onEdit,
  onStep,
}: {
  payment: TicketPayment;
  canManage: boolean;
  onEdit: () => void;
  onStep: () => void;
}) {
  const t = useTranslations('atsLists.payments');
  const locale = useLocale();
  const eur = (amount: number) => formatPrice(amount, 'EUR', locale);
  const next = payment.actions.next;
  return (
    <tr
      data-testid="payment-row"
      data-payment-id={payment.id}
      data-status={payment.status}
      data-order-id={payment.order.id}
    >
      <th scope="row" className="col-span-2 text-left font-semibold max-sm:text-base">
        <AppLink href={ticketOrderPath(payment.order.id)} className="text-brand-ink hover:underline">
          <Identifier>{payment.order.number}</Identifier>
        </AppLink>
      </th>
      <td data-label={t('columns.amount')} data-testid="payment-amount" className="tabular-nums">
        {/* One box beside the phone's label: the rate line wraps inside it, within the card. */}
        <div>
          <span className="font-semibold whitespace-nowrap text-slate-900">
            {formatPrice(payment.amount, payment.currency, locale)}
          </span>
          {payment.currency !== 'EUR' ? (
            <span data-testid="payment-rate" className="block text-xs text-slate-600">
              {t('rate', {
                currency: payment.currency,
                rate: formatRate(payment.rate, locale),
                date: formatCalendarDate(payment.rate_date),
              })}{' '}
              · <span className="whitespace-nowrap">{eur(payment.amount_eur)}</span>
            </span>
          ) : null}
        </div>
      </td>
      <td data-label={t('columns.method')}>{t(`method.${payment.method}`)}</td>
      <td data-label={t('columns.paidOn')} className="tabular-nums">
        {formatCalendarDate(payment.paid_on)}
      </td>
      <td data-label={t('columns.payer')} className="break-words">
        {payment.payer}
        {payment.reference ? (
          <Identifier className="block font-mono text-xs text-slate-600">{payment.reference}</Identifier>
        ) : null}
      </td>
      <td data-label={t('columns.status')}>
        <span
          data-testid="payment-status"
          className="status-badge"
          data-tone={TICKET_PAYMENT_STATUS_TONE[payment.status]}
        >
          {t(`status.${payment.status}`)}
        </span>
      </td>
      <td
        data-label={t('columns.balance')}
        data-testid="payment-order-balance"
        className="whitespace-nowrap tabular-nums"
      >
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs sm:justify-end">
          <dt className="text-slate-600">{t('total')}</dt>
          <dd className="text-slate-900">{eur(payment.order.total)}</dd>
          <dt className="text-slate-600">{t('paid')}</dt>
          <dd className="text-slate-800">{eur(payment.order.paid)}</dd>
          <dt className="text-slate-600">{t('balance')}</dt>
          <dd
            data-testid="payment-balance"
            className={payment.order.balance > 0 ? 'font-semibold text-red-700' : 'text-slate-800'}
          >
            {eur(payment.order.balance)}
          </dd>
        </dl>
      </td>
      {canManage ? (
        <td className="col-span-2 sm:text-right">
          <div className="flex flex-wrap justify-end gap-1">
            {payment.actions.edit ? (
              <Button variant="ghost" onClick={onEdit} aria-label={t('editOf', { order: payment.order.number })}>
                {t('edit')}
              </Button>
            ) : null}
            {next ? (
              <Button
                variant="secondary"
                onClick={onStep}
                data-testid={`payment-${next}`}
                aria-label={t(`step.${next}.of`, { order: payment.order.number })}
              >
                {t(`step.${next}.button`)}
              </Button>
            ) : null}
          </div>
        </td>
      ) : null}
    </tr>
  );
}
