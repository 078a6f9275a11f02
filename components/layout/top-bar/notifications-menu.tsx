'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/hooks/use-user';
import { HeaderDropdown } from './header-dropdown';
import { CountBadge } from './header-parts';

/**
 * Notifications dropdown (docs/product.md §2): the latest items from the user, the unread count,
 * Show all; `icon` from the server. A client component for its button: the count in its name and
 * badge follows the user (a notification read goes down at once).
 */
export function NotificationsMenu({ icon }: { icon: ReactNode }) {
  const t = useTranslations('shell');
  const { unread } = useUser().user.notifications;
  return (
    <HeaderDropdown
      testId="notifications-menu"
      label={unread > 0 ? `${t('notifications')}: ${t('notificationsUnread', { count: unread })}` : t('notifications')}
      panelClassName="w-96"
      panel="notifications"
      trigger={
        <>
          {icon}
          <CountBadge count={unread} testId="notifications-badge" />
        </>
      }
    />
  );
}
