/** The card-payment page of an order: where the bank sends the agent back (`?payment=` is the bank's). */
export const cardPaymentPath = (orderId: number) => `/orders/card-payment/${orderId}`;
