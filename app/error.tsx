'use client';

import { RouteError } from '@/components/layout/route-error';

/** Errors of routes outside the portal's chrome (authentication screens): a full page. */
export default function RootRouteError({ error }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} />;
}
