import { useTranslations } from 'next-intl';
import { formatCalendarDate } from '@/lib/format/date';
import type { DateLimits } from '@/lib/search/date-range';
import { controlClass } from './form-field';
import { HalfRangeCheck, RangeCalendarButton } from './range-calendar-button';

export interface DateRangeInputsProps {
  id: string;
  label: string;
  fromLabel: string;
  toLabel: string;
  /** The URL's keys of the two ends (`created_from`, `created_to`). */
  names: { from: string; to: string };
  /** ISO days the URL holds, undefined when not set. */
  value: { from?: string; to?: string };
  /** Inclusive ISO limits of the calendar (with script). */
  limits: DateLimits;
}

/**
 * A date range of a server-rendered GET filter form (docs/architecture.md "Server-first screens"):
 * two DD.MM.YYYY text inputs named as the URL's keys; the list's reader takes the typed form
 * (lib/shared/calendar-days.ts `isoDayOf`), so they work without script; with it, the mask and
 * the calendar and the check that a half range is not sent (range-calendar-button.tsx); `data-day` marks them for the URL a list writes
 * (lib/query-string.ts `formSearch`). No 'use client'.
 */
export function DateRangeInputs({ id, label, fromLabel, toLabel, names, value, limits }: DateRangeInputsProps) {
  const t = useTranslations('common');
  const end = (side: 'from' | 'to', text: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${side}`} className="text-xs text-slate-500">
        {text}
      </label>
      <input
        id={`${id}-${side}`}
        name={names[side]}
        defaultValue={value[side] ? formatCalendarDate(value[side]) : ''}
        inputMode="numeric"
        data-day=""
        autoComplete="off"
        placeholder={t('datePlaceholder')}
        maxLength={10}
        className={`${controlClass} tabular-nums`}
      />
    </div>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex items-stretch gap-2">
        {end('from', fromLabel)}
        {end('to', toLabel)}
        <RangeCalendarButton fromId={`${id}-from`} toId={`${id}-to`} limits={limits} />
      </div>
      <HalfRangeCheck fromId={`${id}-from`} toId={`${id}-to`} />
    </fieldset>
  );
}
