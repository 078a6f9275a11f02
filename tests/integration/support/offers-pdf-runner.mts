// The BFF's saved-offers PDF end to end, outside jest: @react-pdf/renderer is ESM-only with
// top-level await and cannot load in jest's CommonJS. Run by tests/integration/offers-pdf.test.ts:
//   node --import tsx tests/integration/support/offers-pdf-runner.mts <backend url> <out dir>
// Writes <out>/result.json (statuses, headers, bodies of every call) and ru.pdf, en.pdf.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { calendarHintsSchema, searchResponseSchema, type Offer } from '@/lib/schemas/search';
import { savedOfferRefSchema, savedOffersSchema } from '@/lib/schemas/saved-offers';
import { bff, call, login } from '../bff-helpers';
import { PRINT_CONTACTS as CONTACTS, PRINT_HOST as HOST } from './offers-pdf-fixture';

const [backendUrl, outDir] = process.argv.slice(2);
if (!backendUrl || !outDir) throw new Error('usage: offers-pdf-runner.mts <backend url> <out dir>');

const TURKEY = 1;
const KIV = 1;

const handler = bff(backendUrl, 10_000);
const cookie = await login(handler);

async function json<T>(response: Response, expected: number): Promise<T> {
  const body = await response.text();
  if (response.status !== expected) throw new Error(`expected ${expected}, got ${response.status}: ${body}`);
  return JSON.parse(body) as T;
}

/** One offer from each of three hotels (the demo catalogue has no hotel-only offers). */
async function offersToSave(): Promise<Offer[]> {
  const hints = calendarHintsSchema.parse(
    await json(
      await call(handler, `v2/search/calendar_hints?departure_city_id=${KIV}&country_id=${TURKEY}`, { cookie }),
      200,
    ),
  ).data;
  const from = hints[3];
  if (!from) throw new Error('no calendar hints');
  const query = {
    departure_city_id: KIV,
    country_id: TURKEY,
    date_from: from,
    date_to: from,
    nights_from: 7,
    nights_to: 7,
    adults: 2,
    currency: 'EUR',
  };
  const found = searchResponseSchema.parse(
    await json(await call(handler, 'v2/search', { method: 'POST', cookie, json: query }), 200),
  );
  const offers = found.data.results.slice(0, 3).map((hotel) => hotel.offers[0]);
  if (offers.length < 3 || offers.some((offer) => !offer)) throw new Error('the search found fewer than three hotels');
  return offers as Offer[];
}

// A fresh database: the basket starts empty. Three offers, the first one priced up by the agency.
const uuids: string[] = [];
for (const offer of await offersToSave()) {
  uuids.push(
    savedOfferRefSchema.parse(
      await json(await call(handler, 'search/offers', { method: 'POST', cookie, json: { sid: offer.sid } }), 201),
    ).data.uuid,
  );
}
const before = savedOffersSchema.parse(await json(await call(handler, 'search/offers', { cookie }), 200)).data;
await json(
  await call(handler, `search/offers/${uuids[0]}`, {
    method: 'PATCH',
    cookie,
    json: { price: before[0]!.price + 150 },
  }),
  200,
);
const basket = savedOffersSchema.parse(await json(await call(handler, 'search/offers', { cookie }), 200)).data;

interface Printed {
  status: number;
  headers: Record<string, string>;
  /** The JSON body of a refusal; a PDF goes to a file instead. */
  body?: unknown;
}

async function print(name: string, init: { cookie?: string; json: unknown; language: string }): Promise<Printed> {
  const response = await call(handler, 'search/offers/print', {
    method: 'POST',
    cookie: init.cookie,
    json: init.json,
    headers: { host: HOST, 'accept-language': init.language },
  });
  const headers = Object.fromEntries(response.headers.entries());
  if (response.headers.get('content-type') === 'application/pdf') {
    writeFileSync(path.join(outDir, `${name}.pdf`), new Uint8Array(await response.arrayBuffer()));
    return { status: response.status, headers };
  }
  return { status: response.status, headers, body: await response.json() };
}

// Russian first, then English in the same process: the order that used to turn "y" into "у".
const result = {
  basket,
  ru: await print('ru', { cookie, json: CONTACTS, language: 'ru' }),
  en: await print('en', { cookie, json: CONTACTS, language: 'en' }),
  invalid: await print('invalid', { cookie, json: { ...CONTACTS, title: 7, email: 'x'.repeat(121) }, language: 'ro' }),
  anonymous: await print('anonymous', { json: CONTACTS, language: 'ru' }),
};
writeFileSync(path.join(outDir, 'result.json'), JSON.stringify(result, null, 2));
