import type { StatusTone } from '@/lib/schemas/order-status';

/**
 * Dark text on a pale tint of the same hue: every pair is far above 4.5:1 (the e2e axe run checks
 * it on real pages), and the colour only repeats what the translated word says.
 */
export const STATUS_TONE_CLASS: Readonly<Record<StatusTone, string>> = {
  info: 'bg-sky-100 text-sky-900 ring-sky-300',
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
  danger: 'bg-red-100 text-red-900 ring-red-300',
  neutral: 'bg-slate-200 text-slate-800 ring-slate-300',
};
