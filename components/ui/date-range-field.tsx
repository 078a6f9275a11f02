'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { DateLimits, DateRange } from '@/lib/search/date-range';
import { useTypedDate } from './date-input';
import { buttonClass } from './button';
import { controlClass, RequiredMark } from './form-field';
import { useLazyPopover } from './lazy-popover';

// The calendar's button and popover (Headless UI, react-day-picker and four date-fns locales) load
// on first use, not with the page: `npm run bench` counts first-load JS (components/ui/lazy-popover.tsx).
const loadCalendar = () => import('./calendar-popover');

export interface DateRangeFieldProps {
  id: string;
  label: string;
  /** Labels of the two inputs ("from", "to"). */
  fromLabel: string;
  toLabel: string;
  /** ISO days, '' when not chosen. */
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Inclusive ISO limits of what can be typed or picked. */
  limits: DateLimits;
  /** Days shown as special (dates with tours). */
  markedDates?: readonly string[];
  required?: boolean;
  /** Already translated. */
  error?: string;
}

/**
 * Two DD.MM.YYYY inputs with a mask and a range calendar in a popover (Monday first). A typed
 * date that is invalid or out of range is cleared with a message; a range picked on the calendar
 * counts only when both ends are chosen, else the range is emptied (docs/product.md §5).
 */
export function DateRangeField({
  id,
  label,
  fromLabel,
  toLabel,
  value,
  onChange,
  limits,
  markedDates,
  required,
  error,
}: DateRangeFieldProps) {
  const t = useTranslations('common');
  const errorId = `${id}-error`;
  const [typedError, setTypedError] = useState<string | null>(null);
  const shownError = typedError ?? error;
  const { loaded, triggerProps } = useLazyPopover(loadCalendar);
  const calendarLabel = t('openCalendar');
  const trigger = {
    'aria-label': calendarLabel,
    'data-tooltip': calendarLabel,
    // A secondary button as tall as the inputs beside it; the tooltip keeps to the field's right edge.
    className: `${buttonClass('secondary')} tooltip tooltip-end mt-auto h-[46px] px-3 sm:h-[42px]`,
    children: (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
      </svg>
    ),
  };
  const Calendar = loaded?.module.CalendarPopover;

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" aria-describedby={shownError ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="flex items-stretch gap-2">
        <MaskedDateInput
          id={`${id}-from`}
          label={fromLabel}
          value={value.from}
          limits={limits}
          invalid={Boolean(shownError)}
          onCommit={(from) => onChange({ ...value, from })}
          onTypedError={setTypedError}
        />
        <MaskedDateInput
          id={`${id}-to`}
          label={toLabel}
          value={value.to}
          limits={limits}
          invalid={Boolean(shownError)}
          onCommit={(to) => onChange({ ...value, to })}
          onTypedError={setTypedError}
        />
        {Calendar ? (
          <Calendar
            value={value}
            limits={limits}
            markedDates={markedDates}
            onPicked={(range) => {
              setTypedError(null);
              onChange(range);
            }}
            trigger={trigger}
            replay={loaded.replay}
          />
        ) : (
          <div className="relative flex">
            <button aria-expanded={false} {...triggerProps} {...trigger} />
          </div>
        )}
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}

interface MaskedDateInputProps {
  id: string;
  label: string;
  value: string;
  limits: DateLimits;
  invalid: boolean;
  onCommit: (iso: string) => void;
  /** The message of a cleared date, or null when the typed date is fine. */
  onTypedError: (message: string | null) => void;
}

/** One DD.MM.YYYY input of the range: masked while typing, checked and committed on blur (or Enter). */
function MaskedDateInput({ id, label, value, limits, invalid, onCommit, onTypedError }: MaskedDateInputProps) {
  const input = useTypedDate(value, limits, onCommit, onTypedError);

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-slate-500">
        {label}
      </label>
      <input id={id} {...input} aria-invalid={invalid} className={controlClass} />
    </div>
  );
}
