'use client';

import { RouteError } from '@/components/layout/route-error';

/** A portal page's error renders inside the chrome: the top bar and the menu stay usable. */
export default function PortalRouteError({ error }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} inline />;
}
