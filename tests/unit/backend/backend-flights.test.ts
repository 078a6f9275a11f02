// The server readers of the flight pages (lib/backend/flights.ts): what they ask the backend and what they hand back.
import { answer, fetchUpstream } from './backend-surroundings';
import { BackendError } from '@/lib/backend/errors';
import { expiredHoldOf, getHeldFare, getTicketOrders, searchFlights } from '@/lib/backend/flights';

const calledUrl = () => decodeURIComponent(String(fetchUpstream.mock.calls.at(-1)?.[0]));

beforeEach(() => fetchUpstream.mockReset());

describe('lib/backend/flights', () => {
  it('asks air_tickets_search with the query as GET parameters, defaults left out', async () => {
    fetchUpstream.mockImplementation(async () =>
      answer(422, { error: 'Validation', message: 'Check the fields', errors: { to: ['…'] } }),
    );
    await expect(
      searchFlights({ from: 'KIV', to: 'AYT', date: '2026-12-20', adults: 2, airlines: ['H4', 'TK'], direct: true }),
    ).rejects.toMatchObject({ status: 422 });
    expect(calledUrl()).toBe(
      'http://backend.test/api/air_tickets_search?from=KIV&to=AYT&date=2026-12-20&adults=2&airlines=H4,TK&direct=1',
    );
  });

  it('asks the flight list with page[number] and page[size] and the statuses comma-joined', async () => {
    fetchUpstream.mockImplementation(async () => answer(200, { data: [], meta: { total: 0, page: 3, size: 20 } }));
    const list = await getTicketOrders({
      status: ['hold', 'expired'],
      route: 'KIV-AYT',
      sort: '-created_at',
      page: 3,
      size: 20,
    });
    expect(list.meta.page).toBe(3);
    expect(calledUrl()).toBe(
      'http://backend.test/api/ats/orders?route=KIV-AYT&sort=-created_at&status=hold,expired&page[number]=3&page[size]=20',
    );
  });

  it('hands an expired hold (410) to the page as a BackendError with what re-pricing posts', async () => {
    fetchUpstream.mockImplementation(async () =>
      answer(410, {
        error: 'hold_expired',
        message: 'Rezervarea a expirat',
        data: { fare_id: '1-2_C', passengers: { adults: 1, children: 0, infants: 0 } },
      }),
    );
    const failure = await getHeldFare('Ab3_x-9').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ status: 410, error: 'hold_expired' });
    expect(calledUrl()).toBe('http://backend.test/api/orders/air_tickets/book/Ab3_x-9');
    expect(expiredHoldOf(failure)).toEqual({ fare_id: '1-2_C', passengers: { adults: 1, children: 0, infants: 0 } });
    expect(expiredHoldOf(new BackendError(404, { error: 'Not found', message: '…' }))).toBeNull();
  });
});
