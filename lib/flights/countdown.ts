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

export interface Countdown {
  urgency: CountdownUrgency;
  /** What is left, in whole units, the two largest that matter: days and hours, hours and minutes, or minutes. */
  parts: { unit: 'days' | 'hours' | 'minutes'; value: number }[];
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
    const hoursTotal = Math.floor(left / HOUR);
    return { urgency, parts: pair('days', Math.floor(hoursTotal / 24), 'hours', hoursTotal % 24) };
  }
  if (minutes >= 60) return { urgency, parts: pair('hours', Math.floor(minutes / 60), 'minutes', minutes % 60) };
  return { urgency, parts: [{ unit: 'minutes', value: minutes }] };
}

function pair(first: Countdown['parts'][number]['unit'], a: number, second: Countdown['parts'][number]['unit'], b: number): Countdown['parts'] {
  return b > 0 ? [{ unit: first, value: a }, { unit: second, value: b }] : [{ unit: first, value: a }];
}

