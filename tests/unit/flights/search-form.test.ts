import { EMPTY_FLIGHT_SEARCH, onDay, placeCodeOf, queryOf, searchIssues, searchString, valuesFromParams, type FlightSearchValues } from '@/lib/flights/search-form';
import { flightSearchQuerySchema } from '@/lib/schemas/flights';

const places = [
  { code: 'KIV', name: 'Chișinău' },
  { code: 'AYT', name: 'Antalya' },
  { code: 'KBP', name: 'Kyiv Boryspil' },
];

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return valuesFromParams((name) => params.get(name), (name) => params.getAll(name), places);
};

const search: FlightSearchValues = { ...EMPTY_FLIGHT_SEARCH, from: 'KIV', to: 'AYT', trip: 'return', date: '2026-12-01', return_date: '2026-12-08', adults: 2, infants: 1 };

describe('the flight search in the URL (docs/product.md §11 "The flight search page")', () => {
  it('reads a picker’s text as a place code, or nothing', () => {
    expect(placeCodeOf('Antalya (AYT)', places)).toBe('AYT');
    expect(placeCodeOf('kbp', places)).toBe('KBP');
    expect(placeCodeOf('  chișinău ', places)).toBe('KIV');
    expect(placeCodeOf('Nowhere', places)).toBe('');
    expect(placeCodeOf('LHR', places)).toBe('');
  });

  it('writes a search as the call’s parameters, defaults left out, and reads it back the same', () => {
    const string = searchString({ ...search, airlines: ['H4', 'TK'], direct: true, flight_type: 'charter', departure_from: '06:00', sort: 'duration' });
    expect(string).toBe(
      '?from=KIV&to=AYT&trip=return&date=2026-12-01&return_date=2026-12-08&adults=2&infants=1&airlines=H4%2CTK&direct=1&flight_type=charter&departure_from=06%3A00&sort=duration',
    );
    expect(searchString(read(string))).toBe(string);
    // What the server and the backend accept.
    expect(flightSearchQuerySchema.safeParse(queryOf(read(string))).success).toBe(true);
  });

  it('drops the return’s date and windows from a one-way search', () => {
    const oneWay = { ...search, trip: 'one_way' as const, return_departure_from: '10:00' };
    expect(queryOf(oneWay)).not.toHaveProperty('return_date');
    expect(queryOf(oneWay)).not.toHaveProperty('return_departure_from');
  });

  it('reads what the form sent before the page’s code ran: places as labels, airlines repeated, unreadable values left out', () => {
    const values = read('from=Chi%C8%99in%C4%83u+%28KIV%29&to=Antalya+%28AYT%29&trip=return&date=2026-12-01&return_date=31.12.2026&airlines=H4&airlines=TK&flex=9&adults=1&infants=3&departure_from=25:00&flight_type=');
    expect(values).toMatchObject({ from: 'KIV', to: 'AYT', trip: 'return', date: '2026-12-01', return_date: '', airlines: ['H4', 'TK'], flex: 3, adults: 1, infants: 1, departure_from: '', flight_type: '' });
  });

  it('stops a search without places or dates, with the return before the departure, or a party the rules refuse', () => {
    expect(searchIssues({ ...EMPTY_FLIGHT_SEARCH }, '2026-11-26')).toEqual({ from: 'flightSearch.errors.place', to: 'flightSearch.errors.place', date: 'validation.required' });
    expect(searchIssues({ ...search, to: 'KIV' }, '2026-11-26')).toEqual({ to: 'validation.samePlace' });
    expect(searchIssues({ ...search, date: '2026-11-25' }, '2026-11-26')).toEqual({ date: 'flightSearch.errors.past' });
    expect(searchIssues({ ...search, return_date: '2026-11-30' }, '2026-11-26')).toEqual({ return_date: 'validation.returnBeforeDeparture' });
    expect(searchIssues({ ...search, return_date: '' }, '2026-11-26')).toEqual({ return_date: 'validation.returnRequired' });
    expect(searchIssues({ ...search, return_date: '', trip: 'one_way' }, '2026-11-26')).toEqual({});
    expect(searchIssues({ ...search, adults: 1, infants: 2 }, '2026-11-26')).toEqual({ infants: 'validation.infantsPerAdult' });
    expect(searchIssues({ ...search, adults: 5, children: 5 }, '2026-11-26')).toEqual({ children: 'validation.seatsMax' });
  });

  it('moves the return with the strip’s day, so the trip keeps its length, and starts on page 1', () => {
    expect(onDay({ ...search, page: 3 }, '2026-11-29')).toMatchObject({ date: '2026-11-29', return_date: '2026-12-06', page: 1 });
    expect(onDay({ ...search, trip: 'one_way', return_date: '' }, '2026-12-04')).toMatchObject({ date: '2026-12-04', return_date: '' });
  });
});
