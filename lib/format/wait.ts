/** How a wait of so many seconds is told: in seconds under a minute, else in whole minutes rounded up. */
export function waitIn(seconds: number): { count: number; unit: 'second' | 'minute' } {
  return seconds < 60
    ? { count: Math.max(1, Math.ceil(seconds)), unit: 'second' }
    : { count: Math.ceil(seconds / 60), unit: 'minute' };
}

/**
 * A wait the user is told, as a backend's Retry-After gives it in seconds: "in 45 seconds", "in 2
 * minutes", in the user's language (Intl's relative time), as waitIn counts it.
 */
export function formatWait(seconds: number, intlLocale: string): string {
  const { count, unit } = waitIn(seconds);
  return new Intl.RelativeTimeFormat(intlLocale, { numeric: 'always' }).format(count, unit);
}

/** A Retry-After header's seconds (its HTTP-date form, or none, gives undefined). */
export function retryAfterSeconds(header: string | null): number | undefined {
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;
}
