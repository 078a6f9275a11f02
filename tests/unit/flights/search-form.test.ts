import {
  EMPTY_FLIGHT_SEARCH,
  onDay,
  placeCodeOf,
  queryOf,
  searchString,
  type FlightSearchValues,
} from '@/lib/flights/search-form';
import { readFlightSearch } from '@/lib/flights/search-query';
import { flightQueryFromParams, flightSearchIssues, flightSearchQuerySchema } from '@/lib/schemas/flights';

const places = [
  { code: 'KIV', name: 'Chișinău' },
  { code: 'AYT', name: 'Antalya' },
  { code: 'KBP', name: 'Kyiv Boryspil' },
];

/** A URL as the page's searchParams hold it (a repeated key as a list), read on the server. */
const read = (query: string) => {
  const params = new URLSearchParams(query);
  const record = Object.fromEntries(
    [...new Set(params.keys())].map((key) => [
      key,
      params.getAll(key).length > 1 ? params.getAll(key) : params.get(key)!,
    ]),
  );
  return readFlightSearch(record, places);
};
const searchIssues = (values: FlightSearchValues, today: string) => flightSearchIssues(queryOf(values), today);

const search: FlightSearchValues = {
  ...EMPTY_FLIGHT_SEARCH,
  from: 'KIV',
  to: 'AYT',
  trip: 'return',
  date: '2026-12-01',
  return_date: '2026-12-08',
  adults: 2,
  infants: 1,
};

describe('the flight search in the URL (docs/product.md §11 "The flight search page")', () => {
  it('reads a picker’s text as a place code, or nothing', () => {
    expect(placeCodeOf('Antalya (AYT)', places)).toBe('AYT');
    expect(placeCodeOf('kbp', places)).toBe('KBP');
    expect(placeCodeOf('  chișinău ', places)).toBe('KIV');
    expect(placeCodeOf('Nowhere', places)).toBe('');
    expect(placeCodeOf('LHR', places)).toBe('');
  });

  it('writes a search as the call’s parameters, defaults left out, and reads it back the same', () => {
    const string = searchString({
      ...search,
      airlines: ['H4', 'TK'],
      direct: true,
      flight_type: 'charter',
      departure_from: '06:00',
      sort: 'duration',
    });
    expect(string).toBe(
      '?from=KIV&to=AYT&trip=return&date=2026-12-01&return_date=2026-12-08&adults=2&infants=1&airlines=H4%2CTK&direct=1&flight_type=charter&departure_from=06%3A00&sort=duration',
    );
    expect(searchString(read(string))).toBe(string);
    // What the server and the backend accept.
    expect(flightSearchIssues(queryOf(read(string)), '2026-11-26')).toEqual({});
    const written = new URLSearchParams(string);
    expect(flightSearchQuerySchema.safeParse(flightQueryFromParams((name) => written.get(name))).success).toBe(true);
  });

  it('drops the return’s date and windows from a one-way search', () => {
    const oneWay = { ...search, trip: 'one_way' as const, return_departure_from: '10:00' };
    expect(searchString(oneWay)).toBe('?from=KIV&to=AYT&date=2026-12-01&adults=2&infants=1');
    expect(queryOf(oneWay)).not.toHaveProperty('return_departure_from');
  });

  it('reads what the form sent before the page’s code ran by the query’s schema: places as labels, airlines repeated, a bad value left out', () => {
    const values = read(
      'from=Chi%C8%99in%C4%83u+%28KIV%29&to=Antalya+%28AYT%29&trip=return&date=2026-12-01&return_date=2026-02-30&airlines=H4&airlines=TK&airlines=x&flex=9&adults=1&infants=3&departure_from=25:00&flight_type=&direct=1&sort=cheapest&page=0',
    );
    expect(values).toMatchObject({
      from: 'KIV',
      to: 'AYT',
      trip: 'return',
      date: '2026-12-01',
      return_date: '',
      airlines: ['H4', 'TK'],
      flex: 0,
      adults: 1,
      infants: 1,
      departure_from: '',
      flight_type: '',
      direct: true,
      sort: 'price',
      page: 1,
    });
    expect(read('from=LHR&to=ayt&date=31.12.2026')).toMatchObject({ from: '', to: 'AYT', date: '2026-12-31' });
  });

  it('stops a search without places or dates, with the return before the departure, or a party the rules refuse', () => {
    expect(searchIssues({ ...EMPTY_FLIGHT_SEARCH }, '2026-11-26')).toEqual({
      from: 'flightSearch.errors.place',
      to: 'flightSearch.errors.place',
      date: 'validation.required',
    });
    expect(searchIssues({ ...search, to: 'KIV' }, '2026-11-26')).toEqual({ to: 'validation.samePlace' });
    expect(searchIssues({ ...search, date: '2026-11-25' }, '2026-11-26')).toEqual({ date: 'flightSearch.errors.past' });
    expect(searchIssues({ ...search, return_date: '2026-11-30' }, '2026-11-26')).toEqual({
      return_date: 'validation.returnBeforeDeparture',
    });
    expect(searchIssues({ ...search, return_date: '' }, '2026-11-26')).toEqual({
      return_date: 'validation.returnRequired',
    });
    expect(searchIssues({ ...search, return_date: '', trip: 'one_way' }, '2026-11-26')).toEqual({});
    expect(searchIssues({ ...search, from: '', return_date: '', infants: 3 }, '2026-11-26')).toEqual({
      from: 'flightSearch.errors.place',
      return_date: 'validation.returnRequired',
      infants: 'validation.infantsPerAdult',
    });
    expect(searchIssues({ ...search, adults: 1, infants: 2 }, '2026-11-26')).toEqual({
      infants: 'validation.infantsPerAdult',
    });
    expect(searchIssues({ ...search, adults: 5, children: 5 }, '2026-11-26')).toEqual({
      children: 'validation.seatsMax',
    });
  });

  it('moves the return with the strip’s day, so the trip keeps its length, and starts on page 1', () => {
    expect(onDay({ ...search, page: 3 }, '2026-11-29')).toMatchObject({
      date: '2026-11-29',
      return_date: '2026-12-06',
      page: 1,
    });
    expect(onDay({ ...search, trip: 'one_way', return_date: '' }, '2026-12-04')).toMatchObject({
      date: '2026-12-04',
      return_date: '',
    });
  });
});
