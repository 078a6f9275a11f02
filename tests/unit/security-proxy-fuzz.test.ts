import { createBffHandler } from '@/lib/bff/handler';
import type { FetchLike } from '@/lib/bff/upstream';
import { sealSession, sessionCookieName, type SessionConfig } from '@/lib/session';
import { hostilePaths, isAllowedBackendPath } from '@/tests/security/hostile-paths';

/**
 * Proxy fuzz against the BFF handler (issue 6, Security): a signed-in caller sends each generated
 * hostile path; a recording backend must never see a call outside the allowlist. The same list
 * goes through the built server in tests/e2e/security-proxy-fuzz.spec.ts (Next's own decoding).
 */
const session: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: 3600 };
const origin = 'http://localhost:3000';
const paths = hostilePaths();

function decodeOnce(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The two ways a router may hand the route its segments: cut from the raw request line, or from
 * the URL after WHATWG parsing (which resolves `..`, `%2e%2e` and backslashes). Each decoded once.
 */
function segmentViews(raw: string, requestUrl: string): string[][] {
  const fromRaw = raw.split(/[?#]/)[0]!.split('/').map(decodeOnce);
  const parsed = new URL(requestUrl).pathname;
  const fromUrl = parsed.startsWith('/api/') ? parsed.slice('/api/'.length).split('/').map(decodeOnce) : [];
  return [fromRaw, fromUrl];
}

describe('BFF proxy fuzz (seeded hostile paths, recording backend)', () => {
  it('generates at least 200 distinct paths, the same list every run', () => {
    expect(paths.length).toBeGreaterThanOrEqual(200);
    expect(new Set(paths).size).toBe(paths.length);
    expect(hostilePaths()).toEqual(paths);
    // Every family is present: encoded dots and slashes, backslash, double encoding, absolute, NUL, overlong.
    for (const marker of ['%2e', '%2f', '%5c', '\\', '%252e', 'http://', '%00', '\uff0e', '%c0%ae']) {
      expect(paths.some((p) => p.toLowerCase().includes(marker))).toBe(true);
    }
    expect(paths.some((p) => p.length > 5_000)).toBe(true);
  });

  it.each(['GET', 'POST'])('%s: no hostile path reaches the backend outside the allowlist', async (method) => {
    const received: string[] = [];
    const fetch: FetchLike = async (input) => {
      received.push(String(input));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const handle = createBffHandler({ backendUrl: 'http://backend.test', timeoutMs: 1_000, session, fetch });
    const sealed = await sealSession({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 600_000 }, session);
    const headers = { 'x-csrf': '1', origin, cookie: `${sessionCookieName(false)}=${sealed}` };

    const statuses = new Map<number, number>();
    for (const raw of paths) {
      const url = `${origin}/api/${raw}`;
      for (const segments of segmentViews(raw, url)) {
        const init: RequestInit & { duplex?: 'half' } = { method, headers };
        if (method !== 'GET') Object.assign(init, { body: '{}', duplex: 'half' });
        const response = await handle(new Request(url, init), segments);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }

    const outside = received.filter((url) => {
      const { pathname, search } = new URL(url);
      return !pathname.startsWith('/api/') || !isAllowedBackendPath(method, pathname.slice('/api/'.length) + search);
    });
    expect(outside).toEqual([]);
    // Most are refused outright; the few that arrive are allowlisted calls with odd query strings.
    expect(statuses.get(404) ?? 0).toBeGreaterThan(paths.length * 2 * 0.9);
    console.info(`proxy fuzz ${method}: ${paths.length} paths x 2 views, ${received.length} forwarded (all allowlisted), statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  });
});
