// Catalogue dates are calendar days without a time zone: day numbers (days since 1970-01-01)
// make "check-in + nights" plain arithmetic and index arrays directly.

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` → day number; NaN for a malformed or impossible date (2025-02-30). */
export function dayOf(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return Number.NaN;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return Number.NaN;
  return time / DAY_MS;
}

export function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Month 1-12 of a day number. */
export function monthOf(day: number): number {
  return new Date(day * DAY_MS).getUTCMonth() + 1;
}

/** Weekday 0 (Sunday) - 6 of a day number. */
export function weekdayOf(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}
