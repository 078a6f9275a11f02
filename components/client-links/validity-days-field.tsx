'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { useFieldErrorText } from '@/lib/forms/use-field-error';
import { SHARE_VALIDITY_DAYS } from '@/lib/schemas/shared-selections';

const DAYS_MESSAGE = 'basket.share.errors.days';

/**
 * A client link's validity in days as the forms take it (docs/product.md "Client selections"): a
 * whole number within SHARE_VALIDITY_DAYS, one message naming the range. The link step and the
 * extend dialog both read it.
 */
export const validityDaysRule = z
  .number(DAYS_MESSAGE)
  .int(DAYS_MESSAGE)
  .min(SHARE_VALIDITY_DAYS.min, DAYS_MESSAGE)
  .max(SHARE_VALIDITY_DAYS.max, DAYS_MESSAGE);

type Props = Omit<TextFieldProps, 'type' | 'min' | 'max' | 'step' | 'hint' | 'error'> & {
  /** The field's error message (a catalogue key or the backend's words). */
  message: string | undefined;
};

/** The validity field: a number input within SHARE_VALIDITY_DAYS, its range as the hint. */
export function ValidityDaysField({ message, ...props }: Props) {
  const t = useTranslations('basket.share');
  const fieldError = useFieldErrorText();
  return (
    <TextField
      type="number"
      inputMode="numeric"
      min={SHARE_VALIDITY_DAYS.min}
      max={SHARE_VALIDITY_DAYS.max}
      step={1}
      hint={t('daysHint', SHARE_VALIDITY_DAYS)}
      error={fieldError(message, SHARE_VALIDITY_DAYS)}
      {...props}
    />
  );
}
