import { notificationsListSchema } from '@/lib/schemas/notifications';
import { savedOffersSchema, savedOfferRefSchema } from '@/lib/schemas/saved-offers';
import { calendarHintsSchema, searchResponseSchema, type Offer } from '@/lib/schemas/search';
import {
  closedSharedSelectionSchema,
  publicSharedSelectionSchema,
  sharedSelectionItemResponseSchema,
  sharedSelectionListSchema,
  sharedSelectionRefSchema,
  SHARE_TOKEN_BYTES,
} from '@/lib/schemas/shared-selections';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { DEFAULT_LIMITS } from '../src/limits';
import { RECHECK_MS } from '../src/routes/shared-selections';
import { DEMO_AGENCY, PARTNER_AGENCY } from '../src/db/seed-data';
import { call, login } from './client';

// Client selections (docs/product.md "Client selections") against a real demo backend: the
// agent's calls with a session, the client's public calls as the portal's server makes them (the
// client's address in X-Forwarded-For, the Host it answered on in `host`). The backend's clock is
// moved, never waited for.

const MINUTE = 60_000;
const START = Date.now();
let now = START;
const clock = () => now;

/** Small enough to reach in a test; each test reads as its own client address. */
const LIMITS = {
  publicCalls: { ...DEFAULT_LIMITS.publicCalls, selection: { max: 25, windowMs: MINUTE } },
  perToken: { selection: { max: 40, windowMs: 60 * MINUTE }, selectionAnswer: { max: 6, windowMs: 60 * MINUTE } },
};

let backend: DemoBackend;
let agent: string;
let manager: string;
let partner: string;
let agentOffers: string[];
let partnerOffers: string[];

const contacts = {
  title: 'Demo Travel SRL',
  address: 'Chișinău',
  phone: '+373 22 210 100',
  email: 'office@demotravel.md',
};

async function saveOffers(token: string, count: number): Promise<string[]> {
  const hints = calendarHintsSchema.parse(
    (await call(backend.url, '/api/v2/search/calendar_hints?departure_city_id=1&country_id=1', { token })).body,
  ).data;
  const body = {
    departure_city_id: 1,
    country_id: 1,
    date_from: hints[5],
    date_to: hints[5],
    nights_from: 7,
    nights_to: 7,
    adults: 2,
  };
  const found = searchResponseSchema.parse((await call(backend.url, '/api/v2/search', { token, body })).body);
  const offers: Offer[] = found.data.results
    .flatMap((hotel) => hotel.offers)
    .filter((offer) => !offer.accommodation.hotel.stop_sale);
  const uuids: string[] = [];
  for (const offer of offers.slice(0, count)) {
    const saved = await call(backend.url, '/api/search/offers', { token, body: { sid: offer.sid } });
    uuids.push(savedOfferRefSchema.parse(saved.body).data.uuid);
  }
  return uuids;
}

/** The agent's price for the client: the saved offer's, raised by `by`. */
async function setPrice(token: string, uuid: string, by: number): Promise<number> {
  const saved = savedOffersSchema.parse((await call(backend.url, '/api/search/offers', { token })).body).data;
  const offer = saved.find((item) => item.uuid === uuid)!;
  const price = Math.round((offer.search_result.price.amount + by) * 100) / 100;
  expect(
    (await call(backend.url, `/api/search/offers/${uuid}`, { token, method: 'PATCH', body: { price } })).status,
  ).toBe(200);
  return price;
}

const create = (token: string, body: object) => call(backend.url, '/api/shared-selections', { token, body });

async function createLink(token: string, body: object): Promise<string> {
  const answer = await create(token, { contacts, ...body });
  expect(answer.status).toBe(201);
  return sharedSelectionRefSchema.parse(answer.body).data.token;
}

/** A public call as the portal's server makes it for a client at `client`, on `host`. */
async function publicCall(
  path: string,
  opts: { client: string; host?: string; body?: unknown; locale?: string; count?: string },
): Promise<{ status: number; headers: Headers; body: Record<string, unknown>; text: string }> {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.client, 'x-localization': opts.locale ?? 'en' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(
    `${backend.url}/api/public/shared-selections/${path}?host=${encodeURIComponent(opts.host ?? 'localhost:3000')}${
      opts.count === undefined ? '' : `&count=${opts.count}`
    }`,
    {
      method: opts.body === undefined ? 'GET' : 'POST',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    },
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.parse(text) as Record<string, unknown>,
    text,
  };
}

const read = (token: string, client: string, host?: string) => publicCall(token, { client, host });
const answerOn = (token: string, client: string, body: unknown, locale?: string) =>
  publicCall(`${token}/answers`, { client, body, locale });

async function myLinks(token: string) {
  const answer = await call(backend.url, '/api/shared-selections?page[size]=50', { token });
  expect(answer.status).toBe(200);
  return sharedSelectionListSchema.parse(answer.body);
}

beforeAll(async () => {
  backend = await startDemoBackend({ now: clock, limits: LIMITS });
  agent = (await login(backend.url)).access_token;
  manager = (await login(backend.url, 'manager@demo.travel')).access_token;
  partner = (await login(backend.url, 'agent@partner.travel')).access_token;
  agentOffers = await saveOffers(agent, 4);
  partnerOffers = await saveOffers(partner, 1);
  expect(agentOffers).toHaveLength(4);
}, 60_000);
afterAll(async () => backend.close());
afterEach(() => {
  now = START;
});

describe('client selections (docs/product.md "Client selections")', () => {
  it('create → the client reads only the page’s fields → answers → the agent’s notification, list and open count', async () => {
    const prices = [await setPrice(agent, agentOffers[0]!, 150), await setPrice(agent, agentOffers[1]!, 99.5)];
    const created = await create(agent, {
      offers: agentOffers.slice(0, 2),
      contacts,
      validity_days: 10,
      note: 'Both with breakfast, as we discussed.',
    });
    expect(created.status).toBe(201);
    const ref = sharedSelectionRefSchema.parse(created.body).data;
    expect(ref.url_path).toBe(`/selection/${ref.token}`);
    expect(Date.parse(ref.valid_until)).toBe(START + 10 * 86_400_000);
    // At least 128 bits of randomness, URL-safe.
    expect(Buffer.from(ref.token, 'base64url').length).toBe(SHARE_TOKEN_BYTES);
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(ref.token).toMatch(/^[A-Za-z0-9_-]+$/);

    const page = await read(ref.token, '198.51.100.1');
    expect(page.status).toBe(200);
    const shown = publicSharedSelectionSchema.parse(page.body).data;
    expect(shown.agency).toEqual({ theme: DEMO_AGENCY.theme, contacts });
    expect(shown.note).toBe('Both with breakfast, as we discussed.');
    expect(shown.offers.map((offer) => offer.price.amount)).toEqual(prices);
    expect(shown.offers.every((offer) => offer.availability.status === 'available')).toBe(true);
    // Nothing of the agency's anywhere in what the client gets.
    for (const word of ['net', 'commission', 'sid', 'uuid', 'user_id', 'agency_id', 'stop_sale'])
      expect(page.text).not.toContain(word);
    expect(Object.keys(page.body.data as object).sort()).toEqual(['agency', 'note', 'offers', 'valid_until']);

    const answered = await answerOn(ref.token, '198.51.100.1', {
      position: 2,
      name: 'Ion Rusu',
      phone: '+37369123456',
    });
    expect(answered.status).toBe(201);
    // The thank-you the portal shows for the answer reads the page again: not an open.
    expect((await publicCall(ref.token, { client: '198.51.100.1', count: 'none' })).status).toBe(200);
    expect((await publicCall(ref.token, { client: '198.51.100.1', count: 'twice' })).status).toBe(422);

    const list = await myLinks(agent);
    const mine = list.data.find((item) => item.token === ref.token)!;
    expect(mine).toMatchObject({ status: 'active', offers_count: 2, note: 'Both with breakfast, as we discussed.' });
    expect(mine.opens.count).toBe(1);
    expect(Date.parse(mine.opens.last_at!)).toBe(START);
    expect(mine.offers.map((offer) => offer.answered)).toEqual([false, true]);
    expect(mine.answers).toEqual([
      expect.objectContaining({ position: 2, name: 'Ion Rusu', phone: '+37369123456', messenger: '' }),
    ]);

    const feed = await call(backend.url, '/api/notifications?category=client_answers', { token: agent, locale: 'en' });
    const notices = notificationsListSchema.parse(feed.body).data;
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ category: 'client_answers', was_read: false });
    expect(notices[0]!.subject).toContain(mine.offers[1]!.hotel);
    expect(notices[0]!.message).toContain('Ion Rusu (+37369123456)');
    // It leads to the agent's list of links, where the answer is.
    expect(notices[0]!.message).toContain('<a href="/client-links">');
    const ru = notificationsListSchema.parse(
      (await call(backend.url, '/api/notifications?category=client_answers', { token: agent, locale: 'ru' })).body,
    ).data;
    expect(ru[0]!.message).toContain('интересуется');
    // Nobody else is told.
    const others = await call(backend.url, '/api/notifications?category=client_answers', { token: manager });
    expect(notificationsListSchema.parse(others.body).data).toHaveLength(0);
  });

  it('shares the whole basket when no offer is named, newest link first in the list', async () => {
    const first = await createLink(agent, { offers: [agentOffers[0]] });
    const whole = await createLink(agent, {});
    const list = await myLinks(agent);
    expect(list.data.findIndex((item) => item.token === whole)).toBeLessThan(
      list.data.findIndex((item) => item.token === first),
    );
    expect(list.data.find((item) => item.token === whole)!.offers_count).toBe(agentOffers.length);
    // Another user's list does not hold them.
    expect((await myLinks(manager)).data.some((item) => item.token === whole)).toBe(false);
  });

  it('refuses another agent’s saved offers, and checks the validity and the note', async () => {
    expect((await create(manager, { offers: [agentOffers[0]], contacts })).status).toBe(404);
    expect((await create(partner, { offers: [agentOffers[0], partnerOffers[0]], contacts })).status).toBe(404);
    expect((await create(manager, { contacts })).status).toBe(422);
    const bad = await create(agent, { contacts, validity_days: 31, note: 'x'.repeat(501) });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['note', 'validity_days']);
  });

  it('shows a token only on its agency’s host', async () => {
    const demo = await createLink(agent, { offers: [agentOffers[2]] });
    const theirs = await createLink(partner, {
      offers: partnerOffers,
      contacts: { ...contacts, title: PARTNER_AGENCY.name },
    });
    expect((await read(demo, '198.51.100.2', 'localhost:3000')).status).toBe(200);
    expect((await read(demo, '198.51.100.2', 'carpati.localhost:3000')).status).toBe(404);
    expect((await read(demo, '198.51.100.2', 'agent.carpatitravel.ro')).status).toBe(404);
    expect((await read(theirs, '198.51.100.2', 'carpati.localhost:3000')).status).toBe(200);
    expect((await read(theirs, '198.51.100.2', 'localhost:3000')).status).toBe(404);
    expect((await read(theirs, '198.51.100.2', 'nistru.localhost')).status).toBe(404);
    expect((await answerOn(theirs, '198.51.100.2', { position: 1, name: 'Ana', messenger: '@ana' })).status).toBe(404);
    // An unknown token is a 404 too, as is one of the wrong shape.
    expect((await read('A'.repeat(32), '198.51.100.2')).status).toBe(404);
    expect((await read('short', '198.51.100.2')).status).toBe(422);
  });

  it('a revoked link answers 410 with the agency’s contacts, cannot be extended, and is the owner’s alone to revoke', async () => {
    const token = await createLink(agent, { offers: [agentOffers[0]] });
    expect(
      (await call(backend.url, `/api/shared-selections/${token}/revoke`, { token: manager, body: {} })).status,
    ).toBe(404);
    const revoked = await call(backend.url, `/api/shared-selections/${token}/revoke`, { token: agent, body: {} });
    expect(revoked.status).toBe(200);
    expect(sharedSelectionItemResponseSchema.parse(revoked.body).data.status).toBe('revoked');

    const page = await read(token, '198.51.100.3');
    expect(page.status).toBe(410);
    const closed = closedSharedSelectionSchema.parse(page.body);
    expect(closed.data).toEqual({ reason: 'revoked', agency: { theme: DEMO_AGENCY.theme, contacts } });
    expect(closed.error).toBe('This link is no longer valid');
    expect(page.text).not.toContain('offers');
    expect((await answerOn(token, '198.51.100.3', { position: 1, name: 'Ion', messenger: '@ion' })).status).toBe(410);

    const extend = await call(backend.url, `/api/shared-selections/${token}/extend`, {
      token: agent,
      body: { days: 5 },
    });
    expect(extend.status).toBe(409);
    // A closed page is no open.
    expect((await myLinks(agent)).data.find((item) => item.token === token)!.opens.count).toBe(0);
  });

  it('an expired link answers 410 until the agent extends it', async () => {
    const token = await createLink(agent, { offers: [agentOffers[1]], validity_days: 1 });
    now = START + 86_400_000 - 1;
    expect((await read(token, '198.51.100.4')).status).toBe(200);
    now = START + 86_400_000;
    const page = await read(token, '198.51.100.4');
    expect(page.status).toBe(410);
    expect(closedSharedSelectionSchema.parse(page.body).data.reason).toBe('expired');
    // A day on, the agent signs in again (access tokens follow the same clock).
    const later = (await login(backend.url)).access_token;
    expect((await myLinks(later)).data.find((item) => item.token === token)!.status).toBe('expired');

    const extended = await call(backend.url, `/api/shared-selections/${token}/extend`, {
      token: later,
      body: { days: 3 },
    });
    expect(extended.status).toBe(200);
    const item = sharedSelectionItemResponseSchema.parse(extended.body).data;
    expect(item).toMatchObject({ status: 'active' });
    expect(Date.parse(item.valid_until)).toBe(now + 3 * 86_400_000);
    expect((await read(token, '198.51.100.4')).status).toBe(200);
    expect(
      (await call(backend.url, `/api/shared-selections/${token}/extend`, { token: later, body: { days: 31 } })).status,
    ).toBe(422);
  });

  it('re-checks prices at most once per RECHECK_MS: a changed price shows the new one and since when; a stopped sale is gone', async () => {
    const token = await createLink(agent, { offers: [agentOffers[3]] });
    const before = publicSharedSelectionSchema.parse((await read(token, '198.51.100.5')).body).data.offers[0]!;
    expect(before.availability).toEqual({ status: 'available' });
    const saved = savedOffersSchema.parse((await call(backend.url, '/api/search/offers', { token: agent })).body).data;
    const offer = saved.find((item) => item.uuid === agentOffers[3])!;
    const hotelId = offer.search_result.accommodation.hotel.id;

    const demo = (path: string, body: object) =>
      fetch(`${backend.url}/__demo/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await demo('prices', { hotel_id: hotelId, percent: 10 })).status).toBe(200);
    try {
      // Still the checked price within the interval …
      expect(
        publicSharedSelectionSchema.parse((await read(token, '198.51.100.5')).body).data.offers[0]!.availability,
      ).toEqual({
        status: 'available',
      });
      // … the new one after it, the agent's margin kept.
      now = START + RECHECK_MS;
      const after = publicSharedSelectionSchema.parse((await read(token, '198.51.100.5')).body).data.offers[0]!;
      expect(after.price.amount).toBe(offer.price);
      expect(after.availability.status).toBe('changed');
      if (after.availability.status !== 'changed') return;
      // What booking would charge now, in EUR: the offer's price with the operator's change.
      const booking = await call<{ data: { offer: Offer } }>(
        backend.url,
        `/api/v2/orders/book/${offer.search_result.sid}`,
        { token: agent },
      );
      const operatorNow = booking.body.data.offer.price.amount;
      expect(operatorNow).toBeGreaterThan(offer.search_result.price.amount);
      expect(after.availability.price.amount).toBeCloseTo(
        offer.price - offer.search_result.price.amount + operatorNow,
        2,
      );
      expect(after.availability.price.amount).toBeGreaterThan(offer.price);
      expect(after.availability.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      expect((await demo('stop-sale', { hotel_id: hotelId })).status).toBe(200);
      now = START + 2 * RECHECK_MS;
      const gone = publicSharedSelectionSchema.parse((await read(token, '198.51.100.5')).body).data.offers[0]!;
      expect(gone.availability).toEqual({ status: 'gone' });
    } finally {
      await demo('market/reset', {});
    }
  });

  it('answers field errors in the caller’s language', async () => {
    const token = await createLink(agent, { offers: [agentOffers[0]] });
    const en = await answerOn(token, '198.51.100.6', { position: 1, name: '', phone: '+3736' }, 'en');
    expect(en.status).toBe(422);
    expect(Object.keys((en.body as { errors: object }).errors).sort()).toEqual(['name', 'phone']);
    const ro = await answerOn(token, '198.51.100.6', { position: 1, name: 'Ion' }, 'ro');
    expect(ro.status).toBe(422);
    expect((ro.body as { errors: Record<string, string[]> }).errors.phone).toEqual([expect.any(String)]);
    expect(ro.text).not.toBe(en.text);
    const nowhere = await answerOn(token, '198.51.100.6', { position: 9, name: 'Ion', messenger: '@ion' });
    expect(nowhere.status).toBe(422);
    expect(Object.keys((nowhere.body as { errors: object }).errors)).toEqual(['position']);
  });

  it('limits the public calls per client address and per token: 429 with Retry-After', async () => {
    const token = await createLink(agent, { offers: [agentOffers[0]] });
    for (let i = 0; i < LIMITS.publicCalls.selection.max; i++)
      expect((await read(token, '203.0.113.10')).status).toBe(200);
    const limited = await read(token, '203.0.113.10');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client still reads it, until the token itself has been read enough.
    const left = LIMITS.perToken.selection.max - LIMITS.publicCalls.selection.max;
    for (let i = 0; i < left; i++) expect((await read(token, `203.0.113.${20 + i}`)).status).toBe(200);
    const perToken = await read(token, '203.0.113.99');
    expect(perToken.status).toBe(429);
    expect(perToken.headers.get('retry-after')).toBeTruthy();
    // Another token is not limited by this one's count.
    const other = await createLink(agent, { offers: [agentOffers[1]] });
    expect((await read(other, '203.0.113.99')).status).toBe(200);

    // Answers: at most selectionAnswer per client …
    const answerBody = { position: 1, name: 'Ion', messenger: '@ion' };
    for (let i = 0; i < DEFAULT_LIMITS.publicCalls.selectionAnswer.max; i++)
      expect((await answerOn(other, '203.0.113.200', answerBody)).status).toBe(201);
    expect((await answerOn(other, '203.0.113.200', answerBody)).status).toBe(429);
    // … and per token: the client refused was not counted on it, so one more client gets through.
    expect((await answerOn(other, '203.0.113.201', answerBody)).status).toBe(201);
    const tokenFull = await answerOn(other, '203.0.113.202', answerBody);
    expect(tokenFull.status).toBe(429);
    expect(tokenFull.headers.get('retry-after')).toBeTruthy();
  });
});
