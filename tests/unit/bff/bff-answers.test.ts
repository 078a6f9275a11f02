import { ROUTES } from '@/lib/bff/allowlist';
import { CHECKED_ANSWERS } from '@/lib/bff/answers';
import { createBffHandler } from '@/lib/bff/handler';
import { resetRefreshFlights } from '@/lib/bff/refresh';
import type { FetchLike } from '@/lib/bff/upstream';
import { sealSession, sessionCookieName, type SessionConfig } from '@/lib/session';
import { ANSWER_MISMATCH_HEADER } from '@/lib/shared/answer-check';

// The BFF checks a backend answer by its schema before the browser reads it (docs/architecture.md §10).

const session: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: 3600 };
const origin = 'http://localhost:3000';
const backendUrl = 'http://backend.test';

const notification = {
  id: 7,
  color: '#ff0000',
  subject: 'S',
  message: 'M',
  category: 'orders',
  created_at: '2026-05-01T10:00:00Z',
  was_read: false,
};

function answering(status: number, body: unknown): FetchLike {
  return async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
}

async function call(
  fetch: FetchLike,
  path: string,
  init: { method?: string; locale?: string } = {},
): Promise<Response> {
  const sealed = await sealSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 }, session);
  const request = new Request(`${origin}/api/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-csrf': '1',
      origin,
      cookie: `${init.locale ? `locale=${init.locale}; ` : ''}${sessionCookieName(false)}=${sealed}`,
    },
  });
  return createBffHandler({ backendUrl, timeoutMs: 1_000, session, fetch })(request, path.split('?')[0]!.split('/'));
}

afterEach(() => resetRefreshFlights());

describe('the answers the BFF checks', () => {
  it('names only calls the allowlist allows', () => {
    const allowed = new Set(ROUTES.map((rule) => `${rule.method} ${rule.pattern}`));
    expect(CHECKED_ANSWERS.filter((key) => !allowed.has(key))).toEqual([]);
  });

  it('passes a matching answer as its schema reads it: unknown fields dropped, a colour made safe', async () => {
    const response = await call(
      answering(200, { data: { ...notification, color: 'red;background:url(x)', secret: 'x' } }),
      'notifications/7',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toEqual({ ...notification, color: '' });
  });

  it("refuses an answer that does not match: 502 in the user's language, the wrong field named", async () => {
    const response = await call(answering(200, { data: { ...notification, id: 'seven' } }), 'notifications/7', {
      locale: 'ro',
    });
    expect(response.status).toBe(502);
    expect(response.headers.get(ANSWER_MISMATCH_HEADER)).toMatch(/^data\.id: /);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.message).toBeTruthy();
    expect(body.message).not.toBe('The booking service gave an unexpected answer.');
  });

  it('refuses an answer that is not JSON', async () => {
    const response = await call(answering(200, '<html>oops</html>'), 'notifications/7');
    expect(response.status).toBe(502);
    expect(response.headers.get(ANSWER_MISMATCH_HEADER)).toMatch(/^\(root\): /);
  });

  it("reads the tour search's answer as the shape it came in: a page of hotels, one hotel's offers, a price calendar", async () => {
    const hotels = {
      id: 's1',
      results: [],
      meta: {
        total_hotels: 0,
        total_offers: 0,
        scanned: 0,
        page: 1,
        size: 20,
        sort: 'price',
        currency: 'EUR',
        priced_at: '2026-11-29T10:00:00Z',
      },
    };
    const offers = { id: 's1', offers: [], meta: { total: 0, page: 1, size: 20 } };
    const calendar = {
      dates: ['2026-12-01'],
      nights: [7],
      cells: [{ check_in: '2026-12-01', nights: 7, price: 812, sid: 'x1' }],
      currency: 'EUR',
    };
    for (const data of [hotels, offers, calendar]) {
      const response = await call(answering(200, { data: { ...data, extra: 1 } }), 'v2/search', { method: 'POST' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data });
    }
    // Half of one shape is none of them.
    const response = await call(answering(200, { data: { id: 's1', results: [], offers: [] } }), 'v2/search', {
      method: 'POST',
    });
    expect(response.status).toBe(502);
  });

  it("leaves the backend's own errors as they are", async () => {
    const response = await call(
      answering(404, { error: 'Not found', message: 'No such notification' }),
      'notifications/7',
    );
    expect(response.status).toBe(404);
    expect(response.headers.get(ANSWER_MISMATCH_HEADER)).toBeNull();
    expect(await response.json()).toEqual({ error: 'Not found', message: 'No such notification' });
  });
});
