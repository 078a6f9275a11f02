import { searchParamsOf } from '@/lib/query-string';
import { readTicketOrdersQuery } from '@/lib/read-query';
import {
  nextTicketSort,
  readOpenTicketOrder,
  ticketOrderPath,
  ticketOrdersKey,
  ticketOrdersSearch,
  withTicketFilters,
} from '@/lib/flights/ticket-orders-query';

const read = (search: string) => readTicketOrdersQuery(new URLSearchParams(search));

describe('the flight list URL', () => {
  it('reads every filter, the sort and the page; defaults for the rest', () => {
    expect(read('')).toEqual({ sort: '-created_at', page: 1, size: 20 });
    expect(
      read(
        'number=AT-2001&surname=ivan&route=KIV-AYT&flight_from=2026-12-01&flight_to=2026-12-31&airline=H4&status=hold,ticketed&flight_type=charter&sort=departure&page=3',
      ),
    ).toEqual({
      number: 'AT-2001',
      surname: 'ivan',
      route: 'KIV-AYT',
      flight_from: '2026-12-01',
      flight_to: '2026-12-31',
      airline: 'H4',
      status: ['hold', 'ticketed'],
      flight_type: 'charter',
      sort: 'departure',
      page: 3,
      size: 20,
    });
  });

  it('reads a date as the plain filter form sends it (DD.MM.YYYY) and a repeated status', () => {
    expect(
      readTicketOrdersQuery(
        searchParamsOf(new URLSearchParams('flight_from=01.12.2026&flight_to=&status=hold&status=ticketed&number=')),
      ),
    ).toEqual({
      flight_from: '2026-12-01',
      status: ['hold', 'ticketed'],
      sort: '-created_at',
      page: 1,
      size: 20,
    });
  });

  it('drops only the bad parts of a stale or hand-edited link', () => {
    expect(
      read(
        'route=kiv-ayt&airline=H&status=hold,flying,hold&flight_type=bus&flight_from=31.11.2026&sort=price&page=-1&surname=' +
          'x'.repeat(41),
      ),
    ).toEqual({
      status: ['hold'],
      sort: '-created_at',
      page: 1,
      size: 20,
    });
  });

  it('writes the URL back short, and the open order as `order`', () => {
    const query = read('status=hold&sort=-total&page=2');
    expect(ticketOrdersSearch(query)).toBe('?status=hold&sort=-total&page=2');
    expect(ticketOrdersSearch(read(''), 7)).toBe('?order=7');
    expect(readOpenTicketOrder(new URLSearchParams('order=7'))).toBe(7);
    expect(readOpenTicketOrder(new URLSearchParams('order=0'))).toBeNull();
    expect(ticketOrderPath(12)).toBe('/ats/orders?order=12');
  });

  it('new filters go back to page 1 and keep the sort', () => {
    expect(withTicketFilters(read('sort=number&page=4&surname=a'), { airline: 'H4' })).toEqual({
      sort: 'number',
      page: 1,
      size: 20,
      airline: 'H4',
    });
  });

  it('asks the BFF with the backend names: page[number], page[size], comma-joined statuses', () => {
    expect(ticketOrdersKey(read('status=hold,expired&page=2&route=KIV-AYT'))).toBe(
      '/api/ats/orders?route=KIV-AYT&status=hold,expired&page%5Bnumber%5D=2&page%5Bsize%5D=20',
    );
  });

  it('a header click flips its column; another column starts descending, the number and the departure ascending', () => {
    expect(nextTicketSort('-created_at', 'created_at')).toBe('created_at');
    expect(nextTicketSort('created_at', 'created_at')).toBe('-created_at');
    expect(nextTicketSort('-created_at', 'total')).toBe('-total');
    expect(nextTicketSort('-created_at', 'departure')).toBe('departure');
    expect(nextTicketSort('-created_at', 'number')).toBe('number');
  });
});
