import { calendarHintsSchema, searchResponseSchema, type Offer } from '@/lib/schemas/search';
import {
  offerContactsResponseSchema,
  offersTotalSchema,
  savedOfferRefSchema,
  savedOfferResponseSchema,
  savedOffersSchema,
} from '@/lib/schemas/saved-offers';
import { userSchema } from '@/lib/schemas/user';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { weekInTurkeyHintsPath, weekInTurkeySearch } from '@/tests/helpers/week-in-turkey';
import { DEMO_AGENCY } from '../src/db/seed-data';
import { call, login } from './client';

let backend: DemoBackend;
let agent: string;
let manager: string;
/** Offers of one search priced in USD, so saving must re-price them in EUR. */
let offersInUsd: Offer[];

async function searchOffers(token: string, currency: 'EUR' | 'USD'): Promise<Offer[]> {
  const hints = calendarHintsSchema.parse((await call(backend.url, weekInTurkeyHintsPath, { token })).body).data;
  const answer = await call(backend.url, '/api/v2/search', { token, body: weekInTurkeySearch(hints, currency) });
  expect(answer.status).toBe(200);
  return searchResponseSchema.parse(answer.body).data.results.flatMap((hotel) => hotel.offers);
}

const basket = async (token: string) => {
  const answer = await call(backend.url, '/api/search/offers', { token });
  expect(answer.status).toBe(200);
  return savedOffersSchema.parse(answer.body).data;
};
const total = async (token: string) =>
  offersTotalSchema.parse((await call(backend.url, '/api/search/offers/total', { token })).body).data.total;
const save = async (token: string, sid: string) => {
  const answer = await call(backend.url, '/api/search/offers', { token, body: { sid } });
  expect(answer.status).toBe(201);
  return savedOfferRefSchema.parse(answer.body).data.uuid;
};
const patch = (token: string, uuid: string, body: unknown, locale?: string) =>
  call(backend.url, `/api/search/offers/${uuid}`, { token, method: 'PATCH', body, locale });
const remove = (token: string, body: unknown) =>
  call(backend.url, '/api/search/offers', { token, method: 'DELETE', body });

beforeAll(async () => {
  backend = await startDemoBackend();
  agent = (await login(backend.url)).access_token;
  manager = (await login(backend.url, 'manager@demo.travel')).access_token;
  offersInUsd = await searchOffers(agent, 'USD');
  expect(offersInUsd.length).toBeGreaterThanOrEqual(4);
});
afterAll(async () => backend.close());

describe('saved offers (docs/product.md §7)', () => {
  it('saves offers in EUR, lists them in the order saved, and counts them in total and on the user', async () => {
    const eur = await searchOffers(agent, 'EUR');
    const uuids = [await save(agent, offersInUsd[0]!.sid), await save(agent, offersInUsd[1]!.sid)];
    const saved = await basket(agent);
    expect(saved.map((offer) => offer.uuid)).toEqual(uuids);
    const first = saved[0]!;
    expect(first.search_result.price.currency).toBe('EUR');
    const same = (a: Offer, b: Offer) =>
      a.accommodation.hotel.id === b.accommodation.hotel.id &&
      a.accommodation.room.id === b.accommodation.room.id &&
      a.accommodation.meal.id === b.accommodation.meal.id &&
      a.dates.check_in === b.dates.check_in &&
      a.tickets.from?.name === b.tickets.from?.name;
    const inEur = eur.find((offer) => same(offer, offersInUsd[0]!));
    expect(inEur).toBeDefined();
    expect(first.search_result.price.amount).toBe(inEur!.price.amount);
    expect(first.search_result.price.amount).not.toBe(offersInUsd[0]!.price.amount);
    expect(first.price).toBe(first.search_result.price.amount);
    expect(first.search_result.accommodation.hotel.name).toBe(offersInUsd[0]!.accommodation.hotel.name);
    expect(await total(agent)).toBe(2);
    expect(userSchema.parse((await call(backend.url, '/api/jwt/user', { token: agent })).body).offers).toBe(2);
    expect(
      (await call(backend.url, '/api/search/offers', { token: agent, body: { sid: 'bm90LWEtc2lk' } })).status,
    ).toBe(404);
  });

  it('refuses the same offer a second time, in any currency, in the caller’s language', async () => {
    const again = await call(backend.url, '/api/search/offers', {
      token: agent,
      body: { sid: offersInUsd[0]!.sid },
      locale: 'en',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Offer already saved', message: 'This offer is already in the basket.' });
    const [first] = await basket(agent);
    const inEur = await call(backend.url, '/api/search/offers', {
      token: agent,
      body: { sid: first!.search_result.sid },
      locale: 'ro',
    });
    expect(inEur.status).toBe(409);
    expect(inEur.body).toMatchObject({ message: 'Această ofertă este deja în coș.' });
    expect(await total(agent)).toBe(2);
    // Another user's basket is their own: the same offer saves there.
    const mine = await call(backend.url, '/api/search/offers', { token: manager, body: { sid: offersInUsd[0]!.sid } });
    expect(mine.status).toBe(201);
    await remove(manager, []);
  });

  it('lists the offers in the caller’s language, at the prices saved', async () => {
    const inRu = savedOffersSchema.parse(
      (await call(backend.url, '/api/search/offers', { token: agent, locale: 'ru' })).body,
    ).data;
    const inRo = savedOffersSchema.parse(
      (await call(backend.url, '/api/search/offers', { token: agent, locale: 'ro' })).body,
    ).data;
    expect(inRo.map((offer) => offer.uuid)).toEqual(inRu.map((offer) => offer.uuid));
    expect(inRo.map((offer) => [offer.price, offer.search_result.price])).toEqual(
      inRu.map((offer) => [offer.price, offer.search_result.price]),
    );
    const [ru, ro] = [inRu[0]!.search_result, inRo[0]!.search_result];
    expect(ru.accommodation.hotel.country).toMatch(/[А-я]/);
    expect(ro.accommodation.hotel.country).not.toBe(ru.accommodation.hotel.country);
    expect(ro.accommodation.meal.full_name).not.toBe(ru.accommodation.meal.full_name);
  });

  it('keeps each user’s basket to themselves', async () => {
    expect(await basket(manager)).toEqual([]);
    const [mine] = await basket(agent);
    expect((await patch(manager, mine!.uuid, { price: mine!.price + 100 })).status).toBe(404);
    await remove(manager, [mine!.uuid]);
    await remove(manager, []);
    expect(await total(agent)).toBe(2);
  });

  it('raises a price and refuses one below the original, in the caller’s language', async () => {
    const [offer] = await basket(agent);
    const original = offer!.search_result.price.amount;
    const raised = await patch(agent, offer!.uuid, { price: original + 150 });
    expect(raised.status).toBe(200);
    expect(savedOfferResponseSchema.parse(raised.body).data.price).toBe(original + 150);
    expect((await basket(agent))[0]!.price).toBe(original + 150);

    const lowered = await patch(agent, offer!.uuid, { price: original - 1 }, 'en');
    expect(lowered.status).toBe(422);
    expect(lowered.body).toMatchObject({
      errors: { price: ["The price cannot be lower than the offer's original price."] },
    });
    expect((await patch(agent, offer!.uuid, { price: 1_000_000 })).status).toBe(422);
    expect((await patch(agent, offer!.uuid, { price: original + 0.005 })).status).toBe(422);
    expect((await patch(agent, 'not-a-uuid', { price: original })).status).toBe(422);
    expect((await basket(agent))[0]!.price).toBe(original + 150);

    expect((await patch(agent, offer!.uuid, { price: original })).status).toBe(200);
  });

  it('deletes the offers named, and all of them for an empty list', async () => {
    await save(agent, offersInUsd[2]!.sid);
    const before = await basket(agent);
    expect(before).toHaveLength(3);
    const one = await remove(agent, [before[1]!.uuid]);
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ data: { total: 2 } });
    expect((await basket(agent)).map((offer) => offer.uuid)).toEqual([before[0]!.uuid, before[2]!.uuid]);

    expect((await remove(agent, { uuids: [] })).status).toBe(422);
    expect((await remove(agent, ['nope'])).status).toBe(422);
    expect(await total(agent)).toBe(2);

    expect((await remove(agent, [])).body).toEqual({ data: { total: 0 } });
    expect(await basket(agent)).toEqual([]);
    expect(userSchema.parse((await call(backend.url, '/api/jwt/user', { token: agent })).body).offers).toBe(0);
  });

  it('answers the agency’s contacts for its clients', async () => {
    const answer = await call(backend.url, '/api/search/offers/contacts', { token: agent });
    expect(answer.status).toBe(200);
    expect(offerContactsResponseSchema.parse(answer.body).data).toEqual({
      title: DEMO_AGENCY.name,
      address: DEMO_AGENCY.address,
      phone: DEMO_AGENCY.phone,
      email: DEMO_AGENCY.email,
    });
  });

  it('needs a signed-in caller for every call', async () => {
    for (const [method, path] of [
      ['GET', '/api/search/offers'],
      ['GET', '/api/search/offers/contacts'],
      ['GET', '/api/search/offers/total'],
      ['DELETE', '/api/search/offers'],
    ] as const) {
      expect((await call(backend.url, path, { method, body: method === 'DELETE' ? [] : undefined })).status).toBe(401);
    }
  });
});
