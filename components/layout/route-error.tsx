'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorActions } from './error-actions';
import { ErrorView } from './error-view';
import { boundaryCode, isClientError, reportClientError } from '@/lib/errors/page-error';

const titleKey = { '500': 'serverTitle', '888': 'networkTitle', '999': 'errorTitle' } as const;

/**
 * Route errors below the root layout (SPEC.md §8): 500 for a backend answer >= 500, 888 without
 * an answer, else 999. Errors that happened in the browser are reported once to
 * v1/core/client-error (lib/errors/page-error.ts); server errors are already in the server log.
 */
export function RouteError({ error, inline = false }: { error: unknown; inline?: boolean }) {
  const t = useTranslations('errors');
  const code = boundaryCode(error);
  useEffect(() => {
    console.error(error);
    if (code === '999' && isClientError(error)) reportClientError(error);
  }, [error, code]);
  return (
    <ErrorView
      code={code}
      inline={inline}
      title={t(titleKey[code])}
      message={t(code)}
      imageAlt={t(`images.${code}`)}
      // Retry reloads the page: a server error needs a fresh server render.
      actions={<ErrorActions retryLabel={t('retry')} homeLabel={t('home')} />}
    />
  );
}
