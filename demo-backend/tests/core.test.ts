import { exchangeRateSchema, navigationSchema, type MenuItem } from '@/lib/schemas/core';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';
import { portalToday } from '@/lib/format/date';

let backend: DemoBackend;
beforeAll(async () => {
  backend = await startDemoBackend();
});
afterAll(async () => {
  await backend.close();
});

const links = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.link ?? `(${item.id})`, ...links(item.children)]);

async function menu(email: string, locale = 'en'): Promise<MenuItem[]> {
  const { access_token } = await login(backend.url, email);
  const answer = await call(backend.url, '/api/v1/core/navigation', { token: access_token, locale });
  expect(answer.status).toBe(200);
  return navigationSchema.parse(answer.body).data;
}

const AGENT_LINKS = [
  '/publications',
  '/search/tour',
  '/search/flight',
  '/orders',
  '/orders/bonuses',
  '/documents',
  '/rules',
  '/faq',
];
/** Every agency role's flight tickets group, with the agency's ticket orders (docs/product.md §11). */
const FLIGHT_LIST = ['(flight-tickets)', '/ats/orders'];

describe('navigation', () => {
  it('gives the agent the basic menu and the flight list, localized', async () => {
    const items = await menu('agent@demo.travel');
    expect(links(items)).toEqual([...AGENT_LINKS, ...FLIGHT_LIST]);
    expect(items[0]).toEqual({
      id: 'news',
      text: 'News',
      link: '/publications',
      icon: 'news',
      children: [],
      open: false,
    });
    expect((await menu('agent@demo.travel', 'ro'))[1]?.text).toBe('Căutare tururi');
    expect((await menu('agent@demo.travel', 'ua'))[1]?.text).toBe('Пошук турів');
    expect((await menu('agent@demo.travel', 'ru'))[1]?.text).toBe('Поиск туров');
  });

  it.each([
    [
      'manager@demo.travel',
      ['/employees', '/subpartitions', '/agency', '/payment-gateways', '/reports/charter-control-financial'],
      [],
    ],
    [
      'director@demo.travel',
      ['/employees', '/subpartitions', '/agency', '/payment-gateways', '/reports/charter-control-financial'],
      ['/ats/sales-report', '/ats/user-links', '/ats/orders-payments'],
    ],
    ['office@demo.travel', ['/employees'], []],
    ['subpartition@demo.travel', ['/subpartitions'], []],
  ])(
    'gives %s the agent menu plus %j and the flight list (plus %j: the ticket desk a director reads)',
    async (email, extra, desk) => {
      expect(links(await menu(email))).toEqual([...AGENT_LINKS, ...extra, ...FLIGHT_LIST, ...desk]);
    },
  );

  it('gives the ATS manager the flight-ticket section as a tree', async () => {
    const items = await menu('ats@demo.travel');
    const section = items.at(-1);
    expect(section).toMatchObject({ id: 'flight-tickets', text: 'Flight Tickets', link: null });
    expect(section?.children.map((child) => child.link)).toEqual([
      '/ats/orders',
      '/ats/sales-report',
      '/ats/user-links',
      '/ats/orders-payments',
    ]);
  });

  it('needs a bearer token', async () => {
    expect((await call(backend.url, '/api/v1/core/navigation')).status).toBe(401);
  });
});

describe('exchange rate', () => {
  it("gives today's MDL rates in plausible ranges", async () => {
    const { access_token } = await login(backend.url);
    const answer = await call(backend.url, '/api/v1/core/exchange_rate', { token: access_token });
    const rate = exchangeRateSchema.parse(answer.body);
    expect(rate.date).toBe(portalToday());
    expect(rate.eur_max_value).toBeGreaterThanOrEqual(19.3);
    expect(rate.eur_max_value).toBeLessThanOrEqual(19.6);
    expect(rate.usd_max_value).toBeGreaterThanOrEqual(16.9);
    expect(rate.usd_max_value).toBeLessThanOrEqual(17.9);
  });

  it('answers nulls when no rate is set for today', async () => {
    // Three days ahead: past the last seeded day, as when the backend runs for days without a reseed.
    jest.useFakeTimers({
      now: Date.now() + 3 * 86_400_000,
      doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask', 'setInterval'],
    });
    try {
      const { access_token } = await login(backend.url);
      const answer = await call(backend.url, '/api/v1/core/exchange_rate', { token: access_token });
      expect(answer.body).toMatchObject({ eur_max_value: null, usd_max_value: null });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('client errors', () => {
  it('stores a report and answers 201; a report without info is a 422', async () => {
    const { access_token } = await login(backend.url);
    const ok = await call(backend.url, '/api/v1/core/client-error', {
      token: access_token,
      body: { info: 'TypeError at /orders', stack: 'at x' },
    });
    expect(ok.status).toBe(201);
    const bad = await call(backend.url, '/api/v1/core/client-error', {
      token: access_token,
      body: { stack: 'x' },
      locale: 'en',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ info: ['This field is required.'] });
  });
});

describe('wire basics', () => {
  it('answers unknown paths with 404 JSON, with or without a token', async () => {
    const answer = await call(backend.url, '/api/v1/nothing/here', { locale: 'en' });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(answer.body).toEqual({ error: 'Not found', message: 'The requested resource does not exist.' });
  });

  it('answers malformed JSON with 400 {error, message}', async () => {
    const response = await fetch(`${backend.url}/api/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"login":',
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['error', 'message']);
  });

  it('adds DEMO_LATENCY_MS to /api responses only', async () => {
    const slow = await startDemoBackend({ latencyMs: 300 });
    try {
      let started = Date.now();
      await call(slow.url, '/api/v1/nothing');
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      started = Date.now();
      await call(slow.url, '/__demo/health');
      expect(Date.now() - started).toBeLessThan(250);
    } finally {
      await slow.close();
    }
  });
});
