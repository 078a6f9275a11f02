/**
 * The search the saved-offers tests start from, the demo backend's (demo-backend/tests/
 * saved-offers.test.ts) and the end-to-end basket seed (tests/e2e/seed-basket.ts): a week in
 * Turkey from Chișinău for two adults, on the fourth day the calendar offers.
 */
const WHERE = { departure_city_id: 1, country_id: 1 } as const;

/** The calendar hints call whose days the search picks from. */
export const weekInTurkeyHintsPath = `/api/v2/search/calendar_hints?departure_city_id=${WHERE.departure_city_id}&country_id=${WHERE.country_id}`;

/** The search's body on the hints' fourth day, priced in `currency`. */
export function weekInTurkeySearch(hints: readonly string[], currency: 'EUR' | 'USD') {
  return {
    ...WHERE,
    date_from: hints[3],
    date_to: hints[3],
    nights_from: 7,
    nights_to: 7,
    adults: 2,
    currency,
  };
}
