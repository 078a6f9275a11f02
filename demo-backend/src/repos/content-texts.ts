import type { Locale } from '../i18n';

/** The operator's texts are stored per language as JSON (demo-backend/src/db/schema.ts): the caller's, else Russian. */
export function textIn<T>(json: string, locale: Locale): T {
  const texts = JSON.parse(json) as Partial<Record<Locale, T>>;
  return (texts[locale] ?? texts.ru) as T;
}

/** The stored comma-joined country codes as a list ('' is every country). */
export const countryList = (stored: string): string[] => (stored ? stored.split(',') : []);

export interface Trip {
  country: string | null;
  flight_type: 'charter' | 'regular' | null;
}

/** Whether every condition an item has (its countries, its flight type) fits the trip. */
export function appliesTo(item: { countries: string[]; flight_type: string | null }, trip: Trip): boolean {
  if (item.countries.length > 0 && (!trip.country || !item.countries.includes(trip.country))) return false;
  return item.flight_type === null || item.flight_type === trip.flight_type;
}

/** Aimed at the trip: it has a condition, and all of them fit. */
export const aimedAt = (item: { countries: string[]; flight_type: string | null }, trip: Trip) =>
  (item.countries.length > 0 || item.flight_type !== null) && appliesTo(item, trip);
