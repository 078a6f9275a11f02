'use client';

import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { formatCalendarDate } from '@/lib/format/date';
import { addIsoDays, checkTypedDate, maskDateInput, type DateLimits } from '@/lib/search/date-range';
import { FormField, controlClass } from './form-field';

/**
 * The typing side of a DD.MM.YYYY input (docs/product.md §5): masked while typing, checked and committed
 * on blur or Enter; an invalid or out-of-range date, or one outside the allowed dates (`allowed`,
 * lib/search/date-range.ts `allowedDays`), is cleared and `onTypedError` says why.
 * Returns the props of the native input; shared by DateInput and DateRangeField's two inputs.
 * A read-only input never commits: its date may lie outside the limits (a past check-in).
 */
export function useTypedDate(
  value: string,
  limits: DateLimits,
  onCommit: (iso: string) => void,
  onTypedError: (message: string | null) => void,
  {
    readOnly = false,
    onBlur,
    allowed = null,
  }: { readOnly?: boolean; onBlur?: () => void; allowed?: ReadonlySet<string> | null } = {},
) {
  const t = useTranslations('validation');
  const common = useTranslations('common');
  const [text, setText] = useState(() => (value ? formatCalendarDate(value) : ''));
  // A value set from outside (calendar, reset, back/forward) replaces what is typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value ? formatCalendarDate(value) : '');
  }

  const commit = () => {
    if (readOnly) return;
    const check = checkTypedDate(text, limits, allowed);
    if (check.ok) {
      onTypedError(null);
      if (check.value !== value) onCommit(check.value);
      return;
    }
    setText('');
    if (value !== '') onCommit('');
    if (check.reason === 'min') onTypedError(t('dateMin', { date: formatCalendarDate(addIsoDays(limits.min, -1)) }));
    else if (check.reason === 'max')
      onTypedError(t('dateMax', { date: formatCalendarDate(addIsoDays(limits.max, 1)) }));
    else if (check.reason === 'notAllowed')
      onTypedError(t('dateNotAllowed', { date: formatCalendarDate(check.value) }));
    else onTypedError(t('date'));
  };

  return {
    value: text,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    placeholder: common('datePlaceholder'),
    maxLength: 10,
    readOnly,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setText(maskDateInput(event.target.value)),
    onBlur: () => {
      commit();
      onBlur?.();
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') commit();
    },
  };
}

export interface DateInputProps {
  id: string;
  name?: string;
  label: string;
  /** ISO day, '' when empty. */
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  /** Inclusive ISO limits of what can be typed. */
  limits: DateLimits;
  required?: boolean;
  readOnly?: boolean;
  /** Already translated (the form's own rule); a cleared typed date shows its own reason first. */
  error?: string;
  hint?: string;
}

/** One labelled DD.MM.YYYY field with the mask; a native text input, so it needs no picker to be usable. */
export function DateInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  limits,
  required,
  readOnly,
  error,
  hint,
}: DateInputProps) {
  const [typedError, setTypedError] = useState<string | null>(null);
  const input = useTypedDate(value, limits, onChange, setTypedError, { readOnly, onBlur });
  return (
    <FormField id={id} label={label} required={required} error={typedError ?? error} hint={hint}>
      {(a11y) => (
        <input
          {...a11y}
          {...input}
          name={name}
          className={[controlClass, 'tabular-nums read-only:bg-slate-100'].join(' ')}
        />
      )}
    </FormField>
  );
}
