/** At or below this many seats left the badge warns: agents book these first. */
export const FEW_SEATS = 5;

/** `available`: book at once; `few`: 1–5 left (the exact count shown); `request`: none left, sold on request (docs/product.md §3 tickets). */
export type SeatLevel = 'available' | 'few' | 'request';

/** Seat levels that show the exact count up to `few` seats (the flight pages show it below 10). */
export function seatLevels(few: number): (seats: number) => SeatLevel {
  return (seats) => (seats <= 0 ? 'request' : seats <= few ? 'few' : 'available');
}

export const seatLevel = seatLevels(FEW_SEATS);
