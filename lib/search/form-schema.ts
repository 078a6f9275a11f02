import { z } from 'zod';
import { MAX_CHECKIN_RANGE_DAYS } from '@/lib/schemas/search';
import { rangeDays } from './date-range';
import {
  CHILD_AGE_MAX,
  MAX_ADULTS,
  MAX_CHILDREN,
  currencySchema,
  type Currency,
  type SearchQuery,
} from '@/lib/schemas/search';

/**
 * The search form's state and its rules. Inputs hold text (selects and typed numbers), so the
 * form schema reads text and hands out the wire `SearchQuery`; messages are catalogue keys
 * (useFieldErrorText translates them).
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

/** SPEC.md §5 decimal rule: digits, an optional decimal part after a dot or comma, an optional exponent. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^\d+([.,]\d*)?([eE][+-]?\d+)?$/;

const requiredId = z.string().regex(/^[1-9]\d*$/, 'validation.required').transform(Number);
const nights = z.string().regex(/^[1-9]\d*$/, 'validation.required').transform(Number);
const childAge = z
  .string()
  .trim()
  .refine((text) => /^\d{1,2}$/.test(text) && Number(text) <= CHILD_AGE_MAX, 'searchForm.errors.childAge')
  .transform(Number);
const price = z
  .string()
  .trim()
  .refine((text) => text === '' || DECIMAL.test(text), 'validation.number')
  .transform((text) => (text === '' ? null : Number(text.replace(',', '.'))));

export const searchFormSchema = z
  .object({
    departure_city_id: requiredId,
    country_id: requiredId,
    package_template_ids: z.array(z.number()),
    location_ids: z.array(z.number()),
    hotel_ids: z.array(z.number()),
    // A range counts only with both ends (SPEC.md §5); the field shows one message for the pair.
    date_from: z.string().regex(ISO_DAY, 'searchForm.errors.dateRange'),
    date_to: z.string().regex(ISO_DAY, 'searchForm.errors.dateRange'),
    nights_from: nights,
    nights_to: nights,
    adults: z.string().regex(/^[1-9]$/, 'validation.required').transform(Number).pipe(z.number().max(MAX_ADULTS)),
    children_ages: z.array(childAge).max(MAX_CHILDREN),
    meal_ids: z.array(z.number()),
    category_ids: z.array(z.number()),
    price_from: price,
    price_to: price,
    currency: currencySchema,
  })
  .superRefine((values, ctx) => {
    if (rangeDays({ from: values.date_from, to: values.date_to }) > MAX_CHECKIN_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'searchForm.errors.dateRangeLong' });
    }
    if (values.nights_from > values.nights_to) ctx.addIssue({ code: 'custom', path: ['nights_to'], message: 'searchForm.errors.nightsOrder' });
    if (values.price_from !== null && values.price_to !== null && values.price_from > values.price_to) {
      ctx.addIssue({ code: 'custom', path: ['price_to'], message: 'searchForm.errors.priceOrder' });
    }
  }) satisfies z.ZodType<SearchQuery, SearchFormValues>;

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
