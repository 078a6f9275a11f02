import { useTranslations } from 'next-intl';
import type { StatusTone } from '@/lib/schemas/order-status';
import type { TicketOrderStatus } from '@/lib/schemas/list-params';

/** A ticket order's status in the journal's tones: a hold waits (amber), issued tickets are green, the ends grey (a refund too) or red. */
export const TICKET_STATUS_TONE: Readonly<Record<TicketOrderStatus, StatusTone>> = {
  hold: 'warning',
  ticketed: 'success',
  flown: 'neutral',
  cancelled: 'danger',
  expired: 'neutral',
  refunded: 'neutral',
};

export function TicketStatusBadge({ status }: { status: TicketOrderStatus }) {
  const t = useTranslations('flightList.status');
  const tone = TICKET_STATUS_TONE[status];
  return (
    <span data-testid="ticket-status" data-status={status} data-tone={tone} className="status-badge">
      {t(status)}
    </span>
  );
}
