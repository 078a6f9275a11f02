'use client';

import { useCallback, useRef, type FocusEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiFetch } from '@/lib/hooks/fetcher';

/**
 * A field checked on the server as the user leaves it (docs/architecture.md §11): the form's
 * values go to `POST {path}/check`, which answers the errors the submit would get, and the left
 * field shows its own or loses the one it had. A field the user has not changed is not checked
 * (tabbing through says nothing); a failed check says nothing either: the submit checks again.
 * For the form's `onBlur` (React's blur bubbles from its fields).
 */
export function useServerFieldCheck<T extends FieldValues>(
  path: string,
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
) {
  const runs = useRef(new Map<string, number>());
  return useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      const target = event.target as Partial<HTMLInputElement>;
      const name = fields.find((field) => field === target.name);
      if (!name) return;
      const state = form.getFieldState(name);
      if (!state.isDirty && !state.error) return;
      // Only the latest check of a field counts.
      const run = (runs.current.get(name) ?? 0) + 1;
      runs.current.set(name, run);
      void apiFetch<{ errors?: Record<string, string[]> }>(`${path}/check`, { method: 'POST', json: form.getValues() })
        .then((answer) => {
          if (runs.current.get(name) !== run) return;
          const message = answer?.errors?.[name]?.find(Boolean);
          if (message) form.setError(name, { type: 'server', message });
          else form.clearErrors(name);
        })
        .catch(() => undefined);
    },
    [path, form, fields],
  );
}
