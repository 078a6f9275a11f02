/** At or below this many seats left the badge warns: agents book these first. */
export const FEW_SEATS = 5;

/** `available`: book at once; `few`: 1–5 left; `request`: none left, sold on request (docs/product.md §3 tickets). */
export type SeatLevel = 'available' | 'few' | 'request';

export function seatLevel(seats: number): SeatLevel {
  if (seats <= 0) return 'request';
  return seats <= FEW_SEATS ? 'few' : 'available';
}
