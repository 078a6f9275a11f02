/** Below this many seats left a flight shows the exact count (docs/product.md §11 "a leg"); at 0 "on request". */
export const FLIGHT_EXACT_SEATS_UNDER = 10;
