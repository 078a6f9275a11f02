'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useUser } from '@/lib/hooks/use-user';
import { isModalNotification } from '@/lib/notifications/categories';

// The dialog (Headless UI's Dialog, the message sanitiser) is loaded only when a modal
// notification is pending, not with every portal page.
const NotificationModalDialog = dynamic(() => import('./notification-modal-dialog'), { ssr: false });

/**
 * Unread `critical` and `popup` notifications of the user's latest items, one at a time, on any
 * portal page (SPEC.md §2, §4), critical first. They stay until closed (no timer).
 */
export function NotificationModals() {
  const { user } = useUser();
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());

  const pending = user.notifications.items.filter((n) => !n.was_read && isModalNotification(n) && !closed.has(n.id));
  const current = pending.find((n) => n.category === 'critical') ?? pending[0];
  if (!current) return null;
  return <NotificationModalDialog key={current.id} current={current} onClosed={(id) => setClosed((ids) => new Set(ids).add(id))} />;
}
