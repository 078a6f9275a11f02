'use client';

import { lazy } from 'react';

// An order's own page (`/orders/{id}`, `/ats/orders/{id}`) shows its list's sheet's content, whose
// code the list loads only when a sheet opens: here too it is a chunk of its own, fetched when the
// page hydrates, not in the page's first load (docs/performance.md, `npm run check:budget`). It is
// rendered on the server within the page's HTML: no Suspense boundary of its own, so the HTML is
// whole without script.

/** The package order's (components/orders/view/order-page.tsx). */
export const LazyOrderPage = lazy(() => import('./view/order-page').then((module) => ({ default: module.OrderPage })));

/** The flight list's ticket order's (components/flights/orders/ticket-order-page.tsx). */
export const LazyTicketOrderPage = lazy(() =>
  import('@/components/flights/orders/ticket-order-page').then((module) => ({ default: module.TicketOrderPage })),
);

/** The desk's ticket order's (components/ats/orders/desk-ticket-order-page.tsx). */
export const LazyDeskTicketOrderPage = lazy(() =>
  import('@/components/ats/orders/desk-ticket-order-page').then((module) => ({ default: module.DeskTicketOrderPage })),
);
