import {
  FLIGHT_QUERY_DEFAULTS,
  PLACE_CODE,
  flightQueryToParams,
  type FlightSort,
  type FlightType,
  type TripKind,
} from '@/lib/schemas/flight-constants';
import type { FlightPlace, FlightSearchFormQuery } from '@/lib/schemas/flights';
import { addIsoDays } from '@/lib/search/date-range';

/**
 * The flight search's form (docs/product.md §11 "The flight search page"): the values it edits and
 * the URL it writes from them (the parameters of GET air_tickets_search), checking nothing. The
 * page reads the URL with the query schema on the server (lib/flights/search-query.ts) and checks
 * a search with `flightSearchIssues` (lib/schemas/flights.ts), as the form does before it sends
 * one (docs/architecture.md §11 "Server-first screens").
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

const noWindows = Object.fromEntries(
  TIME_WINDOWS.flatMap((w) => [
    [`${w}_from`, ''],
    [`${w}_to`, ''],
  ]),
) as Record<WindowKey, string>;

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

/**
 * The values as the search's query, in the URL's order (empty values kept as '': the writer and the
 * check leave them out); a one-way trip drops the return's date and windows.
 */
export function queryOf(values: FlightSearchValues): FlightSearchFormQuery {
  const back = values.trip === 'return';
  return {
    from: values.from,
    to: values.to,
    trip: values.trip,
    date: values.date,
    flex: values.flex,
    return_date: back ? values.return_date : '',
    adults: values.adults,
    children: values.children,
    infants: values.infants,
    airlines: values.airlines,
    direct: values.direct,
    flight_type: values.flight_type,
    baggage: values.baggage,
    ...Object.fromEntries(
      TIME_WINDOWS.flatMap((window) =>
        (back || !window.startsWith('return_') ? [`${window}_from`, `${window}_to`] : []).map((key) => [
          key,
          values[key as WindowKey],
        ]),
      ),
    ),
    sort: values.sort,
    page: values.page,
  };
}

/** The values → the URL's (and GET air_tickets_search's) parameters, defaults left out. */
export function valuesToParams(values: FlightSearchValues): URLSearchParams {
  return flightQueryToParams(queryOf(values));
}

/** By field: the catalogue keys of `flightSearchIssues`, or the backend's sentences. */
export type FlightSearchErrors = Record<string, string>;

/** A search another day (the price strip): the return moves by as many days, so the trip keeps its length. */
export function onDay(values: FlightSearchValues, date: string): FlightSearchValues {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${values.date}T00:00:00Z`)) / 86_400_000);
  return { ...values, date, return_date: values.return_date ? addIsoDays(values.return_date, days) : '', page: 1 };
}

/** The query string of a search (`?from=…`), the form's values in the URL's order. */
export const searchString = (values: FlightSearchValues) => `?${valuesToParams(values).toString()}`;
