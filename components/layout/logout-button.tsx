'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Icon } from './icons';
import { useLogout } from '@/lib/hooks/use-auth';

/** Ends the session at the backend and in the cookie, then leaves with a full navigation. */
export function LogoutButton({ fullWidth = false, className }: { fullWidth?: boolean; className?: string }) {
  const t = useTranslations('shell');
  const { logout, pending, error } = useLogout();
  return (
    <div className={['relative', className].filter(Boolean).join(' ')}>
      <Button variant="secondary" loading={pending} fullWidth={fullWidth} onClick={logout} data-testid="logout-button">
        {pending ? null : <Icon name="logout" className="size-4" />}
        {t('logout')}
      </Button>
      {error ? <ApiErrorAlert error={error} className="absolute top-full right-0 z-10 mt-2 w-72 shadow-lg" /> : null}
    </div>
  );
}
