import { rangeDays } from './date-range';
import { isRealDate } from '@/lib/shared/calendar-days';
import {
  CHILD_AGE_MAX,
  CURRENCIES,
  MAX_ADULTS,
  MAX_CHECKIN_RANGE_DAYS,
  MAX_CHILDREN,
  oneOf,
  type Currency,
} from '@/lib/schemas/search-limits';
import type { SearchQuery } from '@/lib/schemas/search';

/**
 * The search form's state and its rules. Inputs hold text (selects and typed numbers), so the
 * form's parser reads text and hands out the wire `SearchQuery`; messages are catalogue keys
 * (useFieldErrorText translates them). The rules are checked by hand, not with the wire schema
 * (tests/unit/search/search-form-rules.test.ts checks every query it hands out against it).
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
const POSITIVE = /^[1-9]\d*$/;

/** A rule broken: the field's path (`children_ages.1` for the second child) and a catalogue key. */
export interface FormIssue {
  path: string;
  message: string;
}

export type SearchFormResult = { success: true; data: SearchQuery } | { success: false; issues: FormIssue[] };

/** The form's text as a wire query, or every rule it breaks (one issue per field, in form order). */
export function parseSearchForm(values: SearchFormValues): SearchFormResult {
  const issues: FormIssue[] = [];
  const fail = (path: string, message: string) => {
    issues.push({ path, message });
    return NaN;
  };
  const positive = (path: 'departure_city_id' | 'country_id' | 'nights_from' | 'nights_to') =>
    POSITIVE.test(values[path]) ? Number(values[path]) : fail(path, 'validation.required');
  const price = (path: 'price_from' | 'price_to') => {
    const text = values[path].trim();
    if (text === '') return null;
    return DECIMAL.test(text) ? Number(text.replace(',', '.')) : fail(path, 'validation.number');
  };

  const departure_city_id = positive('departure_city_id');
  const country_id = positive('country_id');
  // A range counts only with both ends (docs/product.md §5); the field shows one message for the pair.
  for (const path of ['date_from', 'date_to'] as const) if (!isRealDate(values[path])) fail(path, 'searchForm.errors.dateRange');
  const nights_from = positive('nights_from');
  const nights_to = positive('nights_to');
  const adults = /^[1-9]$/.test(values.adults) && Number(values.adults) <= MAX_ADULTS ? Number(values.adults) : fail('adults', 'validation.required');
  if (values.children_ages.length > MAX_CHILDREN) fail('children_ages', 'searchForm.errors.childAge');
  const children_ages = values.children_ages.map((age, index) => {
    const text = age.trim();
    return /^\d{1,2}$/.test(text) && Number(text) <= CHILD_AGE_MAX ? Number(text) : fail(`children_ages.${index}`, 'searchForm.errors.childAge');
  });
  const price_from = price('price_from');
  const price_to = price('price_to');
  const currency = oneOf(CURRENCIES, values.currency);
  if (!currency) fail('currency', 'validation.required');
  if (issues.length || !currency) return { success: false, issues };

  // Rules across fields, once each field is right.
  if (rangeDays({ from: values.date_from, to: values.date_to }) > MAX_CHECKIN_RANGE_DAYS) fail('date_to', 'searchForm.errors.dateRangeLong');
  if (nights_from > nights_to) fail('nights_to', 'searchForm.errors.nightsOrder');
  if (price_from !== null && price_to !== null && price_from > price_to) fail('price_to', 'searchForm.errors.priceOrder');
  if (issues.length) return { success: false, issues };

  const { package_template_ids, location_ids, hotel_ids, date_from, date_to, meal_ids, category_ids } = values;
  return {
    success: true,
    data: {
      departure_city_id,
      country_id,
      package_template_ids,
      location_ids,
      hotel_ids,
      date_from,
      date_to,
      nights_from,
      nights_to,
      adults,
      children_ages,
      meal_ids,
      category_ids,
      price_from,
      price_to,
      currency,
    },
  };
}

/** Form state of a (possibly partial) query; what the query lacks comes from `fallback`. */
export function toFormValues(query: Partial<SearchQuery>, fallback: SearchFormValues): SearchFormValues {
  const text = (value: number | null | undefined, otherwise: string) => (value === undefined ? otherwise : value === null ? '' : String(value));
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
