import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import { formatPrice } from '@/lib/format/price';
import { cardPaymentPath, orderPath } from '@/lib/orders/paths';
import { PAYABLE_STATUSES } from '@/lib/schemas/order-status';
import type { CardPaymentResult as Result } from '@/lib/backend/orders';
import { StatusBadge } from '../status-badge';

const TONE = { succeeded: 'success', declined: 'error', timed_out: 'error', pending: 'info' } as const;

/**
 * What the bank answered, read back from the backend (reloading or going back only reads it again):
 * the outcome with its reference, the order's new balance and status, and the ways on.
 */
export function CardPaymentResult({
  orderId,
  orderNumber,
  result,
}: {
  orderId: number;
  orderNumber: string;
  result: Result;
}) {
  const t = useTranslations('orders.cardPayment');
  const titles = useTranslations('pages.cardPayment');
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, result.balance.currency, locale);
  const { payment, balance } = result;
  const canPayAgain = balance.due > 0 && PAYABLE_STATUSES.includes(result.status);
  return (
    <section
      aria-labelledby="page-title"
      data-testid="card-payment-result"
      data-outcome={payment.status}
      className="max-w-xl space-y-4"
    >
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {titles('title')}
      </h1>
      <p className="text-slate-700">{t('order', { number: orderNumber })}</p>
      <Alert tone={TONE[payment.status]} title={t(`outcome.${payment.status}`, { amount: money(payment.amount) })}>
        {payment.reference ? t('reference', { reference: payment.reference }) : null}
      </Alert>
      <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {t('status')}: <StatusBadge status={result.status} />
        </p>
        <dl data-testid="card-payment-balance" className="grid grid-cols-[auto_auto] justify-start gap-x-4 text-sm">
          <dt className="text-slate-600">{t('net')}</dt>
          <dd className="tabular-nums">{money(balance.net)}</dd>
          <dt className="text-slate-600">{t('paid')}</dt>
          <dd className="tabular-nums">{money(balance.paid)}</dd>
          <dt className="font-semibold text-slate-800">{t('due')}</dt>
          <dd data-testid="card-payment-due" className="font-semibold tabular-nums">
            {money(balance.due)}
          </dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <AppLink href={orderPath(orderId)} className={buttonClass('secondary')}>
          {t('backToOrder')}
        </AppLink>
        {canPayAgain ? (
          <AppLink href={cardPaymentPath(orderId)} className={buttonClass('primary')}>
            {t('payAgain')}
          </AppLink>
        ) : null}
      </div>
    </section>
  );
}
