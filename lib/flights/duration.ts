/**
 * A flight's or a trip's duration in minutes as hours and zero-padded minutes, for the catalogue's
 * `flights.duration` ("3 h 05 min" in the reader's language).
 */
export function durationParts(minutes: number): { hours: number; minutes: string } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: String(whole % 60).padStart(2, '0') };
}

/** Minutes between two local `YYYY-MM-DD` + `HH:MM` moments of the same zone (a layover at one airport). */
export function minutesBetween(from: { date: string; time: string }, to: { date: string; time: string }): number {
  const at = ({ date, time }: { date: string; time: string }) => Date.parse(`${date}T${time}:00Z`);
  return Math.round((at(to) - at(from)) / 60_000);
}
