'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { DayPicker, type DateRange as PickerRange } from 'react-day-picker';
import { useLocale } from 'next-intl';
import { dateFnsLocale, WEEK_STARTS_ON } from '@/lib/i18n/calendar';
import { isLocale } from '@/lib/i18n/locales';
import { portalToday } from '@/lib/format/date';
import {
  acceptRange,
  allowedDays,
  fromIsoDate,
  toIsoDate,
  type DateLimits,
  type DateRange,
} from '@/lib/search/date-range';

interface RangeCalendarProps {
  value: DateRange;
  limits: DateLimits;
  /** The only days that can be picked, marked; undefined or empty: any day within the limits. */
  allowedDates?: readonly string[];
  onPicked: (range: DateRange) => void;
}

/**
 * The calendar inside the popover; closing it with one end chosen empties the range. Given
 * allowed dates, they are marked and every other day is disabled (docs/product.md §5).
 */
export function RangeCalendar({ value, limits, allowedDates, onPicked }: RangeCalendarProps) {
  const locale = useLocale();
  const [pending, setPending] = useState<PickerRange | undefined>(undefined);
  const pendingRef = useRef(pending);
  const onPickedRef = useRef(onPicked);
  useEffect(() => {
    pendingRef.current = pending;
    onPickedRef.current = onPicked;
  });

  useEffect(
    () => () => {
      const half = pendingRef.current;
      if (half?.from && !half.to) onPickedRef.current({ from: '', to: '' });
    },
    [],
  );

  const marked = useMemo(
    () => (allowedDates ?? []).map(fromIsoDate).filter((date): date is Date => Boolean(date)),
    [allowedDates],
  );
  const allowed = useMemo(() => allowedDays(allowedDates), [allowedDates]);
  const min = fromIsoDate(limits.min)!;
  const max = fromIsoDate(limits.max)!;
  const current = { from: fromIsoDate(value.from), to: fromIsoDate(value.to) };
  // The portal's today (Moldova's clock), not the device's: the same day the limits count from.
  const today = fromIsoDate(portalToday())!;
  const selected = pending ?? (current.from ? current : undefined);

  return (
    <DayPicker
      mode="range"
      resetOnSelect
      selected={selected}
      onSelect={(range) => {
        const accepted = acceptRange(range?.from && toIsoDate(range.from), range?.to && toIsoDate(range.to));
        // The first click of a new range only starts it.
        if (accepted && pending) {
          // Done: closing the popover now must not count as leaving a half range.
          pendingRef.current = undefined;
          setPending(undefined);
          onPicked(accepted);
        } else {
          setPending(range?.from ? { from: range.from, to: undefined } : undefined);
        }
      }}
      locale={dateFnsLocale(isLocale(locale) ? locale : 'ru')}
      weekStartsOn={WEEK_STARTS_ON}
      today={today}
      defaultMonth={current.from ?? marked.find((date) => date >= today) ?? today}
      startMonth={min}
      endMonth={max}
      disabled={[{ before: min }, { after: max }, ...(allowed ? [(date: Date) => !allowed.has(toIsoDate(date))] : [])]}
      modifiers={{ marked }}
      modifiersClassNames={{ marked: 'rdp-marked' }}
    />
  );
}
