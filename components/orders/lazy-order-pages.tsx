'use client';

import { lazy, type ComponentProps } from 'react';

// An order's own page (`/orders/{id}`, `/ats/orders/{id}`) shows its list's sheet's content, whose
// code the list loads only when a sheet opens: here too it is a chunk of its own, fetched when the
// page hydrates, not in the page's first load (docs/performance.md, `npm run check:budget`). It is
// rendered on the server within the page's HTML: no Suspense boundary of its own, so the HTML is
// whole without script. The page (a server component) renders these functions, each of which
// renders its lazy component: a lazy component itself is no client reference a server page can use.

const OrderPage = lazy(() => import('./view/order-page').then((module) => ({ default: module.OrderPage })));
const TicketOrderPage = lazy(() =>
  import('@/components/flights/orders/ticket-order-page').then((module) => ({ default: module.TicketOrderPage })),
);
const DeskTicketOrderPage = lazy(() =>
  import('@/components/ats/orders/desk-ticket-order-page').then((module) => ({ default: module.DeskTicketOrderPage })),
);

/** The package order's (components/orders/view/order-page.tsx). */
export function LazyOrderPage(props: ComponentProps<typeof OrderPage>) {
  return <OrderPage {...props} />;
}

/** The flight list's ticket order's (components/flights/orders/ticket-order-page.tsx). */
export function LazyTicketOrderPage(props: ComponentProps<typeof TicketOrderPage>) {
  return <TicketOrderPage {...props} />;
}

/** The desk's ticket order's (components/ats/orders/desk-ticket-order-page.tsx). */
export function LazyDeskTicketOrderPage(props: ComponentProps<typeof DeskTicketOrderPage>) {
  return <DeskTicketOrderPage {...props} />;
}
