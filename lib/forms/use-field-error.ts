'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * Field errors come from two places: zod (catalogue keys such as `validation.required`) and the
 * backend (sentences already in the user's language). Keys are translated, sentences pass through.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslations();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (/^validation\.[A-Za-z]+$/.test(message)) return t.has(message) ? t(message) : t('validation.invalid');
      return message;
    },
    [t],
  );
}
