'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { SideSheet } from '@/components/ui/side-sheet';
import { buttonClass } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/format/date';
import { numberFormat } from '@/lib/format/number';
import { formatPrice } from '@/lib/format/price';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useCharterDetails } from '@/lib/hooks/use-charter-report';
import { charterFigureText, type CharterFigureKey } from '@/lib/reports/charter-figure-text';
import { countedFigure } from '@/lib/shared/transaction-sign';
import { charterFlightCsvPath } from '@/lib/reports/report-url';
import type { CharterDetails, CharterFlight, CharterTicket } from '@/lib/schemas/reports';
import { Identifier } from '@/components/ui/identifier';

/**
 * A flight's details over the charter report (`?open={id}`, docs/product.md §13): the block's
 * summary (its row's figures) with the CSV export of its orders, then its tickets
 * (order, PNR, passengers with their ticket numbers, seller, total, paid, balance), each
 * expanding to its payments: the flight → ticket → payments links of the drill-down chain.
 */
export function CharterFlightDetails({
  id,
  initial,
  onClose,
}: {
  id: number;
  initial: CharterDetails | null;
  onClose: () => void;
}) {
  const t = useTranslations('reports.charter.details');
  const reports = useTranslations('reports');
  const { data, error, mutate } = useCharterDetails(id, initial);
  const shown = data && data.flight.id === id ? data : undefined;
  return (
    <SideSheet
      titleId="charter-flight-title"
      title={
        shown
          ? t('title', {
              flight: `${shown.flight.flight_number} ${shown.flight.route.name}`,
              date: formatCalendarDate(shown.flight.departure_date),
            })
          : t('tickets')
      }
      closeLabel={t('close')}
      onClose={onClose}
      testId="charter-flight-details"
    >
      {error instanceof ApiRequestError && error.status === 404 ? (
        <p role="status" data-testid="charter-flight-not-found" className="text-slate-700">
          {t('notFound')}
        </p>
      ) : (
        <ApiErrorRetry
          error={error}
          onRetry={() => void mutate()}
          retryLabel={reports('retry')}
          testId="charter-flight-error"
        />
      )}
      {!shown && !error ? (
        <p role="status" className="text-slate-600">
          {reports('loading')}
        </p>
      ) : null}
      {shown ? <Summary key={`summary-${shown.flight.id}`} flight={shown.flight} /> : null}
      {shown ? <Tickets key={shown.flight.id} tickets={shown.tickets} /> : null}
    </SideSheet>
  );
}

/** The block's figures as the report's row shows them, and the download of its orders. */
function Summary({ flight }: { flight: CharterFlight }) {
  const t = useTranslations('reports.charter');
  const reports = useTranslations('reports');
  const locale = useLocale();
  const text = (key: CharterFigureKey) => charterFigureText(flight, key, locale);
  const figures: ReadonlyArray<[key: string, value: string]> = [
    ['seats', text('seats')],
    ['released', text('released')],
    ['sold', text('sold')],
    ['free', text('free')],
    ['loadFactor', text('load_factor')],
    ['seatCost', text('seat_cost')],
    ['revenue', text('revenue')],
    ['blockCost', text('block_cost')],
    ['balance', text('balance')],
    ['releaseDate', `${formatCalendarDate(flight.release_date)} · ${reports(`states.${flight.state}`)}`],
    ['releaseDue', text('release_due')],
    ['releaseCost', text('release_cost')],
  ];
  return (
    <section aria-labelledby="charter-summary-title" className="mb-4 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="charter-summary-title" className="font-semibold text-slate-900">
          {t('details.summary')}
        </h3>
        <a
          href={charterFlightCsvPath(flight.id)}
          download
          data-testid="charter-flight-csv"
          className={buttonClass('secondary')}
        >
          {t('details.exportCsv')}
        </a>
      </div>
      <dl data-testid="charter-flight-summary" className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {figures.map(([key, value]) => (
          <div key={key} data-testid={`summary-${key}`}>
            <dt className="text-xs text-slate-600">{t(`columns.${key}`)}</dt>
            <dd className={`tabular-nums ${key === 'balance' && flight.balance < 0 ? 'text-red-700' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Tickets({ tickets }: { tickets: CharterTicket[] }) {
  const t = useTranslations('reports.charter.details');
  const locale = useLocale();
  const money = (value: number) => formatPrice(value, 'EUR', locale);
  const [open, setOpen] = useState<number | null>(null);
  if (tickets.length === 0)
    return (
      <p role="status" data-testid="charter-no-tickets" className="text-slate-700">
        {t('noTickets')}
      </p>
    );
  return (
    <section aria-labelledby="charter-tickets-title" className="space-y-3">
      <h3 id="charter-tickets-title" className="font-semibold text-slate-900">
        {t('tickets')}
      </h3>
      <ul className="space-y-3">
        {tickets.map((ticket) => {
          const expanded = open === ticket.order_id;
          const panel = `charter-payments-${ticket.order_id}`;
          return (
            <li
              key={ticket.order_id}
              data-testid="charter-ticket"
              data-order-id={ticket.order_id}
              className="rounded-xl border border-slate-200 p-3"
            >
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-xs text-slate-600">{t('number')}</dt>
                  <dd className="font-semibold">
                    <Identifier>{ticket.number}</Identifier>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{t('pnr')}</dt>
                  <dd>{ticket.pnr ? <Identifier>{ticket.pnr}</Identifier> : '—'}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs text-slate-600">{t('passengers')}</dt>
                  <dd>
                    <ul>
                      {ticket.passengers.map((passenger, index) => (
                        <li key={index}>
                          {passenger.name}
                          {passenger.ticket_number ? (
                            <Identifier className="ml-1 text-slate-600 tabular-nums">
                              {passenger.ticket_number}
                            </Identifier>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{t('seller')}</dt>
                  <dd>{ticket.seller}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{t('total')}</dt>
                  <dd data-testid="ticket-total" className="tabular-nums">
                    {money(countedFigure(ticket.transaction_type, ticket.total))}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{t('paid')}</dt>
                  <dd className="tabular-nums">{money(ticket.paid)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">{t('balance')}</dt>
                  <dd
                    data-testid="ticket-balance"
                    className={`tabular-nums ${ticket.balance > 0 ? 'font-semibold text-red-700' : ''}`}
                  >
                    {money(ticket.balance)}
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panel}
                data-testid="ticket-payments-toggle"
                onClick={() => setOpen(expanded ? null : ticket.order_id)}
                className="mt-2 text-sm font-medium text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span aria-hidden="true">{expanded ? '▾ ' : '▸ '}</span>
                {t('showPayments', { number: ticket.number })} ({ticket.payments.length})
              </button>
              {expanded ? <Payments id={panel} ticket={ticket} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Payments({ id, ticket }: { id: string; ticket: CharterTicket }) {
  const t = useTranslations('reports.charter');
  // A payment's status has one name, the payments screen's (messages/*/atsLists.json).
  const paymentNames = useTranslations('atsLists.payments');
  const locale = useLocale();
  const amount = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (ticket.payments.length === 0)
    return (
      <p id={id} className="mt-2 text-sm text-slate-600">
        {t('details.noPayments')}
      </p>
    );
  const d = (key: string) => t(`details.${key}`);
  return (
    <div id={id} className="mt-2">
      <table data-testid="ticket-payments" className="card-table">
        <caption className="sr-only">{t('details.showPayments', { number: ticket.number })}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="sm:text-right">
              {d('amount')}
            </th>
            <th scope="col">{d('currency')}</th>
            <th scope="col" className="sm:text-right">
              {d('eur')}
            </th>
            <th scope="col">{d('method')}</th>
            <th scope="col">{d('date')}</th>
            <th scope="col">{d('status')}</th>
          </tr>
        </thead>
        <tbody>
          {ticket.payments.map((payment) => (
            <tr key={payment.id} data-testid="ticket-payment" data-payment-id={payment.id}>
              <td data-label={d('amount')} className="tabular-nums sm:text-right">
                {amount.format(payment.amount)}
              </td>
              <td data-label={d('currency')}>{payment.currency}</td>
              <td data-label={d('eur')} className="whitespace-nowrap tabular-nums sm:text-right">
                {formatPrice(payment.amount_eur, 'EUR', locale)}
              </td>
              <td data-label={d('method')}>{t(`methods.${payment.method}`)}</td>
              <td data-label={d('date')} className="tabular-nums">
                {formatCalendarDate(payment.paid_on)}
              </td>
              <td data-label={d('status')}>{paymentNames(`status.${payment.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
