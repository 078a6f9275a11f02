import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorActions } from './error-actions';
import { ErrorView } from './error-view';

type ServerCode = '403' | '404';
const titleKey = { '403': 'forbiddenTitle', '404': 'notFoundTitle' } as const;

export async function errorPageMetadata(code: ServerCode): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: t(titleKey[code]) };
}

/** The 403 and 404 pages (app/forbidden.tsx, app/not-found.tsx): Retry reloads, Home is `/`. */
export async function ServerErrorPage({ code }: { code: ServerCode }) {
  const t = await getTranslations('errors');
  return (
    <ErrorView
      code={code}
      title={t(titleKey[code])}
      message={t(code)}
      imageAlt={t(`images.${code}`)}
      actions={<ErrorActions retryLabel={t('retry')} homeLabel={t('home')} />}
    />
  );
}
