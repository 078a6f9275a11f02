import { refreshSingleFlight, resetRefreshFlights } from '@/lib/bff/refresh';
import type { FetchLike } from '@/lib/bff/upstream';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A backend stub counting refresh calls; each answer waits a tick so callers overlap. */
function stubBackend(answer: () => Response) {
  const calls: string[] = [];
  const fetch: FetchLike = async (_url, init) => {
    calls.push(String(init?.body));
    await new Promise((resolve) => setTimeout(resolve, 20));
    return answer();
  };
  return { calls, fetch };
}

const base = { backendUrl: 'http://backend.test', timeoutMs: 1_000 };

afterEach(() => resetRefreshFlights());

describe('single-flight refresh', () => {
  it('makes one backend call for many concurrent callers with the same token', async () => {
    let n = 0;
    const backend = stubBackend(() =>
      json(200, { access_token: `access-${++n}`, refresh_token: `refresh-${n}`, expires_in: 900 }),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refreshSingleFlight('old', { ...base, fetch: backend.fetch })),
    );
    expect(backend.calls).toEqual([JSON.stringify({ refreshToken: 'old' })]);
    for (const result of results)
      expect(result).toEqual({
        ok: true,
        credentials: { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 },
      });
  });

  it('gives a late arrival with the same old token the cached new credentials', async () => {
    const backend = stubBackend(() => json(200, { access_token: 'a2', refresh_token: 'r2' }));
    const first = await refreshSingleFlight('old', { ...base, fetch: backend.fetch, cacheMs: 1_000 });
    const late = await refreshSingleFlight('old', { ...base, fetch: backend.fetch, cacheMs: 1_000 });
    expect(late).toBe(first);
    expect(backend.calls).toHaveLength(1);
  });

  it('keeps different refresh tokens apart', async () => {
    const backend = stubBackend(() => json(200, { access_token: 'a', refresh_token: 'r' }));
    await Promise.all([
      refreshSingleFlight('one', { ...base, fetch: backend.fetch }),
      refreshSingleFlight('two', { ...base, fetch: backend.fetch }),
    ]);
    expect(backend.calls).toHaveLength(2);
  });

  it('reports a refused token as rejected and does not cache the failure', async () => {
    const backend = stubBackend(() => json(401, { error: 'Unauthorized', message: 'revoked' }));
    expect(await refreshSingleFlight('old', { ...base, fetch: backend.fetch })).toEqual({
      ok: false,
      reason: 'rejected',
      status: 401,
    });
    await refreshSingleFlight('old', { ...base, fetch: backend.fetch });
    expect(backend.calls).toHaveLength(2);
  });

  it('tells an outage and a nonsense answer apart from a refusal', async () => {
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await refreshSingleFlight('a', { ...base, fetch: down })).toEqual({
      ok: false,
      reason: 'unreachable',
      status: 502,
    });
    const broken = stubBackend(() => json(200, { token: 'x' }));
    expect(await refreshSingleFlight('b', { ...base, fetch: broken.fetch })).toEqual({
      ok: false,
      reason: 'bad-response',
      status: 502,
    });
    const failing = stubBackend(() => json(500, { error: 'x', message: 'y' }));
    expect(await refreshSingleFlight('c', { ...base, fetch: failing.fetch })).toEqual({
      ok: false,
      reason: 'bad-response',
      status: 502,
    });
  });

  it('shares the in-flight map across module instances through globalThis', async () => {
    const backend = stubBackend(() => json(200, { access_token: 'a', refresh_token: 'r' }));
    let other: typeof import('@/lib/bff/refresh') | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof import('@/lib/bff/refresh')>('@/lib/bff/refresh');
    });
    if (!other) throw new Error('module not loaded');
    const [a, b] = await Promise.all([
      refreshSingleFlight('shared', { ...base, fetch: backend.fetch }),
      other.refreshSingleFlight('shared', { ...base, fetch: backend.fetch }),
    ]);
    expect(a).toBe(b);
    expect(backend.calls).toHaveLength(1);
  });
});
