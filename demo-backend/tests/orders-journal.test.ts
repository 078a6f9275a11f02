import {
  bonusesListSchema,
  filterOptionsSchema,
  orderResponseSchema,
  ordersListSchema,
  type OrderSummary,
} from '@/lib/schemas/orders';
import { ORDER_STATUSES } from '@/lib/schemas/order-status';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';

let backend: DemoBackend;
let agent: string;
/** Every seeded order of the demo agency, newest first. */
let all: OrderSummary[];

const journal = async (query = '', token = agent) => {
  const answer = await call(backend.url, `/api/orders${query ? `?${query}` : ''}`, { token });
  expect(answer.status).toBe(200);
  return ordersListSchema.parse(answer.body);
};
const options = async (path: string) =>
  filterOptionsSchema.parse((await call(backend.url, `/api/orders/${path}`, { token: agent })).body).data;

beforeAll(async () => {
  backend = await startDemoBackend();
  agent = (await login(backend.url)).access_token;
  all = (await journal('page[size]=100')).data;
}, 30_000);
afterAll(async () => backend.close());

describe('the package journal (GET orders)', () => {
  it('lists the agency’s orders of every owner and status, newest first, 20 a page', async () => {
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(new Set(all.map((o) => o.owner.id)).size).toBeGreaterThan(1);
    expect(new Set(all.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const first = await journal();
    expect(first.meta).toEqual({ total: all.length, page: 1, size: 20 });
    expect(first.data.map((o) => o.id)).toEqual(all.slice(0, 20).map((o) => o.id));
    const created = all.map((o) => o.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages without overlap', async () => {
    const one = (await journal('page[size]=7&page[number]=1')).data.map((o) => o.id);
    const two = (await journal('page[size]=7&page[number]=2')).data.map((o) => o.id);
    expect(one).toHaveLength(7);
    expect(two).toEqual(all.slice(7, 14).map((o) => o.id));
    expect(one.filter((id) => two.includes(id))).toEqual([]);
  });

  it('sorts by check-in, total and number, either way', async () => {
    const byCheckIn = (await journal('sort=check_in&page[size]=100')).data.map((o) => o.dates.check_in);
    expect(byCheckIn).toEqual([...byCheckIn].sort());
    const byTotal = (await journal('sort=-total&page[size]=100')).data.map((o) => o.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    const byNumber = (await journal('sort=number&page[size]=100')).data.map((o) => o.id);
    expect(byNumber).toEqual([...byNumber].sort((a, b) => a - b));
  });

  it('filters by number, surname, dates, status, country, hotel, owner and flights', async () => {
    const target = all[3]!;
    const only = async (query: string, keep: (o: OrderSummary) => boolean) => {
      const rows = (await journal(`${query}&page[size]=100`)).data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((o) => o.id)).toEqual(all.filter(keep).map((o) => o.id));
    };
    await only(`number=${target.number.slice(-4)}`, (o) => o.number.includes(target.number.slice(-4)));
    const surname = target.lead_tourist.split(' ')[0]!;
    // Case-insensitive prefix of any tourist's surname; the seed gives an order one family name.
    await only(`surname=${surname.slice(0, 3).toLowerCase()}`, (o) =>
      o.lead_tourist.startsWith(surname.slice(0, 3).toUpperCase()),
    );
    const created = target.created_at.slice(0, 10);
    await only(`created_from=${created}&created_to=${created}`, (o) => o.created_at.slice(0, 10) === created);
    await only(
      `check_in_from=${target.dates.check_in}&check_in_to=${target.dates.check_in}`,
      (o) => o.dates.check_in === target.dates.check_in,
    );
    await only('status=paid,cancelled', (o) => o.status === 'paid' || o.status === 'cancelled');
    await only(`hotel_id=${target.hotel.id}`, (o) => o.hotel.id === target.hotel.id);
    await only(`owner_id=${target.owner.id}`, (o) => o.owner.id === target.owner.id);
    // Several hotels or owners (the journal's multi-selects): an order of any of them.
    const other = all.find((o) => o.hotel.id !== target.hotel.id && o.owner.id !== target.owner.id)!;
    const hotels = [target.hotel.id, other.hotel.id];
    await only(`hotel_id=${hotels.join(',')}`, (o) => hotels.includes(o.hotel.id));
    const owners = [target.owner.id, other.owner.id];
    await only(`owner_id=${owners.join(',')}`, (o) => owners.includes(o.owner.id));
    expect((await journal(`owner_id=${owners.join(',')}&page[size]=100`)).data.length).toBeGreaterThan(
      (await journal(`owner_id=${target.owner.id}&page[size]=100`)).data.length,
    );
    const order = orderResponseSchema.parse(
      (await call(backend.url, `/api/orders/${target.id}`, { token: agent })).body,
    ).data;
    const there = order.offer.tickets.from!.name;
    const back = order.offer.tickets.to!.name;
    const flights = new Map<number, [string, string]>();
    for (const o of all) {
      const full = orderResponseSchema.parse(
        (await call(backend.url, `/api/orders/${o.id}`, { token: agent })).body,
      ).data;
      flights.set(o.id, [full.offer.tickets.from!.name, full.offer.tickets.to!.name]);
    }
    await only(`flight_there=${encodeURIComponent(there)}`, (o) => flights.get(o.id)![0] === there);
    await only(`flight_back=${encodeURIComponent(back)}`, (o) => flights.get(o.id)![1] === back);
    const countries = await options('country_list');
    const country = countries.find((c) => c.name === target.hotel.country)!;
    await only(`country_id=${country.id}`, (o) => o.hotel.country === target.hotel.country);
  });

  it('answers 422 on the parameter that is wrong', async () => {
    const answer = await call(backend.url, '/api/orders?status=lost&sort=price', { token: agent, locale: 'en' });
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as { errors: object }).errors).sort()).toEqual(['sort', 'status.0']);
  });
});

describe('the journal’s filter lists', () => {
  it('offers the countries, hotels, owners and flights of the agency’s orders', async () => {
    const names = (list: Array<{ name: string }>) => list.map((o) => o.name).sort();
    expect(names(await options('country_list'))).toEqual([...new Set(all.map((o) => o.hotel.country))].sort());
    expect(names(await options('owner_list'))).toEqual([...new Set(all.map((o) => o.owner.name))].sort());
    const hotels = await options('hotel_list');
    expect(hotels.map((h) => h.id).sort()).toEqual([...new Set(all.map((o) => o.hotel.id))].sort());
    const country = (await options('country_list'))[0]!;
    const inCountry = await options(`hotel_list?country_id=${country.id}`);
    expect(inCountry.map((h) => h.id).sort()).toEqual(
      [...new Set(all.filter((o) => o.hotel.country === country.name).map((o) => o.hotel.id))].sort(),
    );
    const there = await options('flight_there_list');
    expect(there.length).toBeGreaterThan(0);
    expect(there.every((f) => f.id === f.name)).toBe(true);
    expect((await options('flight_back_list')).length).toBeGreaterThan(0);
  });
});

describe('agency scope', () => {
  it('answers 404 for another agency’s order and shows that agency none of ours', async () => {
    const other = (await login(backend.url, 'agent@partner.travel')).access_token;
    expect((await call(backend.url, `/api/orders/${all[0]!.id}`, { token: other })).status).toBe(404);
    expect((await call(backend.url, `/api/orders/${all[0]!.id}/agency_edit`, { token: other })).status).toBe(404);
    expect((await call(backend.url, `/api/orders/${all[0]!.id}/print_invoice`, { token: other })).status).toBe(404);
    expect((await journal('', other)).meta.total).toBe(0);
    // The agency's journal is everyone's in it: the manager sees the agent's orders.
    const manager = (await login(backend.url, 'manager@demo.travel')).access_token;
    expect((await journal('page[size]=100', manager)).data.map((o) => o.id)).toEqual(all.map((o) => o.id));
  });
});

describe('the bonus journal (GET orders/bonuses)', () => {
  it('lists the bonuses of paid orders with totals of what is accrued and paid out', async () => {
    const answer = await call(backend.url, '/api/orders/bonuses?page[size]=100', { token: agent });
    expect(answer.status).toBe(200);
    const bonuses = bonusesListSchema.parse(answer.body);
    expect(bonuses.data.length).toBeGreaterThan(0);
    const paid = new Set(all.filter((o) => o.status === 'paid').map((o) => o.id));
    expect(bonuses.data.every((b) => paid.has(b.order.id))).toBe(true);
    const sum = (status: string) =>
      Math.round(bonuses.data.filter((b) => b.status === status).reduce((s, b) => s + b.amount, 0) * 100);
    expect(Math.round(bonuses.totals.accrued * 100)).toBe(sum('accrued'));
    expect(Math.round(bonuses.totals.paid_out * 100)).toBe(sum('paid_out'));
    const page = bonusesListSchema.parse(
      (await call(backend.url, '/api/orders/bonuses?page[size]=1', { token: agent })).body,
    );
    expect(page.data).toHaveLength(1);
    expect(page.meta.total).toBe(bonuses.data.length);
  });
});
