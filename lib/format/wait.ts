/**
 * A wait the user is told, as a backend's Retry-After gives it in seconds: "in 45 seconds", "in 2
 * minutes", in the user's language (Intl's relative time); whole minutes, rounded up, from a
 * minute on.
 */
export function formatWait(seconds: number, intlLocale: string): string {
  const format = new Intl.RelativeTimeFormat(intlLocale, { numeric: 'always' });
  return seconds < 60
    ? format.format(Math.max(1, Math.ceil(seconds)), 'second')
    : format.format(Math.ceil(seconds / 60), 'minute');
}

/** A Retry-After header's seconds (its HTTP-date form, or none, gives undefined). */
export function retryAfterSeconds(header: string | null): number | undefined {
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;
}
