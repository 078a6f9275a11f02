import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { errorTitleKey } from './error-view';
import { TranslatedErrorView } from './route-error';

type ServerCode = '403' | '404';

export async function errorPageMetadata(code: ServerCode): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: t(errorTitleKey[code]) };
}

/** The 403 and 404 pages (app/forbidden.tsx, app/not-found.tsx): Retry reloads, Home is `/`. */
export function ServerErrorPage({ code }: { code: ServerCode }) {
  return <TranslatedErrorView code={code} />;
}
