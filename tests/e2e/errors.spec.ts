import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from './fixtures';
import { login } from './helpers';
import { BACKEND_PORT, BACKEND_URL, PORTAL_PORT } from './ports';
import { E2E_SESSION_SECRET } from '../../scripts/e2e-secret.mjs';
import ru from '../../messages/ru';

type PageCode = '403' | '404' | '500' | '888';
const TITLE = {
  '403': ru.errors.forbiddenTitle,
  '404': ru.errors.notFoundTitle,
  '500': ru.errors.serverTitle,
  '888': ru.errors.networkTitle,
} as const;

/**
 * The error page of one code (docs/product.md §8): illustration with its alt text, title, a
 * message that does not repeat the title, Return to Home, and Retry only where retrying can help.
 */
async function expectErrorPage(page: Page, code: PageCode) {
  const view = page.getByTestId('error-page');
  await expect(view).toHaveAttribute('data-code', code);
  const image = view.getByRole('img', { name: ru.errors.images[code] });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', new RegExp(`/errors/${code}\\.svg`));
  // Lazy (components/layout/error-view.tsx): it may still be on its way once visible.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(view.getByRole('heading', { level: 1, name: TITLE[code] })).toBeVisible();
  await expect(view.getByText(ru.errors[code])).toBeVisible();
  expect(ru.errors[code].toLowerCase()).not.toContain(TITLE[code].toLowerCase());
  await expect(view.getByRole('button', { name: ru.errors.retry })).toHaveCount(
    code === '403' || code === '404' ? 0 : 1,
  );
  await expect(view.getByRole('link', { name: ru.errors.home })).toHaveAttribute('href', '/');
}

/** The portal's chrome around the page: the top bar at both sizes, the side menu on a wide screen. */
async function expectChrome(page: Page, phone: boolean) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('brand-abbreviation')).toBeVisible();
  if (!phone) await expect(page.getByTestId('side-menu')).toBeVisible();
}

const VIEWPORTS = [
  { name: 'desktop', phone: false, size: { width: 1366, height: 900 } },
  { name: 'phone', phone: true, size: { width: 390, height: 844 } },
] as const;

/** Kept in the test's output folder and attached to the report, for a reviewer to look at. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test.describe('error pages', () => {
  test('an agent opening /employees gets the 403 page in the chrome, without Retry; Home leads home', async ({
    page,
  }, testInfo) => {
    await login(page, 'agent@demo.travel');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport.size);
      const response = await page.goto('/employees');
      expect(response?.status()).toBe(403);
      await expectErrorPage(page, '403');
      await expectChrome(page, viewport.phone);
      await expect(page.getByTestId('employees-table')).toHaveCount(0);
      await keepScreenshot(page, testInfo, `403-${viewport.name}`);
    }
    // The server's HTML is the page itself, readable before (or without) its script: its title,
    // heading, message and way home, not an empty body for the script to fill.
    const html = await (await page.request.get('/employees')).text();
    const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(body).toMatch(new RegExp(`<title>[^<]*${ru.errors.forbiddenTitle}</title>`));
    expect(body).not.toContain('__next_error__');
    for (const text of [`>${ru.errors.forbiddenTitle}</h1>`, ru.errors['403'], `>${ru.errors.home}<`])
      expect(body).toContain(text);

    // The agent's unread popup notification may cover the page; closing it would mark it read
    // for notifications.spec, so the link gets its click event directly.
    await page.getByRole('link', { name: ru.errors.home }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('a manager sees the staff table', async ({ page }) => {
    await login(page, 'manager@demo.travel');
    const response = await page.goto('/employees');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: ru.employees.title })).toBeVisible();
    const table = page.getByTestId('employees-table');
    for (const header of [
      ru.employees.name,
      ru.employees.position,
      ru.employees.email,
      ru.employees.office,
      ru.employees.status,
    ]) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // The seeded staff, page by page: fifteen in every status (the three ticket-desk agents among
    // them); the users other specs make for themselves (ownUser: e2e-…@demo.travel) aside, however
    // many of them come before the seeded ones.
    const seeded: string[] = [];
    for (;;) {
      await expect(table).toBeVisible();
      const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
      seeded.push(...(await rows.filter({ hasNotText: /e2e-/ }).allInnerTexts()));
      // The server renders the pager with the page: on the last page "next" is no link.
      const next = page.locator('a[data-testid="page-next"]');
      if ((await next.count()) === 0) break;
      await page.goto((await next.getAttribute('href'))!);
    }
    expect(seeded).toHaveLength(15);
    const row = (email: string) => seeded.find((text) => text.includes(email)) ?? '';
    expect(row('agent@demo.travel')).toContain('Ana Ciobanu');
    expect(row('agent@demo.travel')).toContain('Chișinău, Centru');
    expect(row('agent@demo.travel')).toContain(ru.employees.statuses.active);
    expect(row('sergiu.cojocaru@demo.travel')).toContain(ru.employees.statuses.blocked);
  });

  test('an agent is refused every screen of running the agency with the 403 page, before it loads anything', async ({
    page,
  }) => {
    await login(page, 'agent@demo.travel');
    // The browser asks for none of their data either (the server side is tests/unit/permissions/route-check.test.ts: the page never runs).
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(v1\/employees|subpartitions|payment\/gateways|agencies|reports|ats)\b/.test(request.url()))
        calls.push(request.url());
    });
    for (const path of [
      '/agency/commission',
      '/agency/profile',
      '/agency/contract',
      '/employees',
      '/subpartitions',
      '/subpartitions/edit/1',
      '/subpartitions/tourist-list/1',
      '/payment-gateways',
      '/payment-gateways/create',
      '/payment-gateways/1/edit',
      '/rules/acknowledgements',
      '/reports/charter-control-financial',
      '/ats/orders/create',
      '/ats/user-links',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByTestId('error-page')).toHaveAttribute('data-code', '403');
    }
    expect(calls).toEqual([]);
  });

  test('an unknown path of a signed-in user shows the 404 page in the chrome, without Retry', async ({
    page,
  }, testInfo) => {
    await login(page, 'agent@demo.travel');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport.size);
      const response = await page.goto('/no-such-place/at-all');
      expect(response?.status()).toBe(404);
      await expectErrorPage(page, '404');
      await expectChrome(page, viewport.phone);
      await keepScreenshot(page, testInfo, `404-${viewport.name}`);
    }
  });

  test("an unknown order or offer (the backend's 404) shows the 404 page in the chrome, answered 404", async ({
    page,
  }) => {
    await login(page, 'agent@demo.travel');
    // The booking page of an offer the backend does not know: a 404, not a page of "not found"
    // sent with 200 before the backend had answered.
    for (const path of ['/orders/card-payment/999999999', '/orders/book/no-such-offer-1']) {
      const response = await page.goto(path);
      expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
      await expectErrorPage(page, '404');
      await expectChrome(page, false);
    }
  });
});

/**
 * A portal of its own (the built standalone server, as in security-production.spec.ts) whose
 * booking backend is a switch in front of the e2e demo backend: passing requests on, cutting every
 * connection (the backend is down), holding every answer far longer than the page budget, or
 * answering 503.
 */
test.describe('a page whose backend is down, slow or failing', () => {
  const PORT = PORTAL_PORT + 60;
  const SWITCH_PORT = BACKEND_PORT + 60;
  const BASE = `http://localhost:${PORT}`;
  /** The page budget of this portal (PAGE_TIMEOUT_MS, docs/architecture.md §3), short to keep the test quick. */
  const BUDGET_MS = 3_000;
  /** How long the "slow" backend holds an answer: beyond the budget, well inside the BFF's 60 s. */
  const SLOW_MS = 30_000;
  let mode: 'pass' | 'down' | 'slow' | 'failing' = 'pass';
  let portal: ChildProcess;
  let backendSwitch: http.Server;

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    backendSwitch = http.createServer((req, res) => {
      if (mode === 'down') {
        req.socket.destroy();
        return;
      }
      if (mode === 'failing') {
        res
          .writeHead(503, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'Unavailable', message: 'Maintenance' }));
        return;
      }
      const forward = () => {
        const upstream = http.request(
          `${BACKEND_URL}${req.url}`,
          { method: req.method, headers: req.headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.writeHead(502).end());
        req.pipe(upstream);
      };
      if (mode === 'slow') setTimeout(forward, SLOW_MS).unref();
      else forward();
    });
    await new Promise<void>((resolve) => backendSwitch.listen(SWITCH_PORT, '127.0.0.1', resolve));
    portal = spawn(process.execPath, [path.join(process.cwd(), '.next', 'standalone', 'server.mjs')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOSTNAME: '127.0.0.1',
        BOOKING_API_URL: `http://127.0.0.1:${SWITCH_PORT}`,
        SESSION_SECRET: E2E_SESSION_SECRET,
        SECURE_COOKIES: 'false',
        PAGE_TIMEOUT_MS: String(BUDGET_MS),
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const up = await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`the portal did not answer on ${BASE}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    portal?.kill('SIGTERM');
    backendSwitch?.closeAllConnections();
    await new Promise((resolve) => backendSwitch?.close(resolve));
  });

  test.beforeEach(() => {
    mode = 'pass';
  });

  test('with the backend down, a page shows the 888 network page at once; Retry brings the page back', async ({
    page,
  }, testInfo) => {
    await login(page, 'agent@demo.travel', { base: BASE });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport.size);
      mode = 'down';
      const started = Date.now();
      await page.goto(`${BASE}/orders`);
      await expectErrorPage(page, '888');
      expect(Date.now() - started).toBeLessThan(BUDGET_MS);
      await keepScreenshot(page, testInfo, `888-down-${viewport.name}`);
    }

    mode = 'pass';
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: ru.errors.retry }).dispatchEvent('click');
    await reload;
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('with the backend slower than the page budget, a page shows the 888 network page after the budget', async ({
    page,
  }, testInfo) => {
    await login(page, 'agent@demo.travel', { base: BASE });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport.size);
      mode = 'slow';
      const started = Date.now();
      await page.goto(`${BASE}/orders`, { timeout: SLOW_MS });
      await expectErrorPage(page, '888');
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(BUDGET_MS);
      expect(waited).toBeLessThan(BUDGET_MS + 5_000);
      await keepScreenshot(page, testInfo, `888-slow-${viewport.name}`);
    }
  });

  test('with the backend answering 503, a page shows the 500 page with Retry, its message not repeating its title', async ({
    page,
  }, testInfo) => {
    await login(page, 'agent@demo.travel', { base: BASE });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport.size);
      mode = 'failing';
      await page.goto(`${BASE}/orders`);
      await expectErrorPage(page, '500');
      await keepScreenshot(page, testInfo, `500-${viewport.name}`);
    }
  });
});
