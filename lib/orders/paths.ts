/** The journal's parameter naming the open order: an order opens over the journal (the product has no order route: docs/product.md §2). */
export const ORDER_PARAM = 'order';

/** An order on its own: the journal with nothing filtered and the order open. */
export const orderPath = (orderId: number) => `/orders?${ORDER_PARAM}=${orderId}`;

export { cardPaymentPath } from '@/lib/shared/card-payment-path';
