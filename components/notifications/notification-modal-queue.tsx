'use client';

import { lazy, Suspense, useState } from 'react';
import { useUser } from '@/lib/hooks/use-user';
import { isModalNotification } from '@/lib/notifications/categories';

// The dialog (Headless UI's Dialog, the message sanitiser) is loaded only when a modal
// notification is pending, not with every portal page; React's lazy rather than next/dynamic,
// whose loader code would be in every portal page's first load.
const NotificationModalDialog = lazy(() => import('./notification-modal-dialog'));

/**
 * Unread `critical` and `popup` notifications of the user's latest items, one at a time, on any
 * portal page (docs/product.md §2, §4), critical first. They stay until closed (no timer).
 */
export default function NotificationModalQueue() {
  const { user } = useUser();
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());

  const pending = user.notifications.items.filter((n) => !n.was_read && isModalNotification(n) && !closed.has(n.id));
  const current = pending.find((n) => n.category === 'critical') ?? pending[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <NotificationModalDialog
        key={current.id}
        current={current}
        onClosed={(id) => setClosed((ids) => new Set(ids).add(id))}
      />
    </Suspense>
  );
}
