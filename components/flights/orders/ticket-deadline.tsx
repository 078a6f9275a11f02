'use client';

import { useTranslations } from 'next-intl';
import { countdown } from '@/lib/flights/countdown';
import { formatDateTime } from '@/lib/format/date';
import type { TicketDeadline as Deadline } from '@/lib/schemas/flights';

const URGENCY_CLASS = {
  passed: 'text-red-800 font-semibold',
  urgent: 'text-red-800 font-semibold',
  soon: 'text-amber-900 font-semibold',
  later: 'text-slate-900',
} as const;

/**
 * What a ticket order waits for next and how long is left (docs/product.md §11 "The flight list"):
 * "Payment due · in 2 h 15 min", the moment itself below it. `now` is the list's clock (./use-now),
 * the same for every row, so the server's HTML and the first browser render agree.
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
      <span data-testid="ticket-countdown" className={`block whitespace-nowrap ${URGENCY_CLASS[left.urgency]}`}>
        {left.urgency === 'passed' ? t('passed') : t('in', { time })}
      </span>
      <time dateTime={deadline.at} className="block text-xs whitespace-nowrap text-slate-600 tabular-nums">
        {formatDateTime(deadline.at)}
      </time>
    </span>
  );
}
