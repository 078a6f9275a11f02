/** The journal's parameter naming the open order: an order opens over the journal (the product has no order route: docs/product.md §2). */
export const ORDER_PARAM = 'order';

/** An order on its own: the journal with nothing filtered and the order open. */
export const orderPath = (orderId: number) => `/orders?${ORDER_PARAM}=${orderId}`;

/** The journal's pages as the browser fetches them from the BFF (`ordersListKey` of ./journal-query.ts). */
export const JOURNAL_API_PATH = '/api/orders';
/** The journal pages' SWR keys, for writes that change which orders they list (lib/hooks/use-order-actions.ts, the booking). */
export const isJournalKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${JOURNAL_API_PATH}?`);

export { cardPaymentPath } from '@/lib/shared/card-payment-path';
