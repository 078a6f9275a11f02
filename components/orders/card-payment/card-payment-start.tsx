'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format/price';
import { orderPath } from '@/lib/orders/paths';
import { startCardPayment } from '@/lib/hooks/use-card-payment';
import type { OrderStatus } from '@/lib/schemas/order-status';
import { StatusBadge } from '../status-badge';

export interface CardPaymentStartProps {
  order: { id: number; number: string; status: OrderStatus; due: number; payable: boolean };
  /** Where the bank sends the agent back; null when this request's Host is not one we know. */
  returnUrl: string | null;
  /** The name of the agency's enabled gateway the payment goes through; null when there is none for the order's currency. */
  gateway: string | null;
}

/**
 * The amount due and "Pay": asks the backend for a fresh attempt and sends the browser to the
 * bank's page. Nothing is charged here; the bank's page does that once per attempt.
 */
export function CardPaymentStart({ order, returnUrl, gateway }: CardPaymentStartProps) {
  const t = useTranslations('orders.cardPayment');
  const titles = useTranslations('pages.cardPayment');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const pay = async () => {
    if (!returnUrl) return;
    setBusy(true);
    setError(null);
    try {
      const start = await startCardPayment(order.id, returnUrl);
      window.location.assign(start.gateway_url);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="page-title" data-testid="card-payment-start" className="max-w-xl space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {titles('title')}
      </h1>
      <p className="text-slate-700">{t('order', { number: order.number })}</p>
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {t('status')}: <StatusBadge status={order.status} />
        </p>
        <p className="text-slate-700">
          {t('due')}:{' '}
          <span data-testid="card-payment-due" className="text-xl font-bold text-slate-900 tabular-nums">
            {formatPrice(order.due, 'EUR', locale)}
          </span>
        </p>
        {gateway ? (
          <p className="text-sm text-slate-700">
            {t('gateway')}: <strong data-testid="card-payment-gateway">{gateway}</strong>
          </p>
        ) : null}
        {!returnUrl ? (
          <Alert tone="error" title={t('unknownHostTitle')}>
            {t('unknownHost')}
          </Alert>
        ) : order.payable && order.due > 0 && !gateway ? (
          <Alert tone="error" title={t('noGatewayTitle')}>
            {t('noGateway')}
          </Alert>
        ) : order.payable && order.due > 0 ? (
          <Button loading={busy} onClick={() => void pay()}>
            {t('pay', { amount: formatPrice(order.due, 'EUR', locale) })}
          </Button>
        ) : (
          <Alert tone="info">{t('notPayable')}</Alert>
        )}
        <ApiErrorAlert error={error} />
      </div>
      <AppLink href={orderPath(order.id)} className="inline-block font-medium text-brand-ink hover:underline">
        {t('backToOrder')}
      </AppLink>
    </section>
  );
}
