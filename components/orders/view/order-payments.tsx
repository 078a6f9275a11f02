import { useLocale, useTranslations } from 'next-intl';
import { TableHead } from '@/components/ui/table-head';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDateTime } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import type { Order } from '@/lib/schemas/orders';

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
          <table className="min-w-full text-sm">
            <TableHead
              className="text-left text-xs text-slate-600"
              cellClassName="py-1 pr-3"
              columns={[{ label: t('date') }, { label: t('amount'), numeric: true }, { label: t('method') }, { label: t('status') }, { label: t('reference') }]}
            />
            <tbody className="divide-y divide-slate-100">
              {order.payments.map((payment) => (
                <tr key={payment.id} data-testid="order-payment" data-status={payment.status}>
                  <td className="py-1 pr-3 tabular-nums">{formatDateTime(payment.created_at)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{money(payment.amount)}</td>
                  <td className="py-1 pr-3">{t(`methods.${payment.method}`)}</td>
                  <td className="py-1 pr-3">{t(`statuses.${payment.status}`)}</td>
                  <td className="py-1 pr-3">{payment.reference ?? '—'}</td>
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
        <dd className="tabular-nums text-slate-900">{money(order.balance.net)}</dd>
        <dt className="text-slate-600">{t('paid')}</dt>
        <dd className="tabular-nums text-slate-900">{money(order.balance.paid)}</dd>
        <dt className="font-semibold text-slate-800">{t('due')}</dt>
        <dd data-testid="balance-due" className="font-semibold tabular-nums text-slate-900">{money(order.balance.due)}</dd>
      </dl>
    </div>
  );
}
