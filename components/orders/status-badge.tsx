import { useTranslations } from 'next-intl';
import { ORDER_STATUS_TONE, type OrderStatus } from '@/lib/schemas/order-status';
import { STATUS_TONE_CLASS } from '@/components/ui/status-tone';

/** An order's status as a coloured, translated badge. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders.status');
  const tone = ORDER_STATUS_TONE[status];
  return (
    <span
      data-testid="order-status"
      data-status={status}
      data-tone={tone}
      className={`status-badge ${STATUS_TONE_CLASS[tone]}`}
    >
      {t(status)}
    </span>
  );
}
