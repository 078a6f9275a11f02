'use client';

import { useTranslations } from 'next-intl';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { Alert } from './alert';

/**
 * Shows a failed call as SPEC.md §8 wants: the backend's title and message; a missing answer
 * (888) or a gateway failure as the localized "check your connection" text; anything else as 999.
 */
export function ApiErrorAlert({ error, className }: { error: unknown; className?: string }) {
  const t = useTranslations('errors');
  if (!error) return null;
  let title: string;
  let message: string;
  if (error instanceof ApiRequestError && (error.isNetworkError || error.status === 502 || error.status === 504)) {
    title = t('networkTitle');
    message = t('888');
  } else if (error instanceof ApiRequestError && (error.error || error.message)) {
    title = error.error || t('requestFailed');
    message = error.message;
  } else {
    title = t('requestFailed');
    message = t('999');
  }
  return (
    <Alert tone="error" title={title} className={className}>
      {message}
    </Alert>
  );
}
