import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { errorTitleKey } from './error-view';
import { TranslatedErrorView } from './route-error';

type ServerCode = '403' | '404';

export async function errorPageMetadata(code: ServerCode): Promise<Metadata> {
  const t = await getTranslations('errors');
  return { title: t(errorTitleKey[code]) };
}

/**
 * The 403 and 404 pages: Home is `/`, no Retry (docs/product.md §8). Inside the portal's chrome
 * (`inline`, app/(portal)/not-found.tsx and forbidden.tsx) for a signed-in user; a full page
 * elsewhere (app/not-found.tsx, app/forbidden.tsx).
 */
export function ServerErrorPage({ code, inline = false }: { code: ServerCode; inline?: boolean }) {
  return <TranslatedErrorView code={code} inline={inline} />;
}
