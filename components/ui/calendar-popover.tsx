'use client';

import { useRef, type ReactNode } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { DateLimits, DateRange } from '@/lib/search/date-range';
import { useTriggerReplay, type TriggerReplay } from './lazy-popover';
import { RangeCalendar } from './range-calendar';

export interface CalendarPopoverProps {
  value: DateRange;
  limits: DateLimits;
  /** The only days that can be picked (range-calendar.tsx). */
  allowedDates?: readonly string[];
  /** The panel's id, so the field can tell focus moving into it from focus leaving. */
  panelId?: string;
  onPicked: (range: DateRange) => void;
  /** The button's attributes and content, the same as the plain trigger's. */
  trigger: { className: string; 'aria-label': string; 'data-tooltip': string; children: ReactNode };
  replay: TriggerReplay;
}

/**
 * DateRangeField's calendar button and popover: Headless UI, react-day-picker and four date-fns
 * locales, loaded on first use. The popover closes once both ends are picked.
 */
export function CalendarPopover({
  value,
  limits,
  allowedDates,
  panelId,
  onPicked,
  trigger,
  replay,
}: CalendarPopoverProps) {
  const button = useRef<HTMLButtonElement>(null);
  useTriggerReplay(replay, button);
  return (
    <Popover className="relative flex">
      <PopoverButton ref={button} {...trigger} />
      <PopoverPanel
        id={panelId}
        anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
        className="z-30 rounded-xl border border-slate-200 bg-white p-3 shadow-lg focus:outline-none"
      >
        {({ close }) => (
          <RangeCalendar
            value={value}
            limits={limits}
            allowedDates={allowedDates}
            onPicked={(range) => {
              onPicked(range);
              if (range.from && range.to) close();
            }}
          />
        )}
      </PopoverPanel>
    </Popover>
  );
}
