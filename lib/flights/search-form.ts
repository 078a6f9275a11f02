import {
  FLIGHT_QUERY_DEFAULTS,
  FLIGHT_SORTS,
  FLIGHT_TYPES,
  MAX_FLEX_DAYS,
  PLACE_CODE,
  TIME_OF_DAY,
  flightQueryFromParams,
  flightQueryToParams,
  type FlightSort,
  type FlightType,
  type TripKind,
} from '@/lib/schemas/flight-constants';
import type { FlightPlace, FlightSearchQueryInput } from '@/lib/schemas/flights';
import { addIsoDays } from '@/lib/search/date-range';
import { isRealDate } from '@/lib/shared/calendar-days';
import { adjustParty, partyIssues } from './passengers';

/**
 * The flight search's form and URL (docs/product.md §11 "The flight search page"), without zod so
 * the page's first load stays small: the values the form edits, read from and written to the
 * URL's parameters (the names of GET air_tickets_search), checked before a search is sent.
 */

/** The remembered last flight search (lib/search/last-search.ts), apart from the tour search's. */
export const FLIGHT_LAST_SEARCH_COOKIE = 'last_flight_search';

/** The time windows of the filters, each a `…_from`/`…_to` pair of parameters. */
export const TIME_WINDOWS = ['departure', 'arrival', 'return_departure', 'return_arrival'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];
type WindowKey = `${TimeWindow}_from` | `${TimeWindow}_to`;

export interface FlightSearchValues extends Record<WindowKey, string> {
  from: string;
  to: string;
  trip: TripKind;
  /** ISO days, '' when not chosen. */
  date: string;
  return_date: string;
  flex: number;
  adults: number;
  children: number;
  infants: number;
  airlines: string[];
  direct: boolean;
  flight_type: FlightType | '';
  baggage: boolean;
  sort: FlightSort;
  page: number;
}

const noWindows = Object.fromEntries(TIME_WINDOWS.flatMap((w) => [[`${w}_from`, ''], [`${w}_to`, '']])) as Record<WindowKey, string>;

export const EMPTY_FLIGHT_SEARCH: FlightSearchValues = {
  from: '',
  to: '',
  trip: FLIGHT_QUERY_DEFAULTS.trip,
  date: '',
  return_date: '',
  flex: FLIGHT_QUERY_DEFAULTS.flex,
  adults: FLIGHT_QUERY_DEFAULTS.adults,
  children: FLIGHT_QUERY_DEFAULTS.children,
  infants: FLIGHT_QUERY_DEFAULTS.infants,
  airlines: [],
  direct: false,
  flight_type: '',
  baggage: false,
  sort: FLIGHT_QUERY_DEFAULTS.sort,
  page: 1,
  ...noWindows,
};

/** A place as the pickers write it: "Antalya (AYT)". */
export const placeLabel = (place: Pick<FlightPlace, 'name' | 'code'>) => `${place.name} (${place.code})`;

/**
 * A picker's text → a place code: the code itself ("ayt"), "Antalya (AYT)", or a place's name
 * typed whole in any case ("antalya"); '' when it names none.
 */
export function placeCodeOf(text: string, places: readonly Pick<FlightPlace, 'name' | 'code'>[]): string {
  const trimmed = text.trim();
  const bracketed = /\(([A-Za-z]{3})\)\s*$/.exec(trimmed)?.[1] ?? trimmed;
  const code = bracketed.toUpperCase();
  if (PLACE_CODE.test(code) && places.some((place) => place.code === code)) return code;
  const lower = trimmed.toLocaleLowerCase();
  return places.find((place) => place.name.toLocaleLowerCase() === lower)?.code ?? '';
}

const time = (text: string) => (TIME_OF_DAY.test(text) ? text : '');
const count = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;

/**
 * The URL's parameters → the form's values. `get` reads one parameter; `airlines` may come
 * comma-joined (a link) or repeated (the form sent before the page's code ran). Dates are ISO
 * (the form's hidden date fields); anything unreadable is left empty or at its default, and the
 * places are kept as codes when `places` knows them.
 */
export function valuesFromParams(get: (name: string) => string | null | undefined, getAll: (name: string) => string[], places: readonly Pick<FlightPlace, 'name' | 'code'>[]): FlightSearchValues {
  const raw = flightQueryFromParams((name) => (name === 'airlines' ? getAll(name).join(',') : get(name)));
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  const party = adjustParty(
    { adults: count(raw.adults, 1, 9, 1), children: count(raw.children, 0, 8, 0), infants: count(raw.infants, 0, 9, 0) },
    'adults',
  );
  const values: FlightSearchValues = {
    ...EMPTY_FLIGHT_SEARCH,
    from: placeCodeOf(text('from'), places),
    to: placeCodeOf(text('to'), places),
    trip: raw.trip === 'return' ? 'return' : 'one_way',
    date: isRealDate(text('date')) ? text('date') : '',
    return_date: isRealDate(text('return_date')) ? text('return_date') : '',
    flex: count(raw.flex, 0, MAX_FLEX_DAYS, 0),
    ...party,
    airlines: Array.isArray(raw.airlines) ? [...new Set(raw.airlines.filter((code): code is string => typeof code === 'string' && /^[A-Z0-9]{2}$/.test(code)))] : [],
    direct: raw.direct === true,
    flight_type: (FLIGHT_TYPES as readonly string[]).includes(text('flight_type')) ? (text('flight_type') as FlightType) : '',
    baggage: raw.baggage === true,
    sort: (FLIGHT_SORTS as readonly string[]).includes(text('sort')) ? (text('sort') as FlightSort) : FLIGHT_QUERY_DEFAULTS.sort,
    page: count(raw.page, 1, 10_000, 1),
  };
  for (const window of TIME_WINDOWS) {
    values[`${window}_from`] = time(text(`${window}_from`));
    values[`${window}_to`] = time(text(`${window}_to`));
  }
  return values;
}

/** The values as the search's query (the typed body; empty values left out); a one-way trip drops the return's. */
export function queryOf(values: FlightSearchValues): FlightSearchQueryInput {
  const oneWay = values.trip === 'one_way';
  const query: FlightSearchQueryInput = {
    from: values.from,
    to: values.to,
    trip: values.trip,
    date: values.date,
    flex: values.flex,
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    airlines: values.airlines,
    direct: values.direct,
    baggage: values.baggage,
    sort: values.sort,
    page: values.page,
  };
  if (!oneWay && values.return_date) query.return_date = values.return_date;
  if (values.flight_type) query.flight_type = values.flight_type;
  for (const window of TIME_WINDOWS) {
    if (oneWay && window.startsWith('return_')) continue;
    for (const end of ['from', 'to'] as const) if (values[`${window}_${end}`]) query[`${window}_${end}`] = values[`${window}_${end}`];
  }
  return query;
}

/** The values → the URL's (and GET air_tickets_search's) parameters, defaults left out. */
export function valuesToParams(values: FlightSearchValues): URLSearchParams {
  return flightQueryToParams(queryOf(values));
}

export type FlightSearchField = 'from' | 'to' | 'date' | 'return_date' | 'adults' | 'children' | 'infants';
/** Field → a catalogue key (validation.*, flightSearch.errors.*). */
export type FlightSearchErrors = Partial<Record<FlightSearchField, string>>;

/**
 * What stops a search, as catalogue keys per field: the places and the dates (not before
 * `today`; the return on or after the departure), the party (lib/flights/passengers.ts). The same
 * rules as the backend's 422 (lib/schemas/flights.ts), checked before a call is made.
 */
export function searchIssues(values: FlightSearchValues, today: string): FlightSearchErrors {
  const errors: FlightSearchErrors = {};
  if (!values.from) errors.from = 'flightSearch.errors.place';
  if (!values.to) errors.to = 'flightSearch.errors.place';
  else if (values.to === values.from) errors.to = 'validation.samePlace';
  if (!values.date) errors.date = 'validation.required';
  else if (values.date < today) errors.date = 'flightSearch.errors.past';
  if (values.trip === 'return') {
    if (!values.return_date) errors.return_date = 'validation.returnRequired';
    else if (values.date && values.return_date < values.date) errors.return_date = 'validation.returnBeforeDeparture';
  }
  for (const issue of partyIssues(values)) errors[issue.field] ??= issue.message;
  return errors;
}

/** A search another day (the price strip): the return moves by as many days, so the trip keeps its length. */
export function onDay(values: FlightSearchValues, date: string): FlightSearchValues {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${values.date}T00:00:00Z`)) / 86_400_000);
  return { ...values, date, return_date: values.return_date ? addIsoDays(values.return_date, days) : '', page: 1 };
}

/** The query string of a search (`?from=…`), the form's values in the URL's order. */
export const searchString = (values: FlightSearchValues) => `?${valuesToParams(values).toString()}`;
