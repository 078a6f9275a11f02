import { useLocale, useTranslations } from 'next-intl';
import { TableHead } from '@/components/ui/table-head';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import type { Order } from '@/lib/schemas/orders';
import { Identifier } from '@/components/ui/identifier';

/** The order's payments and its balance: net, paid, due. */
export function OrderPayments({ order }: { order: Pick<Order, 'payments' | 'balance'> }) {
  const t = useTranslations('orders.payments');
  const tView = useTranslations('orders.view');
  const locale = useLocale();
  const money = (amount: number) => formatPrice(amount, order.balance.currency, locale);
  return (
    <div className="space-y-3">
      {order.payments.length ? (
        <TableScroll label={tView('payments')}>
          <table data-testid="order-payments-table" className="card-table">
            <TableHead
              className="text-left text-xs text-slate-600"
              cellClassName=""
              columns={[
                { label: t('date') },
                { label: t('amount'), numeric: true },
                { label: t('method') },
                { label: t('status') },
                { label: t('reference') },
              ]}
            />
            <tbody>
              {order.payments.map((payment) => (
                <tr key={payment.id} data-testid="order-payment" data-status={payment.status}>
                  <td data-label={t('date')} className="tabular-nums">
                    {formatDateTime(payment.created_at)}
                  </td>
                  <td data-label={t('amount')} className="tabular-nums sm:text-right sm:whitespace-nowrap">
                    {money(payment.amount)}
                  </td>
                  <td data-label={t('method')}>{t(`methods.${payment.method}`)}</td>
                  <td data-label={t('status')}>{t(`statuses.${payment.status}`)}</td>
                  <td data-label={t('reference')}>
                    {payment.reference ? <Identifier>{payment.reference}</Identifier> : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p className="text-sm text-slate-600">{t('none')}</p>
      )}
      <dl data-testid="order-balance" className="grid grid-cols-[auto_auto] justify-start gap-x-4 text-sm">
        <dt className="text-slate-600">{t('net')}</dt>
        <dd className="text-slate-900 tabular-nums">{money(order.balance.net)}</dd>
        <dt className="text-slate-600">{t('paid')}</dt>
        <dd className="text-slate-900 tabular-nums">{money(order.balance.paid)}</dd>
        {order.balance.refund > 0 ? (
          <>
            <dt className="font-semibold text-slate-800">{t('refund')}</dt>
            <dd data-testid="balance-refund" className="font-semibold text-slate-900 tabular-nums">
              {money(order.balance.refund)}
            </dd>
          </>
        ) : (
          <>
            <dt className="font-semibold text-slate-800">{t('due')}</dt>
            <dd data-testid="balance-due" className="font-semibold text-slate-900 tabular-nums">
              {money(order.balance.due)}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
