'use client';

import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AppLink } from '@/components/ui/app-link';
import { Spinner } from '@/components/ui/button';
import { useUser } from '@/lib/hooks/use-user';
import { Icon } from '../icons';
import { UserAvatar } from '../user-avatar';
import { useLogout } from '@/lib/hooks/use-auth';
import { CLIENT_LINKS_PATH } from '@/lib/client-links/path';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand disabled:opacity-60';

/** The profile dropdown's panel (./profile-menu.tsx loads it on the first opening): the user, Profile, the client links and Logout. */
export function ProfilePanel({ close }: { close: () => void }) {
  const t = useTranslations('shell');
  const { user } = useUser();
  const { logout, pending, error } = useLogout();
  return (
    <div className="p-2">
      <div className="flex items-center gap-3 px-2 pt-2 pb-3">
        <UserAvatar src={user.avatar} alt={t('avatarAlt', { name: user.name })} size="md" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-sm text-slate-500">{user.position}</p>
        </div>
      </div>
      <div className="border-t border-slate-100 pt-2">
        <AppLink href="/profile" className={itemClass} onClick={close}>
          <Icon name="user" className="size-5 text-slate-400" />
          {t('profile')}
        </AppLink>
        <AppLink href={CLIENT_LINKS_PATH} className={itemClass} onClick={close} data-testid="profile-client-links">
          <Icon name="basket" className="size-5 text-slate-400" />
          {t('clientLinks')}
        </AppLink>
        <button
          type="button"
          className={itemClass}
          onClick={logout}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Spinner /> : <Icon name="logout" className="size-5 text-slate-400" />}
          {t('logout')}
        </button>
      </div>
      {error ? <ApiErrorAlert error={error} className="mt-2" /> : null}
    </div>
  );
}
