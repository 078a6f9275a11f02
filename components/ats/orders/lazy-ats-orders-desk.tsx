'use client';

import { lazy, Suspense } from 'react';
import type { AtsOrdersDeskProps } from './ats-orders-desk';

// The desk's view in a chunk of its own (docs/performance.md "One page, two views"): Turbopack puts
// every client component that a page's server code imports into the page's first-load chunk,
// rendered or not, so a static import here would load the desk's code for every role at
// `/ats/orders`. The import starts when this module runs, i.e. when the server's answer names this
// component (the desk's roles only), so the chunk is on its way before hydration reaches it.
const desk = import('./ats-orders-desk');
const AtsOrdersDesk = lazy(() => desk.then((module) => ({ default: module.AtsOrdersDesk })));

/** The ticket desk's `/ats/orders` (components/ats/orders/ats-orders-desk.tsx), its code loaded apart. */
export function LazyAtsOrdersDesk(props: AtsOrdersDeskProps) {
  // The server renders the desk into the HTML; until its chunk has come the browser keeps that HTML.
  return (
    <Suspense fallback={null}>
      <AtsOrdersDesk {...props} />
    </Suspense>
  );
}
