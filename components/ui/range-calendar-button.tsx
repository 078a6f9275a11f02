'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatCalendarDate } from '@/lib/format/date';
import { maskDateInput, parseDisplayDate, type DateLimits, type DateRange } from '@/lib/search/date-range';
import { buttonClass } from './button';
import { useLazyPopover } from './lazy-popover';

// The calendar (Headless UI, react-day-picker, date-fns locales) loads on first use (components/ui/lazy-popover.tsx).
const loadCalendar = () => import('./calendar-popover');

/** The DD.MM.YYYY mask on server-rendered date inputs, by id: digits kept, the dots put in while typing. */
function useDateMask(...ids: string[]) {
  const key = ids.join(' ');
  useEffect(() => {
    const inputs = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((input) => input instanceof HTMLInputElement);
    const mask = (event: Event) => {
      const input = event.target as HTMLInputElement;
      input.value = maskDateInput(input.value);
    };
    inputs.forEach((input) => input.addEventListener('input', mask));
    return () => inputs.forEach((input) => input.removeEventListener('input', mask));
  }, [key]);
}

/** The mask alone, for server-rendered single date inputs (the payments' paid from/to). Renders nothing. */
export function DateMask({ ids }: { ids: string[] }) {
  useDateMask(...ids);
  return null;
}

/**
 * The script's part of a server-rendered date range (date-range-inputs.tsx; docs/architecture.md
 * "Server-first screens"): the DD.MM.YYYY mask on its two inputs, and the calendar button, which
 * reads the inputs when pressed and writes a picked range into them. It works on the inputs the
 * server rendered, so what was typed before it arrived is kept; without script it is hidden.
 */
export function RangeCalendarButton({ fromId, toId, limits }: { fromId: string; toId: string; limits: DateLimits }) {
  const t = useTranslations('common');
  const { loaded, triggerProps } = useLazyPopover(loadCalendar);
  const [value, setValue] = useState<DateRange>({ from: '', to: '' });
  useDateMask(fromId, toId);

  const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;
  // What the inputs say now, read before the calendar opens on it.
  const sync = () =>
    setValue({
      from: parseDisplayDate(input(fromId)?.value ?? '') ?? '',
      to: parseDisplayDate(input(toId)?.value ?? '') ?? '',
    });
  const label = t('openCalendar');
  const trigger = {
    'aria-label': label,
    'data-tooltip': label,
    // Rendered by the server too (no shift when the script arrives), hidden where there is no script.
    className: `${buttonClass('secondary')} tooltip tooltip-end mt-auto h-[46px] px-3 noscript:hidden sm:h-[42px]`,
    children: (
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
      </svg>
    ),
  };
  const Calendar = loaded?.module.CalendarPopover;
  return (
    <div className="flex noscript:hidden" onPointerDownCapture={sync} onKeyDownCapture={sync}>
      {Calendar ? (
        <Calendar
          value={value}
          limits={limits}
          onPicked={(range) => {
            setValue(range);
            for (const [id, iso] of [
              [fromId, range.from],
              [toId, range.to],
            ] as const) {
              const field = input(id);
              if (field) field.value = iso ? formatCalendarDate(iso) : '';
            }
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
  );
}

/**
 * A range counts only with both ends (docs/product.md §5): on its form's submit, a half range typed
 * into the two inputs is emptied and the submit stopped, with the message saying why under them.
 * Renders that message, or nothing.
 */
export function HalfRangeCheck({ fromId, toId }: { fromId: string; toId: string }) {
  const t = useTranslations('validation');
  const [emptied, setEmptied] = useState(false);
  useEffect(() => {
    const ends = [fromId, toId].map((id) => document.getElementById(id));
    if (!ends.every((end) => end instanceof HTMLInputElement)) return;
    const form = ends[0]!.form;
    if (!form) return;
    const check = (event: Event) => {
      const typed = ends.filter((end) => end.value.trim() !== '');
      setEmptied(typed.length === 1);
      if (typed.length !== 1) return;
      // Before the list's own submit handler (React's, at the root): the half range never leaves.
      event.preventDefault();
      event.stopPropagation();
      typed[0]!.value = '';
      typed[0]!.focus();
    };
    const edited = () => setEmptied(false);
    form.addEventListener('submit', check);
    const events = ['input', 'change'] as const;
    ends.forEach((end) => events.forEach((name) => end.addEventListener(name, edited)));
    return () => {
      form.removeEventListener('submit', check);
      ends.forEach((end) => events.forEach((name) => end.removeEventListener(name, edited)));
    };
  }, [fromId, toId]);
  return emptied ? (
    <p role="alert" className="text-sm text-red-700">
      {t('dateRangeHalf')}
    </p>
  ) : null;
}
