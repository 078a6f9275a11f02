'use client';

import { useOrder } from '@/lib/hooks/use-order';
import type { Order } from '@/lib/schemas/orders';
import { OrderBody } from './order-body';

/** An order on its own page (`/orders/{id}`): the side sheet's content, kept fresh by the same read. */
export function OrderPage({ initial }: { initial: Order }) {
  const { data } = useOrder(initial.id, initial);
  return <OrderBody order={data ?? initial} />;
}
