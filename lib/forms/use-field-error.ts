'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { catalogueKeyOf, isCatalogueKey } from '@/lib/shared/message-key';

/**
 * Field errors come from two places: zod (catalogue keys such as `validation.required` or a
 * form's own `searchForm.errors.childAge`) and the backend (sentences already in the user's
 * language). Keys are translated, sentences pass through (lib/shared/message-key.ts). A limit's
 * message takes the limit as a value (`validation.maxLength` with `{max}`), read from the rule's constant.
 */
export function useFieldErrorText(): (
  message: string | undefined,
  values?: Record<string, number>,
) => string | undefined {
  const t = useTranslations();
  return useCallback(
    (message, values) => {
      if (!message) return undefined;
      const key = catalogueKeyOf(message, (candidate) => t.has(candidate));
      return key ? t(key, values) : message;
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
