'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

const MESSAGE_KEY = /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/;

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
      const isKey = MESSAGE_KEY.test(message);
      if (isKey && t.has(message)) return t(message);
      return isKey && message.startsWith('validation.') ? t('validation.invalid') : message;
    },
    [t],
  );
}

/**
 * The error of a choice or a number (a select of ids, an amount): zod's own type message of an
 * empty one ("expected number, received undefined") reads "required"; a catalogue key and the
 * backend's sentence as useFieldErrorText.
 */
export function useChoiceErrorText(): (error: { type?: string; message?: string } | undefined) => string | undefined {
  const fieldError = useFieldErrorText();
  return useCallback(
    (error) => (error ? fieldError(error.type === 'server' || MESSAGE_KEY.test(error.message ?? '') ? error.message : 'validation.required') : undefined),
    [fieldError],
  );
}
