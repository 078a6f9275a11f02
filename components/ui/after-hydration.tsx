'use client';

import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * Children rendered in the browser only, from the first idle moment after hydration on, in their
 * own Suspense boundary: for lazily loaded parts that show nothing until something happens,
 * fetched after the first load (lib/when-idle.ts says why not during hydration).
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
