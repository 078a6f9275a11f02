// The server-side content calls (lib/backend/content.ts) against the real demo backend: the
// paths, the queries and the schemas of the server-rendered pages agree with what it answers.
let session = { accessToken: '' };
let locale = 'en';
let bookingApiUrl = '';
jest.mock('next/navigation', () => ({
  forbidden: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;403');
  },
  notFound: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
  },
  redirect: (to: string) => {
    throw new Error(`NEXT_REDIRECT ${to}`);
  },
}));
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => ({ value: name === 'session' ? 'sealed' : locale }) }),
  headers: async () => new Headers({ 'x-portal-path': '/rules' }),
}));
jest.mock('@/lib/env', () => ({ env: () => ({ bookingApiUrl, bffTimeoutMs: 10_000, pageTimeoutMs: 10_000 }) }));
jest.mock('@/lib/session', () => ({
  sessionConfigFromEnv: () => ({ secure: false }),
  sessionCookieName: () => 'session',
  unsealSession: async () => session,
}));

import {
  getAcknowledgementReport,
  getDocuments,
  getFaq,
  getPublication,
  getPublicationCategories,
  getPublications,
  getRule,
  getRuleCategories,
  getRuleContext,
  getRules,
} from '@/lib/backend/content';
import { notFoundOn404 } from '@/lib/backend/errors';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from '@/demo-backend/tests/client';

let backend: DemoBackend;
let director = '';
let agent = '';
beforeAll(async () => {
  backend = await startDemoBackend();
  bookingApiUrl = backend.url;
  director = (await login(backend.url, 'director@demo.travel')).access_token;
  agent = (await login(backend.url, 'agent@demo.travel')).access_token;
  // The documents' PDFs are rendered before the page asks for the list, as a deployed backend does
  // at its start (DEMO_WARM_DOCUMENTS): on a busy machine the first rendering of them all took
  // longer than the page budget, which is not what this file checks.
  expect((await call(backend.url, '/api/v1/documents', { token: director })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await backend.close();
});
beforeEach(() => {
  session = { accessToken: director };
  locale = 'en';
});

describe('lib/backend/content.ts against the demo backend', () => {
  it('reads the news: a filtered page, one item, the categories', async () => {
    const page = await getPublications({ page: 1, category: 'visas', q: 'egypt' });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((item) => item.category === 'visas')).toBe(true);
    expect(page.meta).toMatchObject({ page: 1, size: 10 });
    const all = await getPublications({ category: 'all' });
    expect(all.meta.total).toBeGreaterThan(page.meta.total);
    const one = await getPublication(page.data[0]!.id);
    expect(one.title).toBe(page.data[0]!.title);
    expect(one.body.length).toBeGreaterThan(0);
    expect((await getPublicationCategories()).map((c) => c.id)).toContain('visas');
    await expect(notFoundOn404(getPublication(99_999))).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
  });

  it("reads the rules, one rule and a trip's context in the reader's language", async () => {
    locale = 'ro';
    const tree = await getRuleCategories();
    expect(tree[0]?.name).toBe('Rezervare');
    const mandatory = await getRules({ mandatory: true });
    expect(mandatory).toHaveLength(3);
    const found = await getRules({ category: tree[0]!.id, q: 'confirmare' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((rule) => rule.snippet !== null)).toBe(true);
    expect((await getRule(mandatory[0]!.id)).title).toBe(mandatory[0]!.title);
    const trip = await getRuleContext({ country: 'GR', flight_type: 'charter' });
    expect(trip).toMatchObject({ topic: 'booking', country: 'GR', flight_type: 'charter' });
    expect(trip.rules.map((rule) => rule.title)).toContain('Intrarea în Grecia');
    expect(
      trip.rules.every(
        (rule) => (rule.countries.length === 0 || rule.countries.includes('GR')) && rule.flight_type !== 'regular',
      ),
    ).toBe(true);
  });

  it('gives the report to a director and null to an agent, without the 403 page', async () => {
    expect(await getAcknowledgementReport()).toHaveLength(3);
    session = { accessToken: agent };
    expect(await getAcknowledgementReport()).toBeNull();
  });

  it('reads the FAQ and the documents', async () => {
    const faq = await getFaq('visa');
    expect(faq.length).toBeGreaterThan(0);
    expect(faq.every((topic) => topic.entries.length > 0)).toBe(true);
    const groups = await getDocuments();
    expect(groups.map((group) => group.kind)).toEqual(['contract', 'price_list', 'form', 'memo']);
  });
});
