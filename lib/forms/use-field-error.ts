'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * Field errors come from two places: zod (catalogue keys such as `validation.required` or a
 * form's own `searchForm.errors.childAge`) and the backend (sentences already in the user's
 * language). Keys are translated, sentences pass through.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslations();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const isKey = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/.test(message);
      if (isKey && t.has(message)) return t(message);
      return isKey && message.startsWith('validation.') ? t('validation.invalid') : message;
    },
    [t],
  );
}
