'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { DocumentDownloads } from '@/components/ui/document-downloads';
import { Select } from '@/components/ui/select';
import { SideSheet } from '@/components/ui/side-sheet';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useTicketOrder } from '@/lib/hooks/use-ticket-order';
import { downloadTicketDocument } from '@/lib/flights/ticket-documents';
import { formatCalendarDate, formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { defaultLocale, isLocale, localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { TICKET_DOCUMENT_KINDS } from '@/lib/schemas/list-params';
import type { TicketOrder } from '@/lib/schemas/flights';
import { FareRules } from '@/components/flights/fare-rules';
import { OpenAsPageLink } from '@/components/ui/open-as-page-link';
import { ticketOrderPagePath } from '@/lib/flights/ticket-order-path';
import { FlightItinerary } from '@/components/flights/flight-itinerary';
import { TicketOrderCancel } from './ticket-order-cancel';
import { TicketDeadline } from './ticket-deadline';
import { TicketStatusBadge } from './ticket-status-badge';
import { Identifier } from '@/components/ui/identifier';

// The passengers' edit form (tourist fields, masks, validation) only when the agent presses Edit.
const TicketOrderEdit = dynamic(() => import('./ticket-order-edit').then((module) => module.TicketOrderEdit), {
  loading: () => <div aria-busy="true" className="h-40" />,
});

export interface TicketOrderSheetProps {
  id: number;
  initial: TicketOrder | null;
  onClose: () => void;
  /** The list's clock for the deadline. */
  now: number;
}

/** The ticket order the URL names (`/ats/orders?order={id}`) in a side sheet over the flight list. */
export function TicketOrderSheet({ id, initial, onClose, now }: TicketOrderSheetProps) {
  const { data, error, mutate } = useTicketOrder(id, initial);
  return (
    <TicketOrderSheetFrame
      id={id}
      order={data}
      error={error}
      onRetry={() => void mutate()}
      onClose={onClose}
      testId="flight-order-sheet"
    >
      {(order) => <TicketOrderBody key={order.id} order={order} now={now} />}
    </TicketOrderSheetFrame>
  );
}

export interface TicketOrderSheetFrameProps<T extends TicketOrder> {
  id: number;
  /** The order as read; shown once it is the one the URL names. */
  order: T | undefined;
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
  testId: string;
  children: (order: T) => ReactNode;
}

/** A ticket order's side sheet (the flight list's, the ticket desk's): its title and status, "not found", the read's error and loading. */
export function TicketOrderSheetFrame<T extends TicketOrder>({
  id,
  order,
  error,
  onRetry,
  onClose,
  testId,
  children,
}: TicketOrderSheetFrameProps<T>) {
  const t = useTranslations('flightList.sheet');
  const shown = order && order.id === id ? order : undefined;
  return (
    <SideSheet
      titleId="flight-order-title"
      title={shown ? t('title', { number: shown.number }) : t('loadingTitle')}
      badge={shown ? <TicketStatusBadge status={shown.status} /> : null}
      closeLabel={t('close')}
      onClose={onClose}
      testId={testId}
    >
      {error instanceof ApiRequestError && error.status === 404 ? (
        <p role="status" data-testid="flight-order-not-found" className="text-slate-700">
          {t('notFound')}
        </p>
      ) : (
        <ApiErrorRetry error={error} onRetry={onRetry} retryLabel={t('retry')} testId="flight-order-error" />
      )}
      {!shown && !error ? (
        <p role="status" className="text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {shown ? <OpenAsPageLink href={ticketOrderPagePath(shown.id)} /> : null}
      {shown ? children(shown) : null}
    </SideSheet>
  );
}

/** A ticket order's content, in the flight list's sheet and on its own page (`/ats/orders/{id}`): the view, or the passengers' edit. */
export function TicketOrderBody({ order, now }: { order: TicketOrder; now: number }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <TicketOrderEdit order={order} onDone={() => setEditing(false)} />;
  return <TicketOrderView order={order} now={now} onEdit={() => setEditing(true)} />;
}

/** A titled part of an order's sheet. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The order read-only: what it is, when things are due, the flights, the passengers, the money, the
 * documents and what may be done. `created` replaces the "booked by" line (the desk's manual order
 * says who entered it, docs/product.md §12).
 */
export function TicketOrderView({
  order,
  now,
  onEdit,
  created,
}: {
  order: TicketOrder;
  now: number;
  onEdit: () => void;
  created?: string;
}) {
  const t = useTranslations('flightList.sheet');
  const types = useTranslations('flightList.type');
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  const locked = order.locks.passport || order.locks.dates;

  return (
    <div className="space-y-6" data-testid="flight-order-view">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{types(order.flight_type)}</dt>
          <dd className="text-slate-900">{t(`trip.${order.trip}`)}</dd>
          {order.payment_deadline && order.status === 'hold' ? (
            <>
              <dt className="text-slate-600">{t('paymentDeadline')}</dt>
              <dd className="text-slate-900 tabular-nums">{formatDateTime(order.payment_deadline)}</dd>
            </>
          ) : null}
          {order.ticketing_at ? (
            <>
              <dt className="text-slate-600">{t('ticketingAt')}</dt>
              <dd className="text-slate-900 tabular-nums">{formatDateTime(order.ticketing_at)}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">{t('checkInCloses')}</dt>
          <dd className="text-slate-900 tabular-nums">{formatDateTime(order.check_in_closes_at)}</dd>
        </dl>
        <div className="sm:text-right">
          <TicketDeadline deadline={order.deadline} now={now} />
        </div>
      </div>
      <p data-testid="flight-order-created" className="text-xs text-slate-600">
        {created ?? t('created', { date: formatDateTime(order.created_at), owner: order.owner.name })}
      </p>

      {locked && order.locks.reason ? (
        <p data-testid="flight-order-locks" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {order.locks.reason}
        </p>
      ) : null}

      <Section title={t('flights')} id="flight-order-flights">
        <FlightItinerary segments={order.segments} seats={false} />
      </Section>

      <Section title={t('rules')} id="flight-order-rules">
        <FareRules rules={order.rules} flightType={order.flight_type} heading={false} />
      </Section>

      <Section title={t('passengers')} id="flight-order-passengers">
        <TicketOrderPassengers order={order} />
      </Section>

      <Section title={t('price')} id="flight-order-price">
        <dl className="grid max-w-xs grid-cols-[1fr_auto] gap-x-3 text-sm tabular-nums">
          <dt className="text-slate-600">{t('total')}</dt>
          <dd className="text-right font-semibold text-slate-900">{money(order.total)}</dd>
          <dt className="text-slate-600">{t('paid')}</dt>
          <dd className="text-right text-slate-900">{money(order.paid)}</dd>
          <dt className="text-slate-600">{t('due')}</dt>
          <dd className={`text-right ${order.due > 0 ? 'font-semibold text-red-700' : 'text-slate-900'}`}>
            {money(order.due)}
          </dd>
        </dl>
        {order.cancellation ? (
          <p data-testid="flight-order-cancellation" className="text-sm text-slate-700">
            {t('cancelled', {
              date: formatDateTime(order.cancellation.cancelled_at),
              penalty: money(order.cancellation.penalty),
              refund: money(order.cancellation.refund),
            })}
          </p>
        ) : null}
      </Section>

      <Section title={t('buyer')} id="flight-order-buyer">
        <p className="text-sm text-slate-900">
          {order.buyer.name} · <Identifier>{order.buyer.phone}</Identifier> ·{' '}
          <Identifier>{order.buyer.email}</Identifier>
        </p>
      </Section>

      <Section title={t('documents')} id="flight-order-documents">
        <TicketDocuments order={order} />
      </Section>

      <TicketOrderActions order={order} onEdit={onEdit} />
    </div>
  );
}

/**
 * The e-ticket and the itinerary receipt (docs/product.md §11 "Documents"), printed in the language
 * picked here: the interface's until the user picks another.
 */
function TicketDocuments({ order }: { order: TicketOrder }) {
  const t = useTranslations('flightList.sheet');
  const current = useLocale();
  const [language, setLanguage] = useState<Locale>(isLocale(current) ? current : defaultLocale);
  return (
    <>
      <Select
        id={`documents-language-${order.id}`}
        label={t('documentsLanguage')}
        value={language}
        onChange={(event) => setLanguage(isLocale(event.target.value) ? event.target.value : language)}
        options={locales.map((locale) => ({ value: locale, label: localeNames[locale] }))}
        containerClassName="max-w-xs"
      />
      <DocumentDownloads
        ownerId={order.id}
        kinds={TICKET_DOCUMENT_KINDS}
        documents={order.documents}
        download={(kind) => downloadTicketDocument(order.id, kind, language)}
        label={(kind) => t(`documentKinds.${kind}`)}
        missingReason={(kind) => t('notIssued', { kind })}
      />
    </>
  );
}

/** Edit and cancel as the order allows; when it may not be cancelled, why (a regular fare is non-refundable). */
function TicketOrderActions({ order, onEdit }: { order: TicketOrder; onEdit: () => void }) {
  const t = useTranslations('flightList.sheet');
  const why =
    order.actions.cancel || (order.status !== 'hold' && order.status !== 'ticketed')
      ? null
      : order.flight_type === 'regular'
        ? t('noCancelRegular')
        : t('noCancelTicketed');
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        {order.actions.edit ? (
          <Button variant="secondary" onClick={onEdit}>
            {t('edit')}
          </Button>
        ) : null}
        {order.actions.cancel ? <TicketOrderCancel order={order} /> : null}
      </div>
      {why ? (
        <p data-testid="flight-order-no-cancel" className="text-sm text-slate-700">
          {why}
        </p>
      ) : null}
    </div>
  );
}

/** The passengers as a `card-table`; with a regular ticket issued, the locked values carry a lock mark. */
function TicketOrderPassengers({ order }: { order: TicketOrder }) {
  const t = useTranslations('flightList.sheet');
  const kinds = useTranslations('flightList.sheet.kinds');
  const lock = order.locks.passport ? <LockMark label={t('lockedMark')} /> : null;
  return (
    <table data-testid="flight-order-passenger-table" className="card-table">
      <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
        <tr>
          <th scope="col">{t('passengerColumns.name')}</th>
          <th scope="col">{t('passengerColumns.birthDate')}</th>
          <th scope="col">{t('passengerColumns.document')}</th>
          <th scope="col">{t('passengerColumns.citizenship')}</th>
          <th scope="col">{t('passengerColumns.ticket')}</th>
        </tr>
      </thead>
      <tbody>
        {order.passengers.map((passenger) => (
          <tr key={passenger.id} data-testid="flight-order-passenger">
            <td className="col-span-2">
              <span className="font-medium text-slate-900">
                {passenger.surname} {passenger.name}
              </span>
              {lock}
              <span className="block text-xs text-slate-600">{kinds(passenger.kind)}</span>
            </td>
            <td data-label={t('passengerColumns.birthDate')} className="tabular-nums">
              <span>
                {formatCalendarDate(passenger.birth_date)}
                {lock}
              </span>
            </td>
            <td data-label={t('passengerColumns.document')}>
              <span>
                {passenger.passport_number}
                <span className="block text-xs text-slate-600">
                  {t('validUntil', { date: formatCalendarDate(passenger.passport_expiry) })}
                </span>
              </span>
            </td>
            <td data-label={t('passengerColumns.citizenship')}>{passenger.citizenship}</td>
            <td data-label={t('passengerColumns.ticket')} className="tabular-nums">
              {passenger.ticket_number ?? <span className="text-slate-600">{t('noTicket')}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A padlock after a value that cannot change; its name for screen readers, its tooltip for the pointer. */
function LockMark({ label }: { label: string }) {
  return (
    <span
      data-testid="lock-mark"
      role="img"
      aria-label={label}
      data-tooltip={label}
      className="tooltip ml-1 inline-block align-baseline text-amber-800"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="inline h-3.5 w-3.5 fill-current">
        <path d="M4.5 7V5a3.5 3.5 0 1 1 7 0v2h.5A1 1 0 0 1 13 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5Zm1.5 0h4V5a2 2 0 1 0-4 0v2Z" />
      </svg>
    </span>
  );
}
