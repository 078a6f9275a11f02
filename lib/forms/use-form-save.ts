'use client';

import { useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useOptionalAlertStore } from '@/lib/alerts/use-alerts';
import { applyServerErrors } from './apply-server-errors';
import { focusFirstInvalid } from './focus-first-invalid';

/** What a form's save may add to the rule (docs/architecture.md §10 "Forms that write"). */
export type FormSaveOptions<TOutput, TAnswer> = {
  /** The success alert's text; by default the answer's own `message`, and no alert without one. */
  success?: (answer: TAnswer, values: TOutput) => string | null | undefined;
  /** A wire key → the form's field name where they differ (a ticket's `passengers.0.surname`). */
  rename?: (field: string) => string;
};

function messageOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return null;
  return typeof answer.message === 'string' ? answer.message : null;
}

function formOf(event: BaseSyntheticEvent | undefined): HTMLFormElement | null {
  return event?.target instanceof HTMLFormElement ? event.target : null;
}

/**
 * Every react-hook-form form that writes and maps a 422 to its fields (docs/architecture.md §10
 * "Forms that write"): checked values go to `write`; on success the alert's text (the answer's
 * `message`, or `options.success`) is shown (where the page has the portal's alerts; a sign-in page's form shows its own success
 * in `onSaved`) and `onSaved`, if any, gets the answer; the backend's 422 lands
 * on `fields` (a list, or one computed from the values sent, a form with rows), the focus on the
 * first invalid field in the page's order; anything else, or a 422 naming a field the form lacks,
 * is `failure` for the form's alert. Nothing typed is reset on a failure. A form whose errors
 * need another shape throws the mapped error from `write`.
 */
export function useFormSave<TInput extends FieldValues, TOutput, TAnswer>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  fields: readonly Path<TInput>[] | ((values: TOutput) => readonly Path<TInput>[]),
  write: (values: TOutput) => Promise<TAnswer>,
  onSaved: ((answer: TAnswer, values: TOutput) => void) | null,
  options: FormSaveOptions<TOutput, TAnswer> = {},
) {
  const alerts = useOptionalAlertStore();
  const [failure, setFailure] = useState<unknown>(null);
  const save = form.handleSubmit(
    async (values, event) => {
      setFailure(null);
      let answer: TAnswer;
      try {
        answer = await write(values);
      } catch (error) {
        const names = typeof fields === 'function' ? fields(values) : fields;
        if (applyServerErrors(error, form.setError, names, options.rename)) focusFirstInvalid(formOf(event));
        else setFailure(error);
        return;
      }
      const message = options.success ? options.success(answer, values) : messageOf(answer);
      if (message) alerts?.show({ type: 'success', message });
      onSaved?.(answer, values);
    },
    (_errors, event) => focusFirstInvalid(formOf(event)),
  );
  return { save, failure, setFailure };
}
