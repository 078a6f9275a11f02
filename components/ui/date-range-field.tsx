'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { allowedDays, type DateLimits, type DateRange } from '@/lib/search/date-range';
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
  /**
   * The only days that can be typed or picked (dates with tours), marked in the calendar; the
   * others are disabled there. Undefined or empty: any day within the limits.
   */
  allowedDates?: readonly string[];
  required?: boolean;
  /** Already translated; marks both ends, unless a typed end's own message marks that end alone. */
  error?: string;
}

type End = 'from' | 'to';

/**
 * The field's own messages: a typed end that was cleared (that end's), or a half range emptied
 * (both ends; after the cleared end's message, if that is what left half a range).
 */
type OwnError = { end: End | 'both'; messages: string[] };

/**
 * Two DD.MM.YYYY inputs with a mask and a range calendar in a popover (Monday first). A typed
 * date that is invalid, out of range or not an allowed date is cleared with a message, and only
 * its input is marked; a range counts only when both ends are chosen, else it is emptied with a
 * message: picked on the calendar when it closes, typed when the form is sent (docs/product.md §5).
 */
export function DateRangeField({
  id,
  label,
  fromLabel,
  toLabel,
  value,
  onChange,
  limits,
  allowedDates,
  required,
  error,
}: DateRangeFieldProps) {
  const t = useTranslations('common');
  const tValidation = useTranslations('validation');
  const errorId = `${id}-error`;
  const calendarId = `${id}-calendar`;
  const [own, setOwn] = useState<OwnError | null>(null);
  // The field's own messages first, then the form's (a half range emptied, then "required").
  const shownErrors = [...(own?.messages ?? []), ...(error && !own?.messages.includes(error) ? [error] : [])];
  const invalid = (end: End) => (own ? own.end === end || own.end === 'both' : Boolean(error));
  const allowed = useMemo(() => allowedDays(allowedDates), [allowedDates]);
  // What the ends hold now: a commit on blur changes it before the parent renders the new value.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);
  const commit = (range: DateRange) => {
    current.current = range;
    onChange(range);
  };
  const typedError = (end: End) => (message: string | null) => setOwn(message ? { end, messages: [message] } : null);
  const halfEmptied = () => {
    const half = tValidation('dateRangeHalf');
    setOwn((last) => ({ end: 'both', messages: [...(last && last.end !== 'both' ? last.messages : []), half] }));
  };
  // A half range typed into the two inputs is emptied when the form is sent, before its own submit
  // handler reads the values (React's, at the root): that handler then sees no range.
  const box = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const form = box.current?.form;
    if (!form) return;
    const check = () => {
      const { from, to } = current.current;
      if (Boolean(from) === Boolean(to)) return;
      commit({ from: '', to: '' });
      halfEmptied();
    };
    form.addEventListener('submit', check);
    return () => form.removeEventListener('submit', check);
  });
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
    <fieldset
      ref={box}
      className="flex min-w-0 flex-col gap-1.5"
      aria-describedby={shownErrors.length ? errorId : undefined}
    >
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
          allowed={allowed}
          invalid={invalid('from')}
          onCommit={(from) => commit({ ...current.current, from })}
          onTypedError={typedError('from')}
        />
        <MaskedDateInput
          id={`${id}-to`}
          label={toLabel}
          value={value.to}
          limits={limits}
          allowed={allowed}
          invalid={invalid('to')}
          onCommit={(to) => commit({ ...current.current, to })}
          onTypedError={typedError('to')}
        />
        {Calendar ? (
          <Calendar
            panelId={calendarId}
            value={value}
            limits={limits}
            allowedDates={allowedDates}
            onPicked={(range) => {
              if (range.from) setOwn(null);
              else halfEmptied();
              commit(range);
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
      {shownErrors.length ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {shownErrors.map((message) => (
            <span key={message} className="block">
              {message}
            </span>
          ))}
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
  allowed: ReadonlySet<string> | null;
  invalid: boolean;
  onCommit: (iso: string) => void;
  /** The message of a cleared date, or null when the typed date is fine. */
  onTypedError: (message: string | null) => void;
}

/** One DD.MM.YYYY input of the range: masked while typing, checked and committed on blur (or Enter). */
function MaskedDateInput({ id, label, value, limits, allowed, invalid, onCommit, onTypedError }: MaskedDateInputProps) {
  const input = useTypedDate(value, limits, onCommit, onTypedError, { allowed });

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs text-slate-500">
        {label}
      </label>
      <input id={id} {...input} aria-invalid={invalid} className={controlClass} />
    </div>
  );
}
