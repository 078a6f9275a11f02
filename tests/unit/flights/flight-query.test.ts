import {
  flightQueryFromParams,
  flightQueryToParams,
  flightSearchQuerySchema,
  fareHoldRequestSchema,
  ticketOrdersApiQuery,
} from '@/lib/schemas/flights';
import { toQueryString } from '@/lib/query-string';

describe('the flight search query (docs/product.md "Flight tickets: the calls")', () => {
  const params = (query: string) => {
    const search = new URLSearchParams(query);
    return flightQueryFromParams((name) => search.get(name));
  };

  it('reads GET parameters into the typed body the POST takes', () => {
    const parsed = flightSearchQuerySchema.parse(
      params(
        'from=KIV&to=AYT&trip=return&date=2026-12-01&return_date=2026-12-08&flex=2&adults=2&infants=1&airlines=H4,TK&direct=1&departure_from=06:00&departure_to=12:00',
      ),
    );
    expect(parsed).toMatchObject({
      from: 'KIV',
      to: 'AYT',
      trip: 'return',
      flex: 2,
      adults: 2,
      children: 0,
      infants: 1,
      airlines: ['H4', 'TK'],
      direct: true,
      baggage: false,
      departure_from: '06:00',
      sort: 'price',
      page: 1,
    });
  });

  it('writes the same query back to parameters without the defaults', () => {
    const query = flightSearchQuerySchema.parse({
      from: 'KIV',
      to: 'AYT',
      date: '2026-12-01',
      adults: 2,
      airlines: ['H4'],
      direct: true,
    });
    expect(flightQueryToParams(query).toString()).toBe('from=KIV&to=AYT&date=2026-12-01&adults=2&airlines=H4&direct=1');
    expect(flightSearchQuerySchema.parse(params(flightQueryToParams(query).toString()))).toEqual(query);
  });

  it('names the field of a value that is not a number', () => {
    const result = flightSearchQuerySchema.safeParse(params('from=KIV&to=AYT&date=2026-12-01&adults=two'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['adults']);
  });

  it.each([
    ['more infants than adults', { adults: 1, infants: 2 }, 'infants'],
    ['more than nine seats', { adults: 5, children: 5 }, 'children'],
    ['a return trip without its date', { trip: 'return' }, 'return_date'],
    ['a return before the departure', { trip: 'return', return_date: '2026-11-30' }, 'return_date'],
    ['the same place both ways', { to: 'KIV' }, 'to'],
    ['a flexible range past three days', { flex: 4 }, 'flex'],
    ['a time window that is not a time', { arrival_to: '24:00' }, 'arrival_to'],
  ])('refuses %s', (_, change, field) => {
    const result = flightSearchQuerySchema.safeParse({ from: 'KIV', to: 'AYT', date: '2026-12-01', ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('holds a fare for a party with one infant per adult at most', () => {
    const body = (infants: number) => ({ fare_id: 'abc', passengers: { adults: 2, children: 0, infants } });
    expect(fareHoldRequestSchema.safeParse(body(2)).success).toBe(true);
    expect(fareHoldRequestSchema.safeParse(body(3)).success).toBe(false);
  });

  it('writes the flight list query as the call parameters: paging in page[…], statuses comma-joined, empty ones left out', () => {
    const query = ticketOrdersApiQuery({
      surname: 'Ion',
      status: ['hold', 'ticketed'],
      airline: undefined,
      sort: '-created_at',
      page: 2,
      size: 20,
    });
    expect(decodeURIComponent(toQueryString(query))).toBe(
      '?surname=Ion&sort=-created_at&status=hold,ticketed&page[number]=2&page[size]=20',
    );
    expect(ticketOrdersApiQuery({ status: [] })).not.toHaveProperty('status', []);
  });
});
