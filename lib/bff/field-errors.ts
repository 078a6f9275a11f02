import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { loadMessages } from '@/lib/i18n/catalogues';
import { formattingLocale, type Locale } from '@/lib/i18n/locales';

/**
 * A refused body's zod issues as `errors: {field: [text]}` (docs/product.md §8), in the user's language
 * from the `validation` catalogue, so the form can put each text under its field.
 */
export async function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): Promise<Record<string, string[]>> {
  const t = createTranslator({ locale: formattingLocale(locale), messages: await loadMessages(locale), namespace: 'validation' });
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const text =
      issue.code === 'too_big' && typeof issue.maximum === 'number'
        ? t('maxLength', { max: issue.maximum })
        : issue.code === 'invalid_type' && issue.input === undefined
          ? t('required')
          : t('invalid');
    const list = (errors[issue.path.map(String).join('.') || '_'] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}
