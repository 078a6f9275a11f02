'use client';

import { lazy } from 'react';
import { AfterHydration } from '@/components/ui/after-hydration';

// Which notifications are modal, and the queue of them, are fetched after hydration rather than
// with every portal page: the dialogs open only once the page is interactive anyway.
const NotificationModalQueue = lazy(() => import('./notification-modal-queue'));

/** The critical and popup notification modals (notification-modal-queue.tsx), browser only. */
export function NotificationModals() {
  return (
    <AfterHydration>
      <NotificationModalQueue />
    </AfterHydration>
  );
}
