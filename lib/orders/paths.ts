/** The journal's parameter naming the open order: an order opens over the journal, and on its own page (docs/product.md §2). */
export const ORDER_PARAM = 'order';

/** An order in the journal: the journal with nothing filtered (newest first, so the order just made is at the top) and the order open. */
export const orderPath = (orderId: number) => `/orders?${ORDER_PARAM}=${orderId}`;

/** An order on its own page, an address to send a colleague (docs/product.md §2). */
export const orderPagePath = (orderId: number) => `/orders/${orderId}`;

/** The journal's pages as the browser fetches them from the BFF (`ordersListKey` of ./journal-query.ts). */
export const JOURNAL_API_PATH = '/api/orders';
/** The journal pages' SWR keys, for writes that change which orders they list (lib/hooks/use-order-actions.ts, the booking). */
export const isJournalKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${JOURNAL_API_PATH}?`);

export { cardPaymentPath } from '@/lib/shared/card-payment-path';
