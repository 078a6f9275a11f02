'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { OfferDates, OfferStay } from '@/components/search/offer/offer-facts';
import { OfferFlights } from '@/components/search/offer/offer-flights';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { TableHead } from '@/components/ui/table-head';
import { TableScroll } from '@/components/ui/table-scroll';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { formatCalendarDate, formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { useOrderActions } from '@/lib/hooks/use-order-actions';
import { countryNames } from '@/lib/orders/citizenships';
import { cardPaymentPath } from '@/lib/orders/paths';
import { placeLine } from '@/lib/search/place';
import type { Order } from '@/lib/schemas/orders';
import { PriceBreakdown } from '../price-breakdown';
import { StatusBadge } from '../status-badge';
import { CancelRequestDialog } from './cancel-request-dialog';
import { OrderBaggage } from './order-baggage';
import { OrderDocuments } from './order-documents';
import { OrderPayments } from './order-payments';
import { OrderRules } from './order-rules';
import { Identifier } from '@/components/ui/identifier';

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Everything about one order, and the buttons its `actions` allow (and only those). */
export function OrderView({ order, onEdit }: { order: Order; onEdit: () => void }) {
  const t = useTranslations('orders.view');
  const locale = useLocale();
  const { showApiError, show } = useAlerts();
  const { confirmCharter } = useOrderActions(order.id);
  const [cancelling, setCancelling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A linked order arrives in the server's HTML before its code (loaded lazily): until it runs,
  // the buttons say they cannot be pressed yet rather than swallow a click.
  const ready = useHydrated();
  const { hotel } = order.offer.accommodation;
  const money = (amount: number) => formatPrice(amount, order.price.currency, locale);
  const country = countryNames(locale);

  const confirm = async () => {
    setConfirming(true);
    try {
      await confirmCharter();
      show({ type: 'success', message: t('charterConfirmed', { number: order.number }) });
    } catch (error) {
      showApiError(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div data-testid="order-view" data-order-id={order.id} className="space-y-6">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="text-slate-600">{t('number')}</dt>
        <dd className="font-semibold text-slate-900">
          <Identifier>{order.number}</Identifier>
        </dd>
        <dt className="text-slate-600">{t('status')}</dt>
        <dd>
          <StatusBadge status={order.status} />
        </dd>
        <dt className="text-slate-600">{t('created')}</dt>
        <dd className="text-slate-900 tabular-nums">{formatDateTime(order.created_at)}</dd>
        <dt className="text-slate-600">{t('owner')}</dt>
        <dd className="text-slate-900">{order.owner.name}</dd>
      </dl>

      {order.charter_change ? (
        <div
          data-testid="charter-change"
          role="status"
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-semibold">{t('charterTitle')}</p>
          <p>{order.charter_change.message}</p>
          {order.charter_change.confirmed_at ? (
            <p>{t('charterConfirmedAt', { date: formatDateTime(order.charter_change.confirmed_at) })}</p>
          ) : null}
          {order.actions.charter_confirm ? (
            <Button loading={confirming} disabled={!ready} onClick={() => void confirm()}>
              {t('charterConfirm')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {order.actions.edit || order.actions.cancel || order.actions.pay ? (
        <div data-testid="order-actions" className="flex flex-wrap gap-2">
          {order.actions.pay ? (
            <AppLink href={cardPaymentPath(order.id)} className={buttonClass('primary')}>
              {t('pay')}
            </AppLink>
          ) : null}
          {order.actions.edit ? (
            <Button variant="secondary" disabled={!ready} onClick={onEdit}>
              {t('edit')}
            </Button>
          ) : null}
          {order.actions.cancel ? (
            <Button variant="danger" disabled={!ready} onClick={() => setCancelling(true)}>
              {t('cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}

      <OrderRules orderId={order.id} />

      {order.cancellation ? (
        <p
          data-testid="order-cancellation"
          className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800"
        >
          {order.cancellation.cancelled_at
            ? t('cancelledAt', {
                date: formatDateTime(order.cancellation.cancelled_at),
                penalty: money(order.cancellation.penalty),
              })
            : t('cancellationRequestedAt', { date: formatDateTime(order.cancellation.requested_at) })}{' '}
          {t('cancellationReason', { reason: order.cancellation.reason })}
        </p>
      ) : null}

      <Section title={t('offer')} testId="order-offer">
        <div className="space-y-3 rounded-lg border border-slate-200 p-3">
          <div>
            <p className="font-semibold text-slate-900">
              {hotel.name} {hotel.category}
            </p>
            <p className="text-sm text-slate-600">{placeLine(hotel)}</p>
          </div>
          <OfferDates offer={order.offer} />
          <OfferStay offer={order.offer} />
          <OfferFlights tickets={order.offer.tickets} seats={false} />
          {order.baggage ? <OrderBaggage baggage={order.baggage} /> : null}
          {order.non_refundable ? <p className="text-sm font-medium text-red-700">{t('nonRefundable')}</p> : null}
        </div>
      </Section>

      <Section title={t('tourists')} testId="order-tourists">
        <TableScroll label={t('tourists')}>
          <table data-testid="order-tourists-table" className="card-table">
            <TableHead
              className="text-left text-xs text-slate-600"
              cellClassName=""
              columns={[
                { label: t('tourist.name') },
                { label: t('tourist.birthDate') },
                { label: t('tourist.passport') },
                { label: t('tourist.citizenship') },
              ]}
            />
            <tbody>
              {order.tourists.map((tourist) => (
                <tr key={tourist.id} data-testid="order-tourist">
                  <td className="col-span-2 text-slate-900">
                    {tourist.surname} {tourist.name}
                    <span className="block text-xs text-slate-600">
                      {t(`tourist.kind.${tourist.kind}`)} · {t(`tourist.gender.${tourist.gender}`)}
                    </span>
                  </td>
                  <td data-label={t('tourist.birthDate')} className="tabular-nums">
                    {formatCalendarDate(tourist.birth_date)}
                  </td>
                  <td data-label={t('tourist.passport')} className="tabular-nums">
                    <span>
                      {tourist.passport_number}
                      <span className="block text-xs text-slate-600">
                        {t('tourist.expires', { date: formatCalendarDate(tourist.passport_expiry) })}
                      </span>
                    </span>
                  </td>
                  <td data-label={t('tourist.citizenship')}>
                    <abbr
                      data-testid="tourist-citizenship"
                      data-tooltip={country(tourist.citizenship)}
                      className="tooltip tooltip-end no-underline"
                    >
                      {tourist.citizenship}
                      <span className="sr-only"> ({country(tourist.citizenship)})</span>
                    </abbr>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className="text-sm text-slate-700">
          {t('contact')}: {order.contact.phone} · {order.contact.email}
        </p>
        {order.note ? (
          <p className="text-sm text-slate-700">
            {t('note')}: {order.note}
          </p>
        ) : null}
      </Section>

      <Section title={t('services')} testId="order-services">
        {order.services.length ? (
          <ul className="divide-y divide-slate-100 text-sm">
            {order.services.map((service) => (
              <li key={service.id} className="flex justify-between gap-3 py-1">
                <span className="text-slate-900">
                  {service.name}
                  {service.mandatory ? <span className="ml-2 text-xs text-slate-600">{t('included')}</span> : null}
                </span>
                <span className="text-slate-800 tabular-nums">{money(service.price)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('noServices')}</p>
        )}
      </Section>

      <Section title={t('price')}>
        <PriceBreakdown price={order.price} />
      </Section>

      <Section title={t('payments')} testId="order-payments">
        <OrderPayments order={order} />
      </Section>

      <Section title={t('documents')} testId="order-documents">
        <OrderDocuments order={order} />
      </Section>

      {order.actions.cancel ? (
        <CancelRequestDialog
          orderId={order.id}
          orderNumber={order.number}
          open={cancelling}
          onClose={() => setCancelling(false)}
        />
      ) : null}
    </div>
  );
}
