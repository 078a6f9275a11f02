import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { catalogueMessageOf, maxLengthMessage } from '@/lib/shared/message-key';
import { loadMessages } from '@/lib/i18n/catalogues';
import { formattingLocale, type Locale } from '@/lib/i18n/locales';

/**
 * A refused body's zod issues as `errors: {field: [text]}` (docs/product.md §8), in the user's
 * language, so the form can put each text under its field. A schema's own message (a catalogue
 * key such as `validation.iban`) reads as the form would show it (lib/shared/message-key.ts);
 * zod's generic issues read as a limit, "required" or "check this field".
 */
export async function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
): Promise<Record<string, string[]>> {
  const t = createTranslator({ locale: formattingLocale(locale), messages: await loadMessages(locale) });
  const has = (key: string) => t.has(key as Parameters<typeof t.has>[0]);
  const text = (key: string, values?: Record<string, number>) => t(key as Parameters<typeof t>[0], values);
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const found =
      catalogueMessageOf(issue.message, has) ??
      (issue.code === 'too_big' && typeof issue.maximum === 'number'
        ? catalogueMessageOf(maxLengthMessage(issue.maximum), has)
        : null);
    const message = found
      ? text(found.key, found.values)
      : issue.code === 'invalid_type' && issue.input === undefined
        ? text('validation.required')
        : text('validation.invalid');
    const list = (errors[issue.path.map(String).join('.') || '_'] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
