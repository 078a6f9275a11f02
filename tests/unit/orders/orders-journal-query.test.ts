import { paramsOf, searchParamsOf } from '@/lib/query-string';
import { readJournalQuery } from '@/lib/read-query';
import {
  journalApiQuery,
  journalSearch,
  nextSort,
  ordersListKey,
  readOpenOrder,
  withFilters,
} from '@/lib/orders/journal-query';
import { ORDERS_PAGE_SIZE, ordersQuerySchema, type OrdersQuery } from '@/lib/schemas/orders';

const read = (search: string) => readJournalQuery(new URLSearchParams(search));

describe('the journal query in the page URL', () => {
  const full: OrdersQuery = {
    number: 'MD-10',
    surname: 'Ivanov',
    created_from: '2026-01-01',
    created_to: '2026-01-31',
    check_in_from: '2026-06-01',
    check_in_to: '2026-06-30',
    status: ['confirmed', 'partially_paid'],
    country_id: 2,
    hotel_id: [17, 21],
    owner_id: [3],
    flight_there: 'RU 7501',
    flight_back: 'RU 7502',
    sort: 'total',
    page: 3,
    size: ORDERS_PAGE_SIZE,
  };

  it('comes back the same after a trip through the URL, every filter, sort, page and the open order', () => {
    const search = journalSearch(full, 41);
    const params = new URLSearchParams(search);
    expect(readJournalQuery(params)).toEqual(full);
    expect(readOpenOrder(params)).toBe(41);
    expect(search).toContain('status=confirmed,partially_paid');
    expect(search).toContain('hotel_id=17,21');
  });

  it('reads what the plain filter form submits: empty fields, a repeated status, DD.MM.YYYY dates (the same query as the short URL)', () => {
    const submitted = readJournalQuery(
      searchParamsOf(
        new URLSearchParams(
          'number=&surname=Popescu&status=paid&status=cancelled&created_from=01.05.2026&created_to=31.02.2026&owner_id=&sort=total',
        ),
      ),
    );
    expect(submitted).toEqual(read('?surname=Popescu&status=paid,cancelled&created_from=2026-05-01&sort=total'));
    expect(journalSearch(submitted)).toBe('?surname=Popescu&created_from=2026-05-01&status=paid,cancelled&sort=total');
    expect(readJournalQuery(paramsOf({ status: ['paid', 'cancelled'] })).status).toEqual(['paid', 'cancelled']);
    // The owner and hotel multi-selects without script: a checkbox per option, repeated keys.
    expect(readJournalQuery(paramsOf({ owner_id: ['3', '5'], hotel_id: '17' }))).toMatchObject({
      owner_id: [3, 5],
      hotel_id: [17],
    });
  });

  it('leaves the defaults out, so the plain journal is /orders with no query', () => {
    expect(journalSearch(read(''))).toBe('');
    expect(read('')).toEqual({ sort: '-created_at', page: 1, size: ORDERS_PAGE_SIZE });
  });

  it('drops only the bad parts of a hand-edited link', () => {
    const query = read(
      '?surname=Ivanov&status=paid,bogus,paid&created_from=31.02.2026&country_id=abc&hotel_id=-4&sort=price&page=0&order=x',
    );
    expect(query).toEqual({
      surname: 'Ivanov',
      status: ['paid'],
      sort: '-created_at',
      page: 1,
      size: ORDERS_PAGE_SIZE,
    });
    expect(readOpenOrder(new URLSearchParams('?order=x'))).toBeNull();
  });

  it("reads the URL by the backend's own schema: what it takes is kept, what it refuses dropped field by field", () => {
    const search = journalSearch(full, 41);
    expect(ordersQuerySchema.parse(read(search))).toEqual(read(search));
    expect(read('')).toEqual(ordersQuerySchema.parse({}));
    const atLimit = {
      number: 'M'.repeat(20),
      surname: 'I'.repeat(40),
      flight_there: 'R'.repeat(20),
      owner_id: String(2 ** 53 - 1),
    };
    for (const [name, value] of Object.entries(atLimit))
      expect(read(`?${name}=${value}&sort=total`)).toEqual({
        ...read('?sort=total'),
        [name]: name === 'owner_id' ? [Number(value)] : name.endsWith('_id') ? Number(value) : value,
      });
    const tooLong = {
      number: 'M'.repeat(21),
      surname: 'I'.repeat(41),
      flight_there: 'R'.repeat(21),
      country_id: '2.5',
      owner_id: String(2 ** 53),
      sort: '--total',
      size: '101',
    };
    for (const [name, value] of Object.entries(tooLong)) {
      expect(read(`?${name}=${value}&status=paid`)).toEqual(read('?status=paid'));
      const wire = name === 'owner_id' ? [Number(value)] : /_id|size/.test(name) ? Number(value) : value;
      expect(ordersQuerySchema.safeParse({ [name]: wire }).success).toBe(false);
    }
  });

  it('asks the backend with page[number] and page[size], the open order left out', () => {
    expect(journalApiQuery({ ...read('?surname=Ivanov&page=2') })).toEqual({
      surname: 'Ivanov',
      sort: undefined,
      'page[number]': 2,
      'page[size]': ORDERS_PAGE_SIZE,
    });
    expect(ordersListKey(read('?status=paid&order=5'))).toBe(
      `/api/orders?status=paid&page%5Bnumber%5D=1&page%5Bsize%5D=${ORDERS_PAGE_SIZE}`,
    );
  });

  it('new filters go back to page 1 and keep the sort', () => {
    expect(withFilters({ ...full }, { surname: 'Popescu' })).toEqual({
      surname: 'Popescu',
      sort: 'total',
      page: 1,
      size: ORDERS_PAGE_SIZE,
    });
  });

  it('a header click flips its own column and starts another descending (the number ascending)', () => {
    expect(nextSort('-created_at', 'created_at')).toBe('created_at');
    expect(nextSort('created_at', 'created_at')).toBe('-created_at');
    expect(nextSort('-created_at', 'total')).toBe('-total');
    expect(nextSort('-created_at', 'number')).toBe('number');
  });
});
