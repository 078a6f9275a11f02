'use client';

import { useTranslations } from 'next-intl';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { Alert } from './alert';
import { Button } from './button';

/**
 * Shows a failed call as docs/product.md §8 wants: the backend's title and message; a missing answer
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

/** A failed load with the way to ask again: the alert and a Retry button under it. */
export function ApiErrorRetry({
  error,
  onRetry,
  retryLabel,
  className = 'space-y-2',
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  retryLabel: string;
  className?: string;
  testId?: string;
}) {
  if (!error) return null;
  return (
    <div className={className} data-testid={testId}>
      <ApiErrorAlert error={error} />
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
