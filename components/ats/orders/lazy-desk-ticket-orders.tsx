'use client';

import dynamic from 'next/dynamic';

// The desk's view in a chunk of its own (docs/performance.md "One page, two views"): Turbopack puts
// every client component that a page's server code imports into the page's first-load chunk,
// rendered or not, so a static import here would load the desk's code for every role at
// `/ats/orders`. next/dynamic renders it on the server within the page's HTML (no Suspense boundary
// of its own, so the HTML is whole without script) and preloads its chunk for the desk's roles only.

/** The ticket desk's `/ats/orders` (components/ats/orders/desk-ticket-orders.tsx), its code loaded apart. */
export const LazyDeskTicketOrders = dynamic(() =>
  import('./desk-ticket-orders').then((module) => module.DeskTicketOrders),
);
