'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { apiFetch } from '@/lib/hooks/fetcher';

/** Ends the session at the backend and in the cookie, then leaves with a full navigation. */
export function LogoutButton() {
  const t = useTranslations('portal');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="relative">
      <Button
        variant="secondary"
        loading={pending}
        onClick={async () => {
          setPending(true);
          setError(null);
          try {
            await apiFetch('/api/jwt/logout');
            // A full navigation: nothing of the old session stays in memory.
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            window.location.assign('/auth/login');
          } catch (cause) {
            setError(cause);
            setPending(false);
          }
        }}
      >
        {t('logout')}
      </Button>
      {error ? <ApiErrorAlert error={error} className="absolute top-full right-0 z-10 mt-2 w-72 shadow-lg" /> : null}
    </div>
  );
}
