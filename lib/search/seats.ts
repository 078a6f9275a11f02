/** At or below this many seats left the badge warns: agents book these first. */
export const FEW_SEATS = 5;

/** `available`: book at once; `few`: 1–5 left (the exact count shown); `request`: none left, sold on request (docs/product.md §3 tickets). */
export type SeatLevel = 'available' | 'few' | 'request';

/** `few` is the count up to which the badge shows the exact number (the flight search shows it below 10). */
export function seatLevel(seats: number, few: number = FEW_SEATS): SeatLevel {
  if (seats <= 0) return 'request';
  return seats <= few ? 'few' : 'available';
}
