import type { Currency, SearchQuery, TourSearchFormQuery } from '@/lib/schemas/search';

/**
 * The search form's state. Inputs hold text (selects and typed numbers); the form reads its text
 * as the wire query (`formQueryOf`) and checks it by the search's schema (`tourSearchCheck`,
 * lib/schemas/search.ts), whose messages are catalogue keys (useFieldErrorText translates them).
 */
export interface SearchFormValues {
  departure_city_id: string;
  country_id: string;
  package_template_ids: number[];
  location_ids: number[];
  hotel_ids: number[];
  /** ISO or '' (the date-range field shows DD.MM.YYYY). */
  date_from: string;
  date_to: string;
  nights_from: string;
  nights_to: string;
  adults: string;
  /** One typed age per child. */
  children_ages: string[];
  meal_ids: number[];
  category_ids: number[];
  price_from: string;
  price_to: string;
  currency: Currency;
}

/** docs/product.md §5 decimal rule: digits, an optional decimal part after a dot or comma, an optional exponent. */
const DECIMAL = /^\d+([.,]\d*)?([eE][+-]?\d+)?$/;

/** Typed digits as a number; other text stays text, for the schema to name the field. */
const whole = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());
const decimal = (text: string): number | string =>
  DECIMAL.test(text.trim()) ? Number(text.trim().replace(',', '.')) : text.trim();

/** The form's text as the wire query the schema checks: numbers read, an empty field ''. */
export function formQueryOf(values: SearchFormValues): TourSearchFormQuery {
  return {
    ...values,
    departure_city_id: whole(values.departure_city_id),
    country_id: whole(values.country_id),
    nights_from: whole(values.nights_from),
    nights_to: whole(values.nights_to),
    adults: whole(values.adults),
    children_ages: values.children_ages.map(whole),
    price_from: decimal(values.price_from),
    price_to: decimal(values.price_to),
  };
}

/** Form state of a (possibly partial) query; what the query lacks comes from `fallback`. */
export function toFormValues(query: Partial<SearchQuery>, fallback: SearchFormValues): SearchFormValues {
  const text = (value: number | null | undefined, otherwise: string) =>
    value === undefined ? otherwise : value === null ? '' : String(value);
  return {
    departure_city_id: text(query.departure_city_id, fallback.departure_city_id),
    country_id: text(query.country_id, fallback.country_id),
    package_template_ids: query.package_template_ids ?? fallback.package_template_ids,
    location_ids: query.location_ids ?? fallback.location_ids,
    hotel_ids: query.hotel_ids ?? fallback.hotel_ids,
    date_from: query.date_from ?? fallback.date_from,
    date_to: query.date_to ?? fallback.date_to,
    nights_from: text(query.nights_from, fallback.nights_from),
    nights_to: text(query.nights_to, fallback.nights_to),
    adults: text(query.adults, fallback.adults),
    children_ages: query.children_ages?.map(String) ?? fallback.children_ages,
    meal_ids: query.meal_ids ?? fallback.meal_ids,
    category_ids: query.category_ids ?? fallback.category_ids,
    price_from: text(query.price_from, fallback.price_from),
    price_to: text(query.price_to, fallback.price_to),
    currency: query.currency ?? fallback.currency,
  };
}

/** An empty form: the starting point before defaults and the remembered search are applied. */
export const EMPTY_FORM_VALUES: SearchFormValues = {
  departure_city_id: '',
  country_id: '',
  package_template_ids: [],
  location_ids: [],
  hotel_ids: [],
  date_from: '',
  date_to: '',
  nights_from: '',
  nights_to: '',
  adults: '2',
  children_ages: [],
  meal_ids: [],
  category_ids: [],
  price_from: '',
  price_to: '',
  currency: 'EUR',
};
