import { useTranslations } from 'next-intl';
import { ORDER_STATUS_TONE, type OrderStatus } from '@/lib/schemas/order-status';

/** An order's status as a translated badge, coloured by its tone (app/globals.css `.status-badge`). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('orders.status');
  const tone = ORDER_STATUS_TONE[status];
  return (
    <span data-testid="order-status" data-status={status} data-tone={tone} className="status-badge">
      {t(status)}
    </span>
  );
}
