'use client';

import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * Children rendered in the browser only, from hydration on, in their own Suspense boundary: for
 * lazily loaded parts that show nothing until something happens, fetched after the first load.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
