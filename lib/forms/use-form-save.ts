'use client';

import { useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useOptionalAlertStore } from '@/lib/alerts/alert-context';
import { applyServerErrors } from './apply-server-errors';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * What the save uses of a form: react-hook-form's, or a form without it (`useCheckedForm`,
 * docs/architecture.md §11 "A form without react-hook-form").
 */
export interface SaveForm<TInput extends FieldValues, TOutput> {
  handleSubmit(
    onValid: (values: TOutput, event?: BaseSyntheticEvent) => unknown,
    onInvalid?: (errors: unknown, event?: BaseSyntheticEvent) => unknown,
  ): (event?: BaseSyntheticEvent) => Promise<unknown>;
  setError: UseFormSetError<TInput>;
}

/** What a form's save may add to the rule (docs/architecture.md §10 "Forms that write"). */
export type FormSaveOptions<TOutput, TAnswer> = {
  /** The success alert's text; by default the answer's own `message`, and no alert without one. */
  success?: (answer: TAnswer, values: TOutput) => string | null | undefined;
  /** A wire key → the form's field name where they differ (a ticket's `passengers.0.surname`). */
  rename?: (field: string) => string;
  /**
   * A failure the form answers itself before the 422 rule (a booking's 409 with the new price,
   * its 410): true when it did, and neither the fields nor `failure` get it.
   */
  handle?: (error: unknown, values: TOutput) => boolean | Promise<boolean>;
  /** A 422 key the form keeps outside its fields (a chosen file) → where its message goes. */
  elsewhere?: Readonly<Record<string, (message: string) => void>>;
};

/** How a save ended: saved, its 422 on the fields, answered by `handle`, or `failure`. */
export type FormSaveOutcome = 'saved' | 'fields' | 'handled' | 'failed';

function messageOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return null;
  return typeof answer.message === 'string' ? answer.message : null;
}

function formOf(event: BaseSyntheticEvent | undefined): HTMLFormElement | null {
  return event?.target instanceof HTMLFormElement ? event.target : null;
}

/**
 * Every form that writes and maps a 422 to its fields (docs/architecture.md §10 "Forms that
 * write"): checked values go to `write`; on success the alert's text (the answer's `message`, or
 * `options.success`) is shown (where the page has the portal's alerts; a sign-in page's form shows
 * its own success in `onSaved`) and `onSaved`, if any, gets the answer; a failure `options.handle`
 * answers is the form's; the backend's 422 lands on `fields` (a list, or one computed from the
 * values sent, a form with rows) and `options.elsewhere`, the focus on the first invalid field in
 * the page's order; anything else, or a 422 naming a field the form lacks, is `failure` for the
 * form's alert. Nothing typed is reset on a failure. A form whose errors need another shape throws
 * the mapped error from `write`. `save` checks the form and saves; `submit` saves values checked
 * before (a booking confirmed in a dialog) and tells how it ended.
 */
export function useFormSave<TInput extends FieldValues, TOutput, TAnswer>(
  form: SaveForm<TInput, TOutput>,
  fields: readonly Path<TInput>[] | ((values: TOutput) => readonly Path<TInput>[]),
  write: (values: TOutput) => Promise<TAnswer>,
  onSaved: ((answer: TAnswer, values: TOutput) => void) | null,
  options: FormSaveOptions<TOutput, TAnswer> = {},
) {
  const alerts = useOptionalAlertStore();
  const [failure, setFailure] = useState<unknown>(null);
  const submit = async (values: TOutput, element: HTMLFormElement | null = null): Promise<FormSaveOutcome> => {
    setFailure(null);
    let answer: TAnswer;
    try {
      answer = await write(values);
    } catch (error) {
      if (options.handle && (await options.handle(error, values))) return 'handled';
      const names = typeof fields === 'function' ? fields(values) : fields;
      if (applyServerErrors(error, form.setError, names, options.rename, options.elsewhere)) {
        focusFirstInvalid(element);
        return 'fields';
      }
      setFailure(error);
      return 'failed';
    }
    const message = options.success ? options.success(answer, values) : messageOf(answer);
    if (message) alerts?.show({ type: 'success', message });
    onSaved?.(answer, values);
    return 'saved';
  };
  const save = form.handleSubmit(
    (values, event) => submit(values, formOf(event)),
    (_errors, event) => focusFirstInvalid(formOf(event)),
  );
  return { save, submit, failure, setFailure };
}
