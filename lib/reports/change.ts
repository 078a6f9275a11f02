import { numberFormat } from '@/lib/format/number';

/**
 * "This period against the previous one" as the report pages show it (docs/product.md §13 "Report
 * screens"): the change with its sign in the language's percent format, and its direction, which
 * the page says in words and colour (never colour alone).
 */
export type ChangeDirection = 'up' | 'down' | 'same' | 'none';

export interface ChangeDisplay {
  direction: ChangeDirection;
  /** `+12.5%` (en), `+12,5 %` (ru); empty when there was nothing before. */
  text: string;
}

/** The change from the previous figure as a fraction (0.25 = +25 %); null when there was nothing before. */
export function periodChange(current: number, previous: number | null): number | null {
  if (previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

export function changeDisplay(current: number, previous: number | null, intlLocale: string): ChangeDisplay {
  const change = periodChange(current, previous);
  if (change === null) return { direction: 'none', text: '' };
  const rounded = Math.round(change * 1000) / 1000;
  const direction: ChangeDirection = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'same';
  return {
    direction,
    text: numberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
      rounded,
    ),
  };
}

/** A share (0.87) as a percent in the language: `87%`, `87 %`. */
export const formatShare = (share: number, intlLocale: string) =>
  numberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
