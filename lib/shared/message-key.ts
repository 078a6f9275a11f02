/**
 * How a validation message becomes the text a user reads, for the form (useFieldErrorText), the
 * BFF's 422 (lib/bff/field-errors.ts), the client's page and the demo backend alike: a schema's
 * message is a catalogue key (`validation.iban`, a form's own `searchForm.errors.childAge`) and
 * reads as that entry; a key may carry number values for its placeholders
 * (`validation.maxLength?max=200`, messageWithValues), so a limit's message names the limit the
 * rule holds, read from its constant and typed nowhere else; a key the catalogue lacks under
 * `validation.` reads "check this field"; a sentence (the backend's, already in the user's
 * language) passes as it is.
 */

/** A catalogue key, then optionally `?` and its values: `validation.maxLength?max=200&…`. */
const MESSAGE = /^([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)(?:\?((?:[a-z][A-Za-z]*=-?\d+(?:\.\d+)?&?)+))?$/;

/** A catalogue key with number values for its placeholders, as one message string. */
export function messageWithValues(key: string, values: Readonly<Record<string, number>>): string {
  const query = String(new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)])));
  return query ? `${key}?${query}` : key;
}

/** The message "at most {max} characters" for a limit of `max`. */
export const maxLengthMessage = (max: number): string => messageWithValues('validation.maxLength', { max });

/** A message's catalogue key (one `has` knows) and its values; null for a sentence. */
export function catalogueMessageOf(
  message: string,
  has: (key: string) => boolean,
): { key: string; values: Record<string, number> } | null {
  const [, key, query] = MESSAGE.exec(message) ?? [];
  if (!key) return null;
  if (!has(key)) return key.startsWith('validation.') ? { key: 'validation.invalid', values: {} } : null;
  return {
    key,
    values: Object.fromEntries([...new URLSearchParams(query)].map(([name, value]) => [name, Number(value)])),
  };
}

/** Whether a message is a catalogue key (with or without values) rather than a sentence. */
export function isCatalogueKey(message: string): boolean {
  return catalogueMessageOf(message, () => true) !== null;
}
