/**
 * The time left on a held fare (docs/product.md §11 "Hash and booking"), as the booking page shows
 * it: `M:SS` under an hour, `H:MM:SS` above; null once the hold has expired (or the instant is
 * unreadable), when the page offers re-pricing instead.
 */
export function holdTimeLeft(expiresAt: string, now: number): string | null {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  const seconds = Math.ceil((end - now) / 1000);
  if (seconds <= 0) return null;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
