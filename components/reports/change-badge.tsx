'use client';

import { useLocale, useTranslations } from 'next-intl';
import { changeDisplay } from '@/lib/reports/change';

const TONE = { up: 'text-emerald-700', down: 'text-red-700', same: 'text-slate-600', none: 'text-slate-500' } as const;
const ARROW = { up: '▲', down: '▼', same: '=', none: '–' } as const;

/**
 * The change against the previous period: arrow, signed percent and colour, with the words
 * ("up +12.5%") for screen readers, so no meaning rests on colour alone (docs/product.md §13).
 */
export function ChangeBadge({ current, previous }: { current: number; previous: number | null }) {
  const t = useTranslations('reports.change');
  const { direction, text } = changeDisplay(current, previous, useLocale());
  const words = direction === 'up' || direction === 'down' ? t(direction, { value: text }) : t(direction);
  return (
    <span
      data-testid="change"
      data-direction={direction}
      className={`inline-flex items-center gap-1 whitespace-nowrap tabular-nums ${TONE[direction]}`}
    >
      <span aria-hidden="true">{ARROW[direction]}</span>
      <span aria-hidden="true">{text || words}</span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
