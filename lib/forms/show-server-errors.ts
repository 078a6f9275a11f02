import type { BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from './apply-server-errors';
import { focusFirstInvalid } from './focus-first-invalid';

/**
 * A form checked on the server (docs/architecture.md §11): the 422's texts under their fields and
 * the focus on the first invalid field in the page's order. Returns true only when every error
 * landed on a field (applyServerErrors), so the caller shows the general alert otherwise.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  event?: BaseSyntheticEvent,
): boolean {
  const placed = applyServerErrors(error, setError, fields);
  focusFirstInvalid(event?.target instanceof HTMLFormElement ? event.target : null);
  return placed;
}
