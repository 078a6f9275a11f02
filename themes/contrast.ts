import type { Theme } from './types';

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `colour` at `alpha` (0-1) over `base`, as a #rrggbb colour: what a translucent layer shows. */
export function overlay(base: string, colour: string, alpha: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const over = channels(colour);
  return `#${channels(base)
    .map((value, i) =>
      Math.round(value * (1 - alpha) + over[i]! * alpha)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const WHITE = '#ffffff';
const READABLE = 4.5;
const FALLBACK_INK = '#334155';

/**
 * The brand colour for text and icons on white (links, the current menu item, error codes): the
 * primary when it reads on white, else the accent, else slate. A light brand such as a sunny
 * yellow stays the top bar's colour without turning its links unreadable.
 */
export function brandInk(theme: Pick<Theme, 'colors'>): string {
  for (const colour of [theme.colors.primary, theme.colors.accent]) {
    if (contrastRatio(colour, WHITE) >= READABLE) return colour;
  }
  return FALLBACK_INK;
}
