'use client';

import { useTranslations } from 'next-intl';
import { countdown } from '@/lib/flights/countdown';
import type { TicketDeadline as Deadline } from '@/lib/schemas/flights';

/**
 * What a ticket order waits for next and how long is left (docs/product.md §11 "The flight list"):
 * "Payment due · in 2 h 15 min", the moment itself in the element's `dateTime` (the order's sheet
 * shows it written out). `now` is the list's clock (lib/hooks/use-now.ts), the same for every
 * row, so the server's HTML and the first browser render agree.
 */
export function TicketDeadline({ deadline, now }: { deadline: Deadline | null; now: number }) {
  const t = useTranslations('flightList.deadline');
  if (!deadline) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">{t('none')}</span>
        <span className="sr-only">{t('noneLabel')}</span>
      </span>
    );
  }
  const left = countdown(deadline.at, now);
  const time = left.parts.map((part) => t(`units.${part.unit}`, { count: part.value })).join(' ');
  return (
    <span data-testid="ticket-deadline" data-kind={deadline.kind} data-urgency={left.urgency} className="block">
      <span className="block text-xs text-slate-600">{t(deadline.kind)}</span>
      <time
        data-testid="ticket-countdown"
        dateTime={deadline.at}
        className={`block whitespace-nowrap ${left.urgency === 'later' ? 'text-slate-900' : left.urgency === 'soon' ? 'font-semibold text-amber-900' : 'font-semibold text-red-800'}`}
      >
        {left.urgency === 'passed' ? t('passed') : t('in', { time })}
      </time>
    </span>
  );
}
