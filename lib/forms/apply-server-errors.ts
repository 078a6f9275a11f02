import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/lib/hooks/fetcher';

/**
 * Puts the backend's 422 field errors on the form's fields. Returns true only when every error
 * landed on a field, so the caller shows the general alert whenever something would be lost.
 * `rename` maps a wire key to the form's name when they differ (a ticket's `passengers.0.surname`
 * is the form's `tourists.0.surname`). `elsewhere` takes a wire key the form keeps outside its fields
 * (a chosen file) and counts it as placed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: (field: string) => string = (field) => field,
  elsewhere: Readonly<Record<string, (message: string) => void>> = {},
): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 422 || !error.errors) return false;
  let applied = false;
  let unplaced = false;
  let first = true;
  for (const [field, messages] of Object.entries(error.errors)) {
    const known = fields.find((name) => name === rename(field));
    const message = messages.find(Boolean);
    if (!message) continue;
    const place = Object.hasOwn(elsewhere, field) ? elsewhere[field] : undefined;
    if (place) {
      place(message);
      applied = true;
      continue;
    }
    if (!known) {
      unplaced = true;
      continue;
    }
    setError(known, { type: 'server', message }, { shouldFocus: first });
    first = false;
    applied = true;
  }
  return applied && !unplaced;
}
