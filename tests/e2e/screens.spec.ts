import { expect, judgeHere, test, type Locator, type Page, type TestInfo } from './fixtures';
import { DEMO_PASSWORD, login, orderWithPayments, pageIdle } from './helpers';
import { PORTAL_URL } from './ports';
import ru from '../../messages/ru';
import { LOCALE_COOKIE, locales, type Locale } from '../../lib/i18n/locales';
import { canAny, ROLES, ROUTES, type Role } from '../../lib/shared/permissions';

// Every screen, at a desktop and a phone size, in four languages (docs/testing.md "The screens
// test"). The screens are the route table's (ROUTES, lib/shared/permissions.ts), each opened by the
// first demo role that may (VISITORS' order): a new route is visited here by itself, and one with a
// parameter fails the first test until SAMPLES says which address shows it. Each route is loaded
// once per language and checked at both sizes in that page (the server's HTML does not depend on
// the window: the layout does), failing on a page that scrolls sideways, an identifier
// (components/ui/identifier.tsx) broken onto two lines, and a missing message (the browser's
// MISSING_MESSAGE errors; a `namespace.key` shown in the page). In Russian each screen is kept as a
// full-page screenshot at both sizes for a reviewer. Read-only visits: nothing is saved, booked,
// marked read or deleted (the `independent` project of playwright.config.ts). The flows below them
// (a search's results, the price calendar, the basket, an order's sheet) show the screens no route
// opens.

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1366, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** The demo sign-in of each role (README.md "Demo users"); `guest` is signed out. */
const USERS: Readonly<Record<Role, string>> = {
  agent: 'agent@demo.travel',
  agency_manager: 'manager@demo.travel',
  agency_director: 'director@demo.travel',
  office_manager: 'office@demo.travel',
  sub_partition_manager: 'subpartition@demo.travel',
  ats_manager: 'ats@demo.travel',
};
type Visitor = Role | 'guest';
/** The agent last: their critical notice would cover the screenshots of every screen they open first. */
const VISITORS: readonly Visitor[] = ['guest', ...ROLES.filter((role) => role !== 'agent'), 'agent'];

/**
 * The address that shows a route with a parameter: a fixed one (an unknown id shows the route's
 * own "not found"), the first link to it on a list the role sees, an address a read finds, or
 * none, with the reason.
 */
type Sample = string | { linkOn: string } | { read: (page: Page) => Promise<string> } | { skip: string };
const SAMPLES: Readonly<Record<string, Sample>> = {
  '/agency/[action]': '/agency/no-such-section',
  '/ats/orders/[id]/edit': { linkOn: '/ats/orders' },
  '/ats/user-links/[id]/edit': { linkOn: '/ats/user-links' },
  '/auth/reset/[token]': '/auth/reset/no-such-token',
  '/bench-bare': { skip: "the benchmark build's empty page (lib/proxy/proxy-rules.ts)" },
  '/employees/[[...office]]': '/employees',
  '/notifications/[category]/[[...id]]': '/notifications/all',
  '/orders/[id]': { read: async (page) => `/orders/${await orderWithPayments(page)}` },
  '/ats/orders/[id]': { read: async (page) => `/ats/orders/${await firstTicketOrder(page)}` },
  '/orders/book/[sid]': '/orders/book/no-such-search',
  '/orders/card-payment/[id]': { read: async (page) => `/orders/card-payment/${await orderWithPayments(page)}` },
  '/orders/flight/[hash]': '/orders/flight/no-such-hold',
  '/payment-gateways/[id]/edit': { linkOn: '/payment-gateways' },
  '/publications/[id]': { linkOn: '/publications' },
  '/rules/[id]': { linkOn: '/rules' },
  // An unknown link: the client's 404 page (the page with offers: client-selection.spec.ts, at 390 and 1280).
  '/selection/[token]': '/selection/no-such-link-0000000000000000',
  '/selection/[token]/answer': {
    skip: "the client's answer form posts there; it shows the page it answers (client-selection.spec.ts)",
  },
  '/subpartitions/edit/[id]': { linkOn: '/subpartitions' },
  '/subpartitions/tourist-list/[id]': { linkOn: '/subpartitions' },
};

/** The id of the first ticket order the signed-in user's list shows: a read. */
async function firstTicketOrder(page: Page): Promise<number> {
  const answer = await page.request.get('/api/ats/orders?page%5Bnumber%5D=1&page%5Bsize%5D=1', {
    headers: { 'x-csrf': '1' },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { id: number }[] };
  expect(data.length, 'a seeded ticket order').toBeGreaterThan(0);
  return data[0]!.id;
}

const hasParameter = (pattern: string) => pattern.includes('[');

/** The routes a visitor opens: the public ones signed out, the others as each role may. */
function routesOf(visitor: Visitor): string[] {
  return Object.entries(ROUTES)
    .filter(([pattern, access]) => {
      const sample = SAMPLES[pattern];
      if (sample && typeof sample === 'object' && 'skip' in sample) return false;
      if (visitor === 'guest') return access === 'public';
      return access === 'signed-in' || (access !== 'public' && canAny(visitor, access));
    })
    .map(([pattern]) => pattern);
}

/** The address of a route as the visitor (signed in already) sees it. */
async function addressOf(page: Page, pattern: string): Promise<string> {
  if (!hasParameter(pattern)) return pattern;
  const sample = SAMPLES[pattern]!;
  if (typeof sample === 'string') return sample;
  if ('read' in sample) return sample.read(page);
  if ('linkOn' in sample) {
    await page.goto(sample.linkOn, { waitUntil: 'domcontentloaded' });
    const shape = new RegExp(`^${pattern.replace(/\[[^\]]+\]/g, '[^/?#]+')}$`);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const href = hrefs.find((candidate) => shape.test(candidate.split(/[?#]/)[0]!));
    expect(href, `a link to ${pattern} on ${sample.linkOn}`).toBeDefined();
    return href!;
  }
  throw new Error(`${pattern}: ${sample.skip}`);
}

/** Signs the visitor in (the demo hook's popups left as they are) in the language, by its cookie. */
async function signInAs(page: Page, visitor: Visitor, locale: Locale) {
  await page.context().clearCookies();
  if (visitor !== 'guest') {
    const answer = await page.request.post('/api/jwt/login', {
      headers: { 'x-csrf': '1', origin: PORTAL_URL },
      data: { login: USERS[visitor], password: DEMO_PASSWORD },
    });
    expect(answer.status(), `sign-in of ${USERS[visitor]}`).toBe(200);
  }
  // After the sign-in, which sets the user's stored language.
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: PORTAL_URL }]);
}

/** The catalogue's namespaces: a `namespace.key` in a page's text is how next-intl shows a missing message. */
const NAMESPACES = Object.keys(ru);

/** What is wrong with the page as shown: its sideways scroll, broken identifiers, message keys shown. Runs in the page. */
function pageFaults(namespaces: readonly string[]) {
  const root = document.documentElement;
  const broken = [...document.querySelectorAll('[data-identifier]')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0) return false;
      const style = getComputedStyle(element);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
      return box.height > line * 1.5;
    })
    .map((element) => element.textContent);
  const key = new RegExp(`(?<![\\w@/.-])(?:${namespaces.join('|')})\\.[A-Za-z]\\w*(?:\\.\\w+)*`, 'g');
  return {
    overflow: root.scrollWidth - root.clientWidth,
    broken,
    keys: `${document.title}\n${document.body.innerText}`.match(key) ?? [],
  };
}

/** Collects the browser's missing-message errors, with the address they came on. */
function missingMessages(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('MISSING_MESSAGE'))
      found.push(`${page.url()}: ${message.text().slice(0, 300)}`);
  });
  return found;
}

/**
 * Opens a route's address and fails on what is wrong with it at each size, in that page; keeps a
 * full-page screenshot of each when `shot` names it.
 */
async function visit(page: Page, testInfo: TestInfo, address: string, shot: string | null) {
  const response = await page.goto(address, { waitUntil: 'load' });
  expect(response?.status() ?? 0, `${address}: the server's answer`).toBeLessThan(500);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    await expect(page.locator('h1').first(), `${address}: its heading`).toBeVisible();
    const where = `${address} at ${viewport.name} size`;
    const faults = await page.evaluate(pageFaults, NAMESPACES);
    expect.soft(faults.overflow, `${where}: the page scrolls sideways by ${faults.overflow}px`).toBeLessThanOrEqual(0);
    expect.soft(faults.broken, `${where}: identifiers broken onto two lines`).toEqual([]);
    expect.soft(faults.keys, `${where}: message keys shown in place of words`).toEqual([]);
    // axe here, each shape once, rather than the address opened again at the test's end.
    expect.soft(await judgeHere(page), `${where}: axe's serious and critical findings`).toEqual([]);
    if (shot) {
      const file = testInfo.outputPath(`${viewport.name}-${shot}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${viewport.name}-${shot}`, { path: file, contentType: 'image/png' });
    }
  }
}

/** A route's screen name for its screenshot's file: `/ats/orders/[id]/edit` → `ats-orders-id-edit`. */
const shotName = (pattern: string) => pattern.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

test('every route of the table is a screen here: each one with a parameter has its sample address', () => {
  const missing = Object.keys(ROUTES).filter((pattern) => hasParameter(pattern) && !SAMPLES[pattern]);
  expect(missing, 'routes with a parameter and no sample in SAMPLES').toEqual([]);
  const visited = new Set(VISITORS.flatMap(routesOf));
  const skipped = Object.keys(ROUTES).filter((pattern) => !visited.has(pattern));
  expect(skipped).toEqual(Object.keys(SAMPLES).filter((pattern) => 'skip' in Object(SAMPLES[pattern])));
});

/** At most this many routes a test: the manager's 45 in one test made the shards end minutes apart. */
const ROUTES_PER_TEST = 16;

/** Each route with the first visitor that opens it (VISITORS' order), in parts of ROUTES_PER_TEST. */
const FIRST_VISITS: readonly (readonly [Visitor, string[], string])[] = (() => {
  const seen = new Set<string>();
  return VISITORS.flatMap((visitor) => {
    const routes = routesOf(visitor).filter((pattern) => !seen.has(pattern));
    routes.forEach((pattern) => seen.add(pattern));
    const parts = Math.ceil(routes.length / ROUTES_PER_TEST);
    const size = Math.ceil(routes.length / Math.max(parts, 1));
    return Array.from({ length: parts }, (_, part) => {
      const slice = routes.slice(part * size, (part + 1) * size);
      return [visitor, slice, parts > 1 ? ` (${part + 1}/${parts})` : ''] as const;
    });
  });
})();

// A test per language, visitor and part, so the workers share them; the routes the visitor opens first.
for (const locale of locales) {
  for (const [visitor, routes, part] of FIRST_VISITS) {
    test(`${locale}, ${visitor}${part}: each route whole at 1366 and 390, with its words${locale === 'ru' ? ', screenshots kept' : ''}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(60_000 + routes.length * 10_000);
      const missing = missingMessages(page);
      await signInAs(page, visitor, locale);
      for (const pattern of routes) {
        const shot = locale === 'ru' ? `ru-${visitor}-${shotName(pattern)}` : null;
        await visit(page, testInfo, await addressOf(page, pattern), shot);
      }
      expect(missing, 'missing messages').toEqual([]);
    });
  }
}

/** The screen's heading is shown, the page is no wider than the window, and the screenshot is kept. */
async function screen(page: Page, testInfo: TestInfo, name: string, heading: Locator) {
  await test.step(name, async () => {
    await expect(heading).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    const file = testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(name, { path: file, contentType: 'image/png' });
  });
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: an agent's screens, from the login to the notifications, each whole and headed`, async ({
    page,
  }, testInfo) => {
    // Ten screens, each checked by axe in the background (tests/e2e/fixtures.ts).
    test.setTimeout(240_000);
    await page.setViewportSize(viewport.size);
    const shot = (name: string, heading: Locator) => screen(page, testInfo, `${viewport.name}-${name}`, heading);

    await page.goto('/auth/login');
    await shot('01-login', h1(page, ru.auth.login.title));

    // The manager: no popup or critical notice waits for them, so signing in reads and marks nothing.
    await login(page, 'manager@demo.travel', { next: '/search/tour' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Search once the page's code runs: a click before would submit the bare HTML form.
    await page.waitForLoadState('networkidle');
    await pageIdle(page);
    await page.getByTestId('search-submit').click();
    const hotel = page.getByTestId('search-results').getByTestId('hotel-result').first();
    // A search on two busy cores, with axe checking the page meanwhile, can take a while.
    await expect(hotel.getByTestId('offer-row').first()).toBeVisible({ timeout: 30_000 });
    await shot('02-search-results', h1(page, ru.pages.searchTour.title));

    const hotelName = (await hotel.getByRole('heading', { level: 3 }).textContent())!.trim();
    await hotel.getByTestId('price-calendar-open').click();
    const calendar = page.getByTestId('price-calendar');
    await expect(calendar.getByTestId('calendar-cell').first()).toBeVisible();
    await shot(
      '03-price-calendar',
      calendar.getByRole('heading', {
        name: ru.searchResults.calendar.title.replace('{hotel}', hotelName),
        exact: true,
      }),
    );
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);

    await hotel.getByTestId('offer-row').first().getByTestId('book-offer').click();
    await expect(page).toHaveURL(/\/orders\/book\//);
    await shot('04-booking', h1(page, ru.pages.booking.title));

    await page.getByTestId('basket-button').click();
    const basket = page.getByTestId('basket-dialog');
    await expect(basket).toBeVisible();
    await expect(basket.getByTestId('basket-loading')).toHaveCount(0);
    await shot('05-saved-offers', basket.getByRole('heading', { name: ru.basket.title, exact: true }));
    await page.keyboard.press('Escape');
    await expect(basket).toHaveCount(0);

    await page.goto('/orders');
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    await shot('06-journal', h1(page, ru.pages.orders.title));

    // An order with payments, opened by its link (the journal's own URL for it).
    await page.goto(`/orders?order=${await orderWithPayments(page)}`);
    const panel = page.getByTestId('order-panel');
    await expect(panel.getByTestId('order-view')).toBeVisible();
    await shot(
      '07-order',
      panel.getByRole('heading', { level: 2, name: new RegExp(ru.orders.view.title.replace('{number}', '.+')) }),
    );
    // The sheet scrolls by itself, so the page's screenshot shows its top only: its tourists and
    // its payments scrolled into view are kept as well.
    for (const part of ['order-tourists', 'order-payments']) {
      await panel.getByTestId(part).scrollIntoViewIfNeeded();
      const file = testInfo.outputPath(`${viewport.name}-07-${part}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`${viewport.name}-07-${part}`, { path: file, contentType: 'image/png' });
    }
    await panel.getByRole('button', { name: ru.orders.view.close }).click();
    await expect(panel).toHaveCount(0);

    await page.goto('/orders/bonuses');
    await expect(page.getByTestId('bonus-row').first()).toBeVisible();
    await shot('08-bonuses', h1(page, ru.pages.bonuses.title));

    await page.goto('/notifications/all');
    await shot('09-notifications', h1(page, ru.notifications.title));

    const missing = await page.goto('/no-such-screen');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await shot('10-not-found', h1(page, ru.errors.notFoundTitle));
  });

  test(`${viewport.name}: the 403 page in the chrome, whole and headed`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport.size);
    // The ATS manager may not see the agency's staff (and has no popup to cover the page).
    await login(page, 'ats@demo.travel');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const response = await page.goto('/employees');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('banner')).toBeVisible();
    await screen(page, testInfo, `${viewport.name}-11-forbidden`, h1(page, ru.errors.forbiddenTitle));
  });
}
