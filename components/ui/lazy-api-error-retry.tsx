'use client';

import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { ApiErrorRetry } from './api-error-alert';

const load = () => import('./api-error-alert');
const Retry = lazy(() => load().then((module) => ({ default: module.ApiErrorRetry })));

/**
 * ApiErrorRetry for a page that opens with its data (the journals): the alert's code is not
 * first-load code there. It is fetched once the hydrated page is idle (lib/when-idle.ts), so a
 * later failed load (offline too) shows its alert at once; one before that waits for the chunk.
 */
export function LazyApiErrorRetry(props: ComponentProps<typeof ApiErrorRetry>) {
  useEffect(() => whenIdle(() => void load()), []);
  return props.error ? (
    <Suspense fallback={null}>
      <Retry {...props} />
    </Suspense>
  ) : null;
}
