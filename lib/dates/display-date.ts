/**
 * A wire date (`YYYY-MM-DD`, optionally followed by a time) as DD.MM.YYYY (SPEC.md §9).
 * Read from the string, not through Date, so no time zone can move the day.
 * Anything else comes back unchanged rather than as "NaN.NaN.NaN".
 */
export function displayDate(wire: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(wire.trim());
  if (!match) return wire;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}
