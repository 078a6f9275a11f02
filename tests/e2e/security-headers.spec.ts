import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { login } from './helpers';

/**
 * Security headers on every kind of answer of the built server (docs/testing.md, "Security"): pages signed
 * out and in, error pages, and the API. Page CSPs carry a fresh nonce that every script tag in the
 * HTML carries too; HSTS only over HTTPS (X-Forwarded-Proto from the TLS-terminating balancer).
 */

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectHardening(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // Plain http here: HSTS would be ignored, and must not be claimed.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Checks a page answer and returns its nonce. */
async function expectPageHeaders(response: APIResponse, status: number): Promise<string> {
  expect(response.status()).toBe(status);
  expectHardening(response);
  const csp = directives(response.headers()['content-security-policy'] ?? '');
  const script = csp.get('script-src') ?? [];
  const nonce = script.map((v) => /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(v)?.[1]).find(Boolean);
  expect(nonce).toBeDefined();
  expect(script).not.toContain("'unsafe-inline'");
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);

  // Every script the HTML holds, inline or not, carries this request's nonce; there are some.
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  expect(scripts.filter((tag) => !/\ssrc=/.test(tag)).length).toBeGreaterThan(0);
  return nonce!;
}

async function expectFreshNonces(request: APIRequestContext, path: string, status: number) {
  const first = await expectPageHeaders(await request.get(path), status);
  const second = await expectPageHeaders(await request.get(path), status);
  expect(second).not.toBe(first);
}

test.describe('security headers', () => {
  test('signed-out pages: login, forgot, reset, and the login redirect', async ({ request }) => {
    for (const path of ['/auth/login', '/auth/forgot', '/auth/reset/not-a-token'])
      await expectFreshNonces(request, path, 200);
    const redirect = await request.get('/orders', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expectHardening(redirect);
  });

  test('signed-in pages and the error pages', async ({ page }) => {
    await login(page, 'agent@demo.travel');
    for (const path of ['/', '/orders', '/notifications', '/profile']) await expectFreshNonces(page.request, path, 200);
    // The agent may not see the staff (403 page); nobody sees an unknown path (404 page).
    await expectFreshNonces(page.request, '/employees', 403);
    await expectFreshNonces(page.request, '/no-such-place/at-all', 404);
  });

  test('API answers: JSON, refusals and health carry a CSP that runs nothing', async ({ page }) => {
    await login(page, 'agent@demo.travel');
    const answers: [string, Promise<APIResponse>, number][] = [
      ['user', page.request.get('/api/jwt/user', { headers: { 'x-csrf': '1' } }), 200],
      ['csrf refusal', page.request.get('/api/jwt/user'), 403],
      ['unknown path', page.request.get('/api/admin/users', { headers: { 'x-csrf': '1' } }), 404],
      ['health', page.request.get('/api/health'), 200],
      [
        'failed login',
        page.request.post('/api/jwt/login', {
          headers: { 'x-csrf': '1' },
          data: { login: 'x@y.z', password: 'wrong-pass' },
        }),
        422,
      ],
    ];
    for (const [name, answer, status] of answers) {
      const response = await answer;
      expect({ name, status: response.status() }).toEqual({ name, status });
      expectHardening(response);
      expect(response.headers()['cache-control']).toBe('no-store');
      const csp = directives(response.headers()['content-security-policy'] ?? '');
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  test('HSTS when the balancer says the browser came over HTTPS, not otherwise', async ({ request }) => {
    const https = await request.get('/auth/login', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers()['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    const redirect = await request.get('/orders', { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
    expect(redirect.headers()['strict-transport-security']).toBeDefined();
    for (const proto of [undefined, 'http']) {
      const plain = await request.get('/auth/login', { headers: proto ? { 'x-forwarded-proto': proto } : {} });
      expect(plain.headers()['strict-transport-security']).toBeUndefined();
    }
  });
});
