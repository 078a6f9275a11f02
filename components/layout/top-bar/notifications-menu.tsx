'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/hooks/use-user';
import { HeaderDropdown } from './header-dropdown';
import { CountBadge } from './header-parts';

const loadPanel = () => import('./notifications-panel').then((module) => module.NotificationsPanel);

/** Notifications dropdown (docs/product.md §2): the latest items from the user, the unread count, Show all; `icon` from the server. */
export function NotificationsMenu({ icon }: { icon: ReactNode }) {
  const t = useTranslations('shell');
  const { user } = useUser();
  const { unread } = user.notifications;
  return (
    <HeaderDropdown
      testId="notifications-menu"
      label={unread > 0 ? `${t('notifications')}: ${t('notificationsUnread', { count: unread })}` : t('notifications')}
      panelClassName="w-96"
      loadPanel={loadPanel}
      trigger={
        <>
          {icon}
          <CountBadge count={unread} testId="notifications-badge" />
        </>
      }
    />
  );
}
