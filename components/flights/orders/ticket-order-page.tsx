'use client';

import { useNow } from '@/lib/hooks/use-now';
import { useTicketOrder } from '@/lib/hooks/use-ticket-order';
import type { TicketOrder } from '@/lib/schemas/flights';
import { TicketOrderBody } from './ticket-order-sheet';

/** A ticket order on its own page (`/ats/orders/{id}`): the flight list's sheet's content, kept fresh by the same read. */
export function TicketOrderPage({ initial, renderedAt }: { initial: TicketOrder; renderedAt: number }) {
  const { data } = useTicketOrder(initial.id, initial);
  const now = useNow(renderedAt);
  return <TicketOrderBody order={data ?? initial} now={now} />;
}
