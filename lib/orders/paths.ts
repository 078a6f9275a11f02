/** The journal's parameter naming the open order: an order opens over the journal (the product has no order route: docs/product.md §2). */
export const ORDER_PARAM = 'order';

/** An order on its own: the journal with nothing filtered and the order open. */
export const orderPath = (orderId: number) => `/orders?${ORDER_PARAM}=${orderId}`;

/** The card-payment page of an order: where the bank sends the agent back (`?payment=` is the bank's). */
export const cardPaymentPath = (orderId: number) => `/orders/card-payment/${orderId}`;
