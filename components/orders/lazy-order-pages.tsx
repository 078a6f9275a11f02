'use client';

import dynamic from 'next/dynamic';

// An order's own page (`/orders/{id}`, `/ats/orders/{id}`) shows its list's sheet's content, whose
// code the list loads only when a sheet opens: here too it is a chunk of its own, not in the page's
// first load (docs/performance.md, `npm run check:budget`). next/dynamic, as the desk's view
// (components/ats/orders/lazy-desk-ticket-orders.tsx): rendered on the server within the page's
// HTML (no Suspense boundary of its own, so the HTML is whole without script), its chunk preloaded.

/** The package order's (components/orders/view/order-page.tsx). */
export const LazyOrderPage = dynamic(() => import('./view/order-page').then((module) => module.OrderPage));

/** The flight list's ticket order's (components/flights/orders/ticket-order-page.tsx). */
export const LazyTicketOrderPage = dynamic(() =>
  import('@/components/flights/orders/ticket-order-page').then((module) => module.TicketOrderPage),
);

/** The desk's ticket order's (components/ats/orders/desk-ticket-order-page.tsx). */
export const LazyDeskTicketOrderPage = dynamic(() =>
  import('@/components/ats/orders/desk-ticket-order-page').then((module) => module.DeskTicketOrderPage),
);
