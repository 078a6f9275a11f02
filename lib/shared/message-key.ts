/**
 * How a validation message becomes the text a user reads, for the form (useFieldErrorText) and
 * the BFF's 422 (lib/bff/field-errors.ts) alike: a schema's message is a catalogue key
 * (`validation.iban`, a form's own `searchForm.errors.childAge`) and reads as that entry; a key
 * the catalogue lacks under `validation.` reads "check this field"; a sentence (the backend's,
 * already in the user's language) passes as it is. Returns the key to translate, or null.
 */
export function catalogueKeyOf(message: string, has: (key: string) => boolean): string | null {
  if (!/^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/.test(message)) return null;
  if (has(message)) return message;
  return message.startsWith('validation.') ? 'validation.invalid' : null;
}

/** Whether a message is a catalogue key rather than a sentence. */
export function isCatalogueKey(message: string): boolean {
  return catalogueKeyOf(message, () => true) !== null;
}
