/** The machine's local calendar date as YYYY-MM-DD: "today" for the agency is a local notion. */
export function localDate(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function daysAgo(days: number, from: Date = new Date()): Date {
  const date = new Date(from);
  date.setDate(date.getDate() - days);
  return date;
}

/** A seeded instant (ISO) no later than the seed's now: nothing is seeded in the future (docs/product.md §12). */
export function notAfter(iso: string, now: Date): string {
  return Date.parse(iso) > now.getTime() ? now.toISOString() : iso;
}
