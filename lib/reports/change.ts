import { numberFormat } from '@/lib/format/number';

/**
 * "This period against the previous one" as the report pages show it (docs/product.md §13 "Report
 * screens"): the change with its sign in the language's percent format, and its direction, which
 * the page says in words and colour (never colour alone). The formula is periodChange's
 * (lib/schemas/reports.ts), repeated here without zod because this is in the pages' first load.
 */
export type ChangeDirection = 'up' | 'down' | 'same' | 'none';

export interface ChangeDisplay {
  direction: ChangeDirection;
  /** `+12.5%` (en), `+12,5 %` (ru); empty when there was nothing before. */
  text: string;
}

export function changeDisplay(current: number, previous: number | null, intlLocale: string): ChangeDisplay {
  if (previous === null || previous === 0) return { direction: 'none', text: '' };
  const change = (current - previous) / Math.abs(previous);
  const rounded = Math.round(change * 1000) / 1000;
  const direction: ChangeDirection = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'same';
  return { direction, text: numberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(rounded) };
}

/** A share (0.87) as a percent in the language: `87%`, `87 %`. */
export const formatShare = (share: number, intlLocale: string) => numberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1 }).format(share);

