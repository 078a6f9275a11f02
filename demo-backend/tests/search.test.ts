import { z } from 'zod';
import { bookingDataResponseSchema } from '@/lib/schemas/booking';
import { pagedListSchema } from '@/lib/schemas/list';
import {
  availableNightsSchema,
  calendarHintsSchema,
  calendarResponseSchema,
  countrySchema,
  departureCitySchema,
  findResponseSchema,
  hotelCardSchema,
  hotelCategorySchema,
  hotelOffersResponseSchema,
  hotelSummarySchema,
  locationSchema,
  mealSchema,
  packageTemplateSchema,
  searchResponseSchema,
  type SearchRequestInput,
} from '@/lib/schemas/search';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';

let backend: DemoBackend;
let token: string;
/** A check-in range of the catalogue that has tours: from the 4th hinted date, 10 days. */
let range: { date_from: string; date_to: string };

const TURKEY = 1;
const KIV = 1;

const get = async <T extends z.ZodType>(schema: T, path: string, locale?: string) => {
  const answer = await call(backend.url, `/api${path}`, { token, locale });
  expect(answer.status).toBe(200);
  return schema.parse(answer.body);
};
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
const plusDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const query = (extra: Partial<SearchRequestInput> = {}): SearchRequestInput => ({
  departure_city_id: KIV,
  country_id: TURKEY,
  ...range,
  nights_from: 7,
  nights_to: 9,
  adults: 2,
  ...extra,
});
const search = async (extra: Partial<SearchRequestInput> = {}, locale?: string) => {
  const answer = await call(backend.url, '/api/v2/search', { token, locale, body: query(extra) });
  expect(answer.status).toBe(200);
  return searchResponseSchema.parse(answer.body).data;
};
const offersOf = (data: { results: Array<{ offers: Array<unknown> }> }) =>
  data.results.flatMap((r) => r.offers) as z.infer<typeof searchResponseSchema>['data']['results'][number]['offers'];

beforeAll(async () => {
  backend = await startDemoBackend();
  token = (await login(backend.url)).access_token;
  const hints = await get(
    calendarHintsSchema,
    `/v2/search/calendar_hints?departure_city_id=${KIV}&country_id=${TURKEY}`,
  );
  const from = hints.data[3]!;
  range = { date_from: from, date_to: plusDays(from, 9) };
});
afterAll(async () => {
  await backend.close();
});

describe('search catalogue lists', () => {
  it('answers every list with its schema, in the caller’s language', async () => {
    const cities = await get(list(departureCitySchema), '/v2/search/departure_cities');
    expect(cities.data.map((c) => c.iata_code)).toEqual(['KIV', 'IAS', 'OTP', 'KBP']);
    expect(cities.data[0]!.name).toBe('Кишинёв');
    expect((await get(list(departureCitySchema), '/v2/search/departure_cities', 'ro')).data[0]!.name).toBe('Chișinău');
    expect((await get(list(departureCitySchema), '/v2/search/departure_cities', 'ua')).data[0]!.name).toBe('Кишинів');

    const countries = await get(list(countrySchema), '/v2/search/countries', 'ro');
    expect(countries.data.length).toBeGreaterThanOrEqual(8);
    expect(countries.data[0]).toEqual({ id: TURKEY, name: 'Turcia', iso: 'TR' });
    expect((await get(list(countrySchema), '/v2/search/countries', 'ua')).data[0]!.name).toBe('Туреччина');

    const templates = await get(list(packageTemplateSchema), `/v2/search/countries/${TURKEY}/package_templates`, 'en');
    expect(templates.data.map((t) => t.name)).toContain('Antalya coast');
    const locations = await get(
      list(locationSchema),
      `/v2/search/package_templates/${templates.data[0]!.id}/locations`,
      'en',
    );
    expect(locations.data.map((l) => l.name)).toEqual(expect.arrayContaining(['Kemer', 'Belek', 'Side', 'Alanya']));
    expect(locations.data.every((l) => l.package_template_id === templates.data[0]!.id)).toBe(true);

    const meals = await get(list(mealSchema), '/v2/search/meals', 'en');
    expect(meals.data.map((m) => m.name)).toEqual(['RO', 'BB', 'HB', 'FB', 'AI', 'UAI']);
    expect(meals.data.find((m) => m.name === 'AI')!.full_name).toBe('All inclusive');
    const categories = await get(list(hotelCategorySchema), '/v2/search/hotel_categories');
    expect(categories.data.map((c) => c.name)).toEqual(['2*', '3*', '4*', '5*']);
  });

  it('lists only the countries flown to from a departure city', async () => {
    const all = (await get(list(countrySchema), '/v2/search/countries')).data;
    for (const city of [1, 2, 3, 4]) {
      const served = (await get(list(countrySchema), `/v2/search/countries?departure_city_id=${city}`)).data;
      expect(served.length).toBeGreaterThan(0);
      expect(all).toEqual(expect.arrayContaining(served));
    }
  });

  it('answers 404 for an unknown country or template', async () => {
    expect((await call(backend.url, '/api/v2/search/countries/999/package_templates', { token })).status).toBe(404);
    expect((await call(backend.url, '/api/v2/search/package_templates/999/locations', { token })).status).toBe(404);
  });
});

describe('hotels list', () => {
  const hotels = pagedListSchema(hotelSummarySchema);

  it('pages a country’s hotels by name and filters by resort', async () => {
    const first = await get(hotels, `/v2/search/hotels?country_id=${TURKEY}&page[number]=1&page[size]=20`);
    expect(first.meta).toEqual({ total: 110, page: 1, size: 20 });
    const names = first.data.map((h) => h.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const locationId = first.data[0]!.location_id;
    const inResort = await get(
      hotels,
      `/v2/search/hotels?country_id=${TURKEY}&location_ids=${locationId}&page[size]=100`,
    );
    expect(inResort.data.length).toBeGreaterThan(0);
    expect(inResort.data.every((h) => h.location_id === locationId)).toBe(true);
  });

  it('finds names accent- and case-insensitively', async () => {
    const all: z.infer<typeof hotelSummarySchema>[] = [];
    for (let country = 1; country <= 9; country++) {
      all.push(...(await get(hotels, `/v2/search/hotels?country_id=${country}&page[size]=100`)).data);
    }
    expect(all.length).toBeGreaterThanOrEqual(400);
    const accented = all.find((h) => /[^\x20-\x7e]/.test(h.name))!;
    const plain = accented.name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const found = [];
    for (let c = 1; c <= 9; c++) {
      found.push(...(await get(hotels, `/v2/search/hotels?country_id=${c}&search=${encodeURIComponent(plain)}`)).data);
    }
    expect(found.map((h) => h.name)).toContain(accented.name);
  });

  it('needs a country', async () => {
    const answer = await call<{ errors: Record<string, string[]> }>(backend.url, '/api/v2/search/hotels', { token });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain('country_id');
  });
});

describe('calendar hints and available nights', () => {
  it('hints check-in dates that have tours', async () => {
    const hints = (
      await get(calendarHintsSchema, `/v2/search/calendar_hints?departure_city_id=${KIV}&country_id=${TURKEY}`)
    ).data;
    expect(hints.length).toBeGreaterThan(30);
    expect(hints).toEqual([...hints].sort());
    const day = hints[5]!;
    const tours = await search({ date_from: day, date_to: day, nights_from: 1, nights_to: 21 });
    expect(tours.results.length).toBeGreaterThan(0);
    expect(offersOf(tours).every((o) => o.tickets.from?.departure.date === day && o.dates.check_in === day)).toBe(true);
  });

  it('gives the nights that have a return flight, and the search uses only those', async () => {
    const path = `/v2/search/available_nights?departure_city_id=${KIV}&country_id=${TURKEY}&date_from=${range.date_from}&date_to=${range.date_to}`;
    const nights = (await get(availableNightsSchema, path)).data;
    expect(nights.length).toBeGreaterThan(0);
    expect(nights).toEqual([...nights].sort((a, b) => a - b));
    const tours = await search({ nights_from: 1, nights_to: 21 });
    expect(offersOf(tours).every((o) => nights.includes(o.nights.total))).toBe(true);
    const reversed = await call(
      backend.url,
      `/api/v2/search/available_nights?departure_city_id=1&country_id=1&date_from=${range.date_to}&date_to=${range.date_from}`,
      { token },
    );
    expect(reversed.status).toBe(422);
    const long = await call(
      backend.url,
      `/api/v2/search/available_nights?departure_city_id=1&country_id=1&date_from=${range.date_from}&date_to=${plusDays(range.date_from, 31)}`,
      { token },
    );
    expect(long.status).toBe(422);
  });
});

describe('POST v2/search', () => {
  it('gives the same id, sids and prices for the same query', async () => {
    const a = await search();
    const b = await search({ children_ages: [], meal_ids: [] });
    expect(b.id).toBe(a.id);
    expect(offersOf(b).map((o) => [o.sid, o.price.amount])).toEqual(offersOf(a).map((o) => [o.sid, o.price.amount]));
    expect(a.meta.scanned).toBeGreaterThanOrEqual(a.meta.total_offers);
    expect(a.meta.total_hotels).toBeGreaterThan(20);
    for (const offer of offersOf(a)) {
      expect(offer.tickets.from?.airports.from.prefix).toBe('KIV');
      expect(offer.tickets.to?.airports.to.prefix).toBe('KIV');
      expect(offer.dates.check_out).toBe(plusDays(offer.dates.check_in, offer.nights.total));
    }
  });

  it('prices children: a child costs more than nothing, an infant less than a child', async () => {
    const hotelId = (await search()).results[0]!.hotel.id;
    const min = async (ages: number[]) =>
      (await search({ hotel_ids: [hotelId], children_ages: ages })).results[0]!.min_price;
    const none = await min([]);
    const infant = await min([1]);
    const child = await min([6]);
    const teen = await min([13]);
    expect(infant).toBeGreaterThan(none);
    expect(child).toBeGreaterThan(infant);
    expect(teen).toBeGreaterThan(child);
  });

  it('sorts hotels by price, category and name, and pages them', async () => {
    const byPrice = await search({ size: 50 });
    const prices = byPrice.results.map((r) => r.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byCategory = await search({ sort: 'category', size: 50 });
    const stars = byCategory.results.map((r) => r.hotel.stars);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    const byName = await search({ sort: 'name', size: 50 });
    const names = byName.results.map((r) => r.hotel.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const second = await search({ page: 2, size: 10 });
    expect(second.results.map((r) => r.hotel.id)).toEqual(byPrice.results.slice(10, 20).map((r) => r.hotel.id));
    for (const result of byPrice.results) {
      const offerPrices = result.offers.map((o) => o.price.amount);
      expect(offerPrices[0]).toBe(result.min_price);
      expect(offerPrices).toEqual([...offerPrices].sort((a, b) => a - b));
      expect(result.offers.length).toBeLessThanOrEqual(5);
    }
  });

  it('holds the meal, category, price, resort and hotel filters', async () => {
    const meals = (await get(list(mealSchema), '/v2/search/meals')).data;
    const ai = meals.find((m) => m.name === 'AI')!.id;
    expect(offersOf(await search({ meal_ids: [ai] })).every((o) => o.accommodation.meal.id === ai)).toBe(true);

    const fiveStars = (await get(list(hotelCategorySchema), '/v2/search/hotel_categories')).data.find(
      (c) => c.stars === 5,
    )!;
    const luxury = await search({ category_ids: [fiveStars.id] });
    expect(luxury.results.length).toBeGreaterThan(0);
    expect(luxury.results.every((r) => r.hotel.stars === 5)).toBe(true);

    const banded = await search({ price_from: 1200, price_to: 1600, size: 100 });
    expect(banded.results.length).toBeGreaterThan(0);
    expect(offersOf(banded).every((o) => o.price.amount >= 1200 && o.price.amount <= 1600)).toBe(true);

    const kemer = (await get(list(locationSchema), '/v2/search/package_templates/1/locations', 'en')).data.find(
      (l) => l.name === 'Kemer',
    )!;
    const inKemer = await search({ location_ids: [kemer.id], size: 100 }, 'en');
    expect(inKemer.results.length).toBeGreaterThan(0);
    expect(inKemer.results.every((r) => r.hotel.city === 'Kemer')).toBe(true);

    const two = (await search()).results.slice(0, 2).map((r) => r.hotel.id);
    expect((await search({ hotel_ids: two })).results.map((r) => r.hotel.id).sort()).toEqual([...two].sort());
  });

  it('converts prices to the chosen currency', async () => {
    const hotelId = (await search()).results[0]!.hotel.id;
    const eur = (await search({ hotel_ids: [hotelId] })).results[0]!.offers[0]!;
    const usd = (await search({ hotel_ids: [hotelId], currency: 'USD' })).results[0]!.offers[0]!;
    expect(usd.price.currency).toBe('USD');
    // The EUR total converted with the catalogue rate, rounded to cents.
    expect(usd.price.amount).toBe(Math.round(eur.price.amount * 1.08 * 100) / 100);
  });

  it('lists one hotel’s offers by price, paged', async () => {
    const first = (await search()).results[0]!;
    const answer = await call(backend.url, '/api/v2/search', {
      token,
      body: query({ offers_of_hotel: first.hotel.id, size: 50 }),
    });
    const page = hotelOffersResponseSchema.parse(answer.body).data;
    expect(page.meta.total).toBe(first.offers_total);
    const prices = page.offers.map((o) => o.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.offers.slice(0, first.offers.length).map((o) => o.sid)).toEqual(first.offers.map((o) => o.sid));
  });

  it('names places in the caller’s language', async () => {
    const ro = (await search({}, 'ro')).results[0]!;
    const ua = (await search({}, 'ua')).results[0]!;
    expect(ro.hotel.country).toBe('Turcia');
    expect(ua.hotel.country).toBe('Туреччина');
    expect(ro.offers[0]!.tickets.from?.airports.from.name).toBe('Chișinău');
    expect(ua.offers[0]!.tickets.from?.airports.from.name).toBe('Кишинів');
  });

  it('rejects bad bodies with 422 and messages in the user’s language', async () => {
    const bad = async (body: Partial<SearchRequestInput>, locale: string) => {
      const answer = await call<{ error: string; message: string; errors: Record<string, string[]> }>(
        backend.url,
        '/api/v2/search',
        {
          token,
          locale,
          body: query(body),
        },
      );
      expect(answer.status).toBe(422);
      return answer.body.errors;
    };
    expect((await bad({ date_to: plusDays(range.date_from, -1) }, 'en')).date_to).toEqual([
      'The end date cannot be before the start date.',
    ]);
    expect((await bad({ date_to: plusDays(range.date_from, 40) }, 'ro')).date_to).toEqual([
      'Intervalul datelor de cazare este de cel mult 31 de zile.',
    ]);
    expect((await bad({ nights_from: 10, nights_to: 7 }, 'ru')).nights_to).toEqual([
      'Максимум ночей не может быть меньше минимума.',
    ]);
    expect((await bad({ price_from: 900, price_to: 100 }, 'en')).price_to).toEqual([
      'The maximum price cannot be below the minimum.',
    ]);
    expect((await bad({ children_ages: [18] }, 'ua'))['children_ages.0']).toEqual(['Вік дитини — від 0 до 17 років.']);
    expect((await bad({ view: 'calendar' }, 'en')).hotel_ids).toEqual(['Choose a hotel for the price calendar.']);
    expect((await bad({ date_from: '2026-02-30' }, 'en')).date_from).toEqual(['Invalid date.']);
    expect((await bad({ nights_to: 30 }, 'en')).nights_to).toEqual(['A tour lasts 1 to 21 nights.']);
    expect(Object.keys(await bad({ adults: 0, currency: 'GBP' as 'EUR' }, 'en')).sort()).toEqual([
      'adults',
      'currency',
    ]);
  });
});

describe('find, calendar, booking and hotel card', () => {
  it('opens a search again by its id', async () => {
    const first = await search({ children_ages: [7, 3], size: 20 });
    const found = await get(findResponseSchema, `/v2/search/find/${first.id}`);
    expect(found.data.id).toBe(first.id);
    expect(found.data.query).toMatchObject({ ...range, children_ages: [3, 7], adults: 2, country_id: TURKEY });
    expect(found.data.results.map((r) => r.offers.map((o) => o.sid))).toEqual(
      first.results.map((r) => r.offers.map((o) => o.sid)),
    );
    expect((await call(backend.url, '/api/v2/search/find/nope', { token })).status).toBe(404);
  });

  it('answers the price calendar of a hotel over widened dates and nights', async () => {
    const hotelId = (await search()).results[0]!.hotel.id;
    const answer = await call(backend.url, '/api/v2/search', {
      token,
      body: query({ view: 'calendar', hotel_ids: [hotelId] }),
    });
    const calendar = calendarResponseSchema.parse(answer.body).data;
    expect(calendar.nights).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(calendar.dates).toContain(plusDays(range.date_to, 7));
    expect(calendar.cells.length).toBeGreaterThan(0);
    const cell = calendar.cells[0]!;
    const booked = await get(bookingDataResponseSchema, `/v2/orders/book/${cell.sid}`);
    expect(booked.data.offer.price.amount).toBe(cell.price);
    expect(booked.data.offer.dates.check_in).toBe(cell.check_in);
    expect(booked.data.offer.nights.total).toBe(cell.nights);
  });

  it('re-prices an offer by its sid for booking; an unknown sid is a 404', async () => {
    const offer = (await search({ children_ages: [4] })).results[0]!.offers[0]!;
    const booked = await get(bookingDataResponseSchema, `/v2/orders/book/${offer.sid}`);
    expect(booked.data.offer).toEqual(offer);
    expect((await call(backend.url, '/api/v2/orders/book/bm90LWEtc2lk', { token })).status).toBe(404);
  });

  it('shows the hotel card in the caller’s language', async () => {
    const hotelId = (await search()).results[0]!.hotel.id;
    const en = (await get(hotelCardSchema, `/giata/hotel/${hotelId}`, 'en')).data;
    const ro = (await get(hotelCardSchema, `/giata/hotel/${hotelId}`, 'ro')).data;
    expect(en.id).toBe(hotelId);
    expect(en.description).toContain(en.name);
    expect(ro.description).not.toBe(en.description);
    expect(en.photos.every((p) => /^\/hotels\/photo-([1-9]|1[0-2])\.svg$/.test(p.url) && p.caption.length > 0)).toBe(
      true,
    );
    expect(en.amenities.length).toBeGreaterThan(0);
    expect((await call(backend.url, '/api/giata/hotel/99999', { token })).status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(backend.url, '/api/v2/search/meals')).status).toBe(401);
  });
});
