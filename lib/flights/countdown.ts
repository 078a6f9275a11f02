/**
 * The flight list's deadline column (docs/product.md §11 "The flight list"): how long is left until
 * what matters next on a ticket order (payment due, the e-tickets issued, check-in closing). Pure,
 * so the list, the order sheet and the tests count the same way.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How pressing a deadline is: passed, under URGENT_HOURS, under a day, or later. */
export type CountdownUrgency = 'passed' | 'urgent' | 'soon' | 'later';

/** Under this many hours a deadline is urgent (shown in red). */
export const URGENT_HOURS = 3;

type Unit = 'days' | 'hours' | 'minutes';

export interface Countdown {
  urgency: CountdownUrgency;
  /** What is left, in whole units, the two largest that matter: days and hours, hours and minutes, or minutes. */
  parts: { unit: Unit; value: number }[];
}

/**
 * The time left from `now` until `at` (an ISO instant). Minutes are rounded up, so a deadline
 * 30 seconds away still reads "1 min" and "0 min" is never shown: at or past `at` it has passed.
 * Over a day: days and hours (minutes dropped); over an hour: hours and minutes; else minutes.
 * A zero second part is left out ("2 d", "3 h").
 */
export function countdown(at: string, now: number): Countdown {
  const left = Date.parse(at) - now;
  if (!(left > 0)) return { urgency: 'passed', parts: [] };
  const urgency: CountdownUrgency = left < URGENT_HOURS * HOUR ? 'urgent' : left < DAY ? 'soon' : 'later';
  const minutes = Math.ceil(left / MINUTE);
  if (left >= DAY) {
    const hours = Math.floor(left / HOUR);
    return { urgency, parts: parts('days', Math.floor(hours / 24), 'hours', hours % 24) };
  }
  return {
    urgency,
    parts:
      minutes >= 60
        ? parts('hours', Math.floor(minutes / 60), 'minutes', minutes % 60)
        : [{ unit: 'minutes', value: minutes }],
  };
}

/** The larger unit, and the smaller one unless it is zero ("2 d", "3 h"). */
const parts = (first: Unit, a: number, second: Unit, b: number): Countdown['parts'] => [
  { unit: first, value: a },
  ...(b > 0 ? [{ unit: second, value: b }] : []),
];
