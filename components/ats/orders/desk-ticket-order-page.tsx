'use client';

import { useNow } from '@/lib/hooks/use-now';
import { useDeskTicketOrder } from '@/lib/hooks/use-desk-ticket-order';
import type { DeskTicketOrder } from '@/lib/schemas/ats';
import { DeskTicketOrderBody } from './desk-ticket-order-sheet';

/** The desk's order on its own page (`/ats/orders/{id}` with `ats.read`): the desk's sheet's content, kept fresh by the same read. */
export function DeskTicketOrderPage({
  initial,
  renderedAt,
  canManage,
}: {
  initial: DeskTicketOrder;
  renderedAt: number;
  canManage: boolean;
}) {
  const { data } = useDeskTicketOrder(initial.id, initial);
  const now = useNow(renderedAt);
  return <DeskTicketOrderBody order={data ?? initial} now={now} canManage={canManage} />;
}
