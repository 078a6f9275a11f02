import { apiRequest, ORIGIN as origin, recordedBff, signedInCookie } from '@/tests/security/bff-fixture';
import { hostilePaths, isAllowedBackendPath } from '@/tests/security/hostile-paths';

/**
 * Proxy fuzz against the BFF handler (docs/testing.md, "Security"): a signed-in caller sends each generated
 * hostile path; a recording backend must never see a call outside the allowlist. The same list
 * goes through the built server in tests/e2e/security-production.spec.ts (Next's own decoding).
 */
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
    const { handle, received } = recordedBff();
    const headers = { 'x-csrf': '1', origin, cookie: await signedInCookie() };

    const statuses = new Map<number, number>();
    for (const raw of paths) {
      const request = apiRequest(raw, method, headers);
      for (const segments of segmentViews(raw, request.url)) {
        const response = await handle(apiRequest(raw, method, headers), segments);
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
    console.info(
      `proxy fuzz ${method}: ${paths.length} paths x 2 views, ${received.length} forwarded (all allowlisted), statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  });
});
