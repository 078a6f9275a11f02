import { createBffHandler } from '@/lib/bff/handler';
import {
  refreshAcrossReplicas,
  refreshSingleFlight,
  resetRefreshFlights,
  type RefreshOptions,
} from '@/lib/bff/refresh';
import type { SharedStore } from '@/lib/bff/shared-store';
import type { FetchLike } from '@/lib/bff/upstream';
import { sealSession, sessionCookieName, type SessionConfig } from '@/lib/session';
import { user } from '../fixtures/user';

/** What Redis does for the refresh lock, in memory: the store every "replica" of a test shares. */
function memoryStore() {
  const entries = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until <= Date.now()) entries.delete(key);
    return entries.get(key);
  };
  const store: SharedStore = {
    get: async (key) => live(key)?.value ?? null,
    setIfAbsent: async (key, value, ttlMs) => {
      if (live(key)) return false;
      entries.set(key, { value, until: Date.now() + ttlMs });
      return true;
    },
    set: async (key, value, ttlMs) => {
      entries.set(key, { value, until: Date.now() + ttlMs });
    },
    deleteIfEqual: async (key, value) => {
      if (live(key)?.value === value) entries.delete(key);
    },
  };
  return { store, entries };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A backend counting refresh calls; each answer takes a moment so that callers overlap. */
function backend(answer: () => Response) {
  const calls: string[] = [];
  const fetch: FetchLike = async (_url, init) => {
    calls.push(String(init?.body));
    await new Promise((resolve) => setTimeout(resolve, 30));
    return answer();
  };
  return { calls, fetch };
}

const session: SessionConfig = { password: 's'.repeat(40), secure: false, ttlSeconds: 3600 };
const fresh = { access_token: 'access-new', refresh_token: 'refresh-new', expires_in: 900 };
const base = { backendUrl: 'http://backend.test', timeoutMs: 1_000 };

afterEach(() => resetRefreshFlights());

describe('the refresh lock across replicas (REDIS_URL)', () => {
  it('two replicas refreshing the same session at the same moment cost one refresh, and both get its tokens', async () => {
    const { store } = memoryStore();
    const api = backend(() => json(200, fresh));
    // Two processes: each its own caller of the store, no in-process flight in common.
    const options: RefreshOptions = { ...base, fetch: api.fetch, shared: { store, session } };
    const [a, b] = await Promise.all([
      refreshAcrossReplicas('refresh-old', options, options.shared!),
      refreshAcrossReplicas('refresh-old', options, options.shared!),
    ]);
    expect(api.calls).toEqual([JSON.stringify({ refreshToken: 'refresh-old' })]);
    expect(a).toEqual({ ok: true, credentials: fresh });
    expect(b).toEqual(a);
  });

  it('a replica asked a moment later with the old cookie gets the stored result instead of spending the rotated token', async () => {
    const { store } = memoryStore();
    const api = backend(() => json(200, fresh));
    const options: RefreshOptions = { ...base, fetch: api.fetch, shared: { store, session } };
    expect(await refreshSingleFlight('refresh-old', options)).toEqual({ ok: true, credentials: fresh });
    // The other process: nothing in its own single flight.
    resetRefreshFlights();
    expect(await refreshSingleFlight('refresh-old', options)).toEqual({ ok: true, credentials: fresh });
    expect(api.calls).toHaveLength(1);
  });

  it('keeps neither the refresh token nor the new tokens in the store in the clear', async () => {
    const { store, entries } = memoryStore();
    const api = backend(() => json(200, fresh));
    await refreshSingleFlight('refresh-old', { ...base, fetch: api.fetch, shared: { store, session } });
    const stored = [...entries].flatMap(([key, { value }]) => [key, value]).join('\n');
    expect(entries.size).toBeGreaterThan(0);
    for (const secret of ['refresh-old', 'access-new', 'refresh-new']) expect(stored).not.toContain(secret);
  });

  it('shares a refusal, but not an outage: after a failed call the next replica asks the backend itself', async () => {
    const refusing = memoryStore();
    const refused = backend(() => json(401, { error: 'Unauthorized', message: 'revoked' }));
    const refuse: RefreshOptions = { ...base, fetch: refused.fetch, shared: { store: refusing.store, session } };
    const both = await Promise.all([
      refreshAcrossReplicas('t', refuse, refuse.shared!),
      refreshAcrossReplicas('t', refuse, refuse.shared!),
    ]);
    expect(both).toEqual([
      { ok: false, reason: 'rejected', status: 401 },
      { ok: false, reason: 'rejected', status: 401 },
    ]);
    expect(refused.calls).toHaveLength(1);

    const { store } = memoryStore();
    let up = false;
    const flaky = backend(() => (up ? json(200, fresh) : json(503, { error: 'x', message: 'y' })));
    const options: RefreshOptions = { ...base, fetch: flaky.fetch, shared: { store, session } };
    expect(await refreshAcrossReplicas('t', options, options.shared!)).toMatchObject({
      ok: false,
      reason: 'bad-response',
    });
    up = true;
    expect(await refreshAcrossReplicas('t', options, options.shared!)).toEqual({ ok: true, credentials: fresh });
    expect(flaky.calls).toHaveLength(2);
  });

  it('a replica whose store fails after its refresh keeps the new tokens and frees the lock', async () => {
    const { store, entries } = memoryStore();
    const failingSet: SharedStore = {
      ...store,
      set: async () => {
        throw new Error('Redis connection is reconnecting');
      },
    };
    const api = backend(() => json(200, fresh));
    const options: RefreshOptions = { ...base, fetch: api.fetch, shared: { store: failingSet, session } };
    expect(await refreshAcrossReplicas('refresh-old', options, options.shared!)).toEqual({
      ok: true,
      credentials: fresh,
    });
    expect([...entries.keys()].filter((key) => key.includes('lock'))).toEqual([]);
    expect(api.calls).toHaveLength(1);
  });

  it('falls back to this process when the store is unreachable: the user still gets new tokens', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unreachable: SharedStore = {
      get: async () => {
        throw new Error('Redis connection is reconnecting');
      },
      setIfAbsent: async () => false,
      set: async () => undefined,
      deleteIfEqual: async () => undefined,
    };
    const api = backend(() => json(200, fresh));
    const options: RefreshOptions = { ...base, fetch: api.fetch, shared: { store: unreachable, session } };
    const results = await Promise.all([
      refreshSingleFlight('refresh-old', options),
      refreshSingleFlight('refresh-old', options),
    ]);
    expect(results).toEqual([
      { ok: true, credentials: fresh },
      { ok: true, credentials: fresh },
    ]);
    expect(api.calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refresh lock unavailable'));
    warn.mockRestore();
  });

  it('two BFF replicas given the store (BffConfig.sharedStore) refresh one expired session once', async () => {
    const { store } = memoryStore();
    let refreshes = 0;
    const fetch: FetchLike = async (input) => {
      if (String(input).endsWith('/api/jwt/refresh-token')) {
        refreshes += 1;
        return json(200, fresh);
      }
      return json(200, user);
    };
    const replica = () => createBffHandler({ ...base, session, fetch, sharedStore: store });
    const sealed = await sealSession(
      { accessToken: 'access-old', refreshToken: 'refresh-old', expiresAt: Date.now() - 1_000 },
      session,
    );
    const call = () =>
      new Request('http://localhost:3000/api/jwt/user', {
        headers: { 'x-csrf': '1', cookie: `${sessionCookieName(false)}=${sealed}` },
      });
    const first = await replica()(call(), ['jwt', 'user']);
    resetRefreshFlights();
    const second = await replica()(call(), ['jwt', 'user']);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.getSetCookie().some((cookie) => cookie.startsWith(sessionCookieName(false)))).toBe(true);
    expect(refreshes).toBe(1);
  });
});
