'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/layout/error-view';
import { RetryButton } from '@/components/layout/retry-button';
import { buttonClass } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/hooks/fetcher';

/** Route errors below the root layout; the app-shell issue adds images and client-error reports. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  const network = error instanceof ApiRequestError && error.isNetworkError;
  return (
    <ErrorView
      code={network ? '888' : '999'}
      title={network ? t('networkTitle') : t('errorTitle')}
      message={network ? t('888') : t('999')}
      actions={
        <>
          <RetryButton label={t('retry')} onRetry={retry} />
          <Link href="/" className={buttonClass('primary')}>
            {t('home')}
          </Link>
        </>
      }
    />
  );
}
