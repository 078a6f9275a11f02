'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { applyServerErrors } from './apply-server-errors';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * A form's submit that writes (the ticket desk's link form and payment dialog): checked values go
 * to `write`; its answer's message is a success alert and `onSaved` runs; the backend's 422s land
 * on `fields`, anything else is `failure` for the form's alert. Nothing typed is reset either way.
 */
export function useFormSave<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  fields: readonly Path<TInput>[],
  write: (values: TOutput) => Promise<{ message?: string }>,
  onSaved: () => void,
) {
  const { show } = useAlerts();
  const [failure, setFailure] = useState<unknown>(null);
  const save = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const answer = await write(values);
        show({ type: 'success', message: answer.message ?? '' });
        onSaved();
      } catch (error) {
        if (!applyServerErrors(error, form.setError, fields)) setFailure(error);
      }
    },
    (_errors, event) => focusFirstInvalid(event?.target instanceof HTMLFormElement ? event.target : null),
  );
  return { save, failure };
}
