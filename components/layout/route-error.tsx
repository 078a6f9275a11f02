'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ErrorActions } from './error-actions';
import { errorTitleKey, ErrorView, type ErrorCode } from './error-view';
import { boundaryCode, isClientError, reportClientError } from '@/lib/errors/page-error';

/** docs/product.md §8: reloading brings back neither a page that does not exist nor a permission. */
const retryHelps = (code: ErrorCode) => code !== '403' && code !== '404';

/**
 * An error page's body in the user's language; Retry (where it can help) reloads the page (a server error needs a
 * fresh server render), Home is `/`. A client component so that the not-found and forbidden
 * boundaries, which are part of every page's server tree, cost the RSC payload of every page one
 * element with a code (they were ~5 KB of rendered markup, twice each) instead of their markup.
 */
export function TranslatedErrorView({ code, inline = false }: { code: ErrorCode; inline?: boolean }) {
  const t = useTranslations('errors');
  return (
    <ErrorView
      code={code}
      inline={inline}
      title={t(errorTitleKey[code])}
      message={t(code)}
      imageAlt={t(`images.${code}`)}
      actions={<ErrorActions retryLabel={retryHelps(code) ? t('retry') : null} homeLabel={t('home')} />}
    />
  );
}

/**
 * Route errors below the root layout (docs/product.md §8): 500 for a backend answer >= 500, 888 without
 * an answer, else 999. Errors that happened in the browser are reported once to
 * v1/core/client-error (lib/errors/page-error.ts); server errors are already in the server log.
 */
export function RouteError({ error, inline = false }: { error: unknown; inline?: boolean }) {
  const code = boundaryCode(error);
  useEffect(() => {
    console.error(error);
    if (code === '999' && isClientError(error)) reportClientError(error);
  }, [error, code]);
  return <TranslatedErrorView code={code} inline={inline} />;
}
