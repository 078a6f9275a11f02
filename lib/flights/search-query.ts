import 'server-only';
import { paramsOf, type ReadableParams } from '@/lib/query-string';
import { readQuery } from '@/lib/read-query';
import { flightSearchQueryObjectSchema, type FlightPlace } from '@/lib/schemas/flights';
import { adjustParty } from './passengers';
import { EMPTY_FLIGHT_SEARCH, placeCodeOf, type FlightSearchValues } from './search-form';

/**
 * The flight search's URL read on the server by the search query's own schema (docs/architecture.md
 * §11 "Server-first screens"): the page hands the form what it reads as props, so the browser never
 * parses the URL. Field by field as `readQuery` reads a list's URL: a bad parameter is left out, the
 * defaults are the schema's; the places, the dates and the outbound date may be missing (the page
 * fills them in).
 */
const urlQuerySchema = flightSearchQueryObjectSchema.partial({ from: true, to: true, date: true });

/** Whether the URL names any of the search's parameters (else the page starts from the remembered search). */
export function namesFlightSearch(params: Record<string, string | string[] | undefined>): boolean {
  return Object.keys(flightSearchQueryObjectSchema.shape).some((key) => params[key] !== undefined);
}

/**
 * The form's values of a URL (`searchParams`, or the remembered search's parameters): a place as
 * the picker writes it ("Antalya (AYT)") or its code, kept when `places` knows it; airlines comma-joined
 * or repeated (the GET form sent before the page's code ran); the party as the form's counters can
 * show it (lib/flights/passengers.ts `adjustParty`).
 */
export function readFlightSearch(
  record: Record<string, string | string[] | undefined>,
  places: readonly Pick<FlightPlace, 'name' | 'code'>[],
): FlightSearchValues {
  const params = paramsOf(record);
  const reader: ReadableParams = {
    get: (name) => {
      const text = params.get(name);
      return text !== null && (name === 'from' || name === 'to') ? placeCodeOf(text, places) : text;
    },
  };
  const query = readQuery(urlQuerySchema, reader);
  const values: Record<string, unknown> = { ...EMPTY_FLIGHT_SEARCH };
  for (const [key, value] of Object.entries(query)) if (key in values && value !== undefined) values[key] = value;
  const read = values as unknown as FlightSearchValues;
  return { ...read, ...adjustParty(read, 'adults') };
}
