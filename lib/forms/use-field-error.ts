'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { catalogueMessageOf, isCatalogueKey } from '@/lib/shared/message-key';

/**
 * Field errors come from two places: zod (catalogue keys such as `validation.required` or a
 * form's own `searchForm.errors.childAge`) and the backend (sentences already in the user's
 * language). Keys are translated, sentences pass through (lib/shared/message-key.ts). A limit's
 * message carries the limit (`validation.maxLength?max=500`, maxLengthMessage); `values` are the
 * placeholders' values for a key that does not carry them (a range's `{min}` and `{max}`).
 */
export function useFieldErrorText(): (
  message: string | undefined,
  values?: Record<string, number>,
) => string | undefined {
  const t = useTranslations();
  return useCallback(
    (message, values) => {
      if (!message) return undefined;
      const found = catalogueMessageOf(message, (candidate) => t.has(candidate));
      return found ? t(found.key, { ...values, ...found.values }) : message;
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
    (error) =>
      error
        ? fieldError(
            error.type === 'server' || isCatalogueKey(error.message ?? '') ? error.message : 'validation.required',
          )
        : undefined,
    [fieldError],
  );
}
