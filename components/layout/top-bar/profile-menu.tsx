'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/hooks/use-user';
import { UserAvatar } from '../user-avatar';
import { HeaderDropdown } from './header-dropdown';

const loadPanel = () => import('./profile-panel').then((module) => module.ProfilePanel);

/** Profile dropdown (docs/product.md §2): avatar or default icon, name, position, Profile and Logout. */
export function ProfileMenu({ chevron }: { chevron: ReactNode }) {
  const t = useTranslations('shell');
  const { user } = useUser();
  return (
    <HeaderDropdown
      testId="profile-menu"
      label={t('profileMenu', { name: user.name })}
      panelClassName="w-72"
      loadPanel={loadPanel}
      trigger={
        <>
          <UserAvatar src={user.avatar} alt="" size="sm" />
          <span className="hidden max-w-40 min-w-0 text-left leading-tight lg:block">
            <span data-testid="user-name" className="block truncate text-sm font-semibold">
              {user.name}
            </span>
            <span className="block truncate text-xs">{user.position}</span>
          </span>
          <span className="hidden opacity-80 lg:block">{chevron}</span>
        </>
      }
    />
  );
}
