import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { Translate } from '@/lib/shared/offer-summary';

/**
 * The whole catalogue as the plain `Translate` the shared formatters take (they run on the server
 * too, with `createTranslator`), so client and server lay out the same words.
 * No `use client`: server components (the flight pieces of components/flights/) call it too.
 */
export function useTranslate(): Translate {
  const t = useTranslations();
  return useMemo(() => (key, values) => t(key as never, values as never), [t]);
}
