import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { login } from './helpers';
import ru from '../../messages/ru';

/**
 * Against the built server (docs/testing.md, "Security"): the headers and URL forms Next treats specially
 * do not skip the session check in proxy.ts, and hostile Host headers change neither the theme
 * nor any redirect or link.
 */

/** A signed-out request to a portal page must end at the login redirect, with no page in it. */
async function expectLoginRedirect(response: APIResponse, next: string) {
  expect(response.status()).toBe(307);
  const location = response.headers()['location'] ?? '';
  expect(location.startsWith('/auth/login')).toBe(true);
  expect(new URL(location, 'http://x').searchParams.get('next')).toBe(next);
  const body = await response.text();
  expect(body.length).toBeLessThan(200);
  expect(body).not.toContain('side-menu');
}

test.describe('session check bypass attempts', () => {
  const tricks: [string, Record<string, string>][] = [
    // CVE-2025-29927: the header Next once trusted to mark its own middleware sub-requests.
    ['x-middleware-subrequest proxy', { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }],
    [
      'x-middleware-subrequest middleware',
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    ],
    [
      'x-middleware-subrequest src/',
      { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
    ],
    ['RSC', { RSC: '1' }],
    ['RSC prefetch', { RSC: '1', 'Next-Router-Prefetch': '1' }],
    ['segment prefetch', { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' }],
    ['Purpose: prefetch', { Purpose: 'prefetch' }],
    ['Sec-Purpose: prefetch', { 'Sec-Purpose': 'prefetch' }],
    ['x-nextjs-data', { 'x-nextjs-data': '1' }],
    ['x-invoke-path', { 'x-invoke-path': '/orders', 'x-invoke-query': '{}' }],
  ];

  for (const page of ['/orders', '/employees', '/notifications']) {
    test(`${page}: headers Next treats specially`, async ({ request }) => {
      for (const [, headers] of tricks)
        await expectLoginRedirect(await request.get(page, { headers, maxRedirects: 0 }), page);
    });
  }

  test('.rsc suffixes and ?_rsc= do not skip the check', async ({ request }) => {
    const forms: [string, string][] = [
      ['/orders.rsc', '/orders'],
      ['/orders?_rsc=abc', '/orders'],
      ['/orders/index.rsc', '/orders/index'],
      ['/orders.segments/_tree.segment.rsc', '/orders.segments/_tree.segment'],
      ['/publications.rsc', '/publications'],
    ];
    for (const [path, next] of forms) {
      for (const headers of [{}, { RSC: '1' }, { RSC: '1', 'Next-Router-Prefetch': '1' }] as Record<string, string>[]) {
        await expectLoginRedirect(await request.get(path, { headers, maxRedirects: 0 }), next);
      }
    }
    // The root page: the login redirect has no `next` to come back to.
    const root = await request.get('/?_rsc=1', { headers: { RSC: '1' }, maxRedirects: 0 });
    expect(root.status()).toBe(307);
    expect(root.headers()['location']).toBe('/auth/login');
  });
});

test.describe('route check bypass attempts', () => {
  /** The answer a browser ends with: Next's redirects to the `?_rsc=` form followed with the same headers. */
  async function finalAnswer(
    request: APIRequestContext,
    path: string,
    headers: Record<string, string>,
  ): Promise<APIResponse> {
    let response = await request.get(path, { headers, maxRedirects: 0 });
    for (let hops = 0; hops < 3 && response.status() === 307; hops++)
      response = await request.get(response.headers()['location']!, { headers, maxRedirects: 0 });
    return response;
  }

  // docs/architecture.md §1 "The route table": proxy.ts reads the path Next routes by, so no URL or
  // header form of a refused page renders it.
  test("an agent never gets an order's edit or the staff, in any URL or header form Next reads", async ({ page }) => {
    const forms = (path: string) => [path, `${path}.rsc`, `${path}?_rsc=abc`, `${path}/index.rsc`, `${path}/`];
    const headerSets: Record<string, string>[] = [
      {},
      { RSC: '1' },
      { RSC: '1', 'Next-Router-Prefetch': '1' },
      { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' },
    ];
    const pages: [string, string][] = [
      ['/ats/orders/1/edit', ru.pages.deskTicketOrderEdit.title],
      ['/ats/orders/%63reate', ru.pages.deskTicketOrderCreate.title],
      ['/employees', ru.employees.title],
    ];
    // The ATS manager opens the edit, with its title: what the agent must never get.
    await login(page, 'ats@demo.travel');
    const allowed = await page.request.get('/ats/orders/1/edit');
    expect(allowed.status()).toBe(200);
    expect(await allowed.text()).toContain(ru.pages.deskTicketOrderEdit.title);
    await page.context().clearCookies();

    await login(page, 'agent@demo.travel');
    for (const [path, title] of pages) {
      for (const form of forms(path)) {
        for (const headers of headerSets) {
          const response = await finalAnswer(page.request, form, headers);
          const where = `${form} ${JSON.stringify(headers)}: ${response.status()}`;
          expect(response.status(), where).not.toBe(500);
          expect(await response.text(), where).not.toContain(title);
        }
      }
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
  });
});

test.describe('hostile Host headers', () => {
  const hostile: Record<string, string>[] = [
    { host: 'evil.example' },
    { host: 'evil.example:3000' },
    { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' },
    { host: 'carpati.localhost.evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  ];

  test('signed out: default theme, relative login redirect, nothing built from the host', async ({ request }) => {
    for (const headers of hostile) {
      const html = await (await request.get('/auth/login', { headers })).text();
      expect(html).toContain('data-theme="default"');
      expect(html).not.toContain('evil');
      const redirect = await request.get('/orders?page=2', { headers, maxRedirects: 0 });
      expect(redirect.status()).toBe(307);
      expect(redirect.headers()['location']).toBe('/auth/login?next=%2Forders%3Fpage%3D2');
    }
  });

  test('signed in: default theme and no link to the hostile host on portal pages and redirects', async ({ page }) => {
    await login(page, 'manager@demo.travel');
    for (const headers of hostile) {
      for (const path of ['/publications', '/orders']) {
        const response = await page.request.get(path, { headers });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain('data-theme="default"');
        expect(html).not.toContain('evil');
      }
      // The role redirect from / and the one away from the login form.
      for (const [path, location] of [
        ['/', '/publications'],
        ['/auth/login', '/publications'],
      ]) {
        const redirect = await page.request.get(path!, { headers, maxRedirects: 0 });
        expect(redirect.headers()['location']).toBe(location);
      }
    }
  });
});
