import { expect, request, type Locator, type Page } from '@playwright/test';
import { BACKEND_URL, PORTAL_URL } from './ports';
import ru from '../../messages/ru';
import { landingPathFor } from '../../lib/landing-path';
import { safeNextPath } from '../../lib/safe-next-path';
import type { Role } from '../../lib/shared/permissions';
import { portalToday } from '../../lib/format/date';
import { addIsoDays } from '../../lib/shared/calendar-days';

export const DEMO_PASSWORD = 'demo12345';

/** A label by its start: required fields add a star after it. */
export const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * A catalogue message as a pattern: its own words, each argument (a name, a number, a plural
 * block) any text. For a toast that names what it is about (docs/product.md "Toasts").
 */
export function said(message: string): RegExp {
  let pattern = '';
  let depth = 0;
  for (const char of message) {
    if (char === '{') {
      if (depth++ === 0) pattern += '.+?';
    } else if (char === '}') depth--;
    else if (depth === 0) pattern += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(pattern);
}

/** The form control labelled so (a card heading may carry the same words). */
export const field = (page: Page, text: string) =>
  page.locator('input, select, textarea').and(page.getByLabel(labelled(text)));

/**
 * Resolves once React has hydrated the portal page: the global loader is in the server's HTML as
 * active and turns inactive on hydration (components/feedback/progress-indicators.tsx). A click
 * before that reaches a button with no handler yet and is lost, as a user's would be: on a loaded
 * machine a test clicking a top-bar dropdown right after a navigation waited for its panel until
 * the test's time ran out. A page without the loader (outside the portal's layout) passes once loaded.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const loader = page.getByTestId('global-loader');
  if ((await loader.count()) > 0) await expect(loader).toHaveAttribute('data-active', 'false', { timeout: 30_000 });
}

/** The day `days` after (negative: before) the portal's today, Moldova's (docs/product.md "Dates"), ISO. */
export const portalDayIn = (days = 0): string => addIsoDays(portalToday(), days);

/** Fills and submits the login form already on screen (Russian UI); the caller checks the outcome. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await field(page, ru.auth.login.login).fill(email);
  await field(page, ru.auth.login.password).fill(password);
  await page.getByRole('button', { name: ru.auth.login.submit, exact: true }).click();
}

/**
 * Signs in through the login form on the given host, optionally with a `next` path, and waits to
 * leave /auth. For the specs of the form itself, and on a theme's `<id>.localhost` host, which the
 * browser resolves and the test runner does not.
 */
export async function loginByForm(page: Page, email: string, options: { base?: string; next?: string } = {}) {
  const next = options.next ? `?next=${encodeURIComponent(options.next)}` : '';
  await page.goto(`${options.base ?? PORTAL_URL}/auth/login${next}`);
  await submitLogin(page, email);
  await expect(page).not.toHaveURL(/\/auth\//);
  await untilInteractive(page);
}

/** The password of the users a test makes for itself (ownUser); the seeded one no longer passes the password rules. */
const OWN_PASSWORD = 'Own-e2e-pass1';
/** The logins ownUser made in this worker. */
const ownUsers = new Set<string>();

/**
 * A user of the demo agency made for one test (the staff form's call, as the agency's director),
 * with nothing of its own yet: an empty basket, no notification, no read mark, no order. What the
 * test changes is its own, so the test depends on no other and no other on it, in any order and
 * beside any other. Answers the login, which signIn and login then take.
 */
export async function ownUser(alias: Role = 'agent'): Promise<string> {
  const director = await request.newContext({
    baseURL: PORTAL_URL,
    extraHTTPHeaders: { 'x-csrf': '1', origin: PORTAL_URL },
  });
  try {
    const signedIn = await director.post('/api/jwt/login', {
      data: { login: 'director@demo.travel', password: DEMO_PASSWORD },
    });
    expect(signedIn.status(), 'sign-in of director@demo.travel').toBe(200);
    const options = await director.get('/api/v1/employees/create');
    expect(options.ok()).toBe(true);
    const { offices } = ((await options.json()) as { data: { offices: { id: number }[] } }).data;
    const email = `e2e-${alias}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@demo.travel`;
    const created = await director.post('/api/v1/employees/create', {
      data: { name: `E2E ${alias}`, email, alias, office_id: offices[0]!.id, password: OWN_PASSWORD },
    });
    expect(created.status(), `creation of ${email}: ${await created.text()}`).toBe(201);
    ownUsers.add(email);
    return email;
  } finally {
    await director.dispose();
  }
}

/**
 * Signs in as the login form does, without its page: the form's POST /api/jwt/login through the
 * page's own request context, which shares the browser context's cookies, so the page gets the
 * session cookie. Answers the user's role.
 */
async function postLogin(page: Page, email: string, base: string): Promise<string> {
  const answer = await page.request.post(`${base}/api/jwt/login`, {
    headers: { 'x-csrf': '1', origin: base },
    data: { login: email, password: ownUsers.has(email) ? OWN_PASSWORD : DEMO_PASSWORD },
  });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  return ((await answer.json()) as { alias: string }).alias;
}

/**
 * Signs in (lib/hooks/use-auth.ts `login`, through the API) and opens the page the login form would
 * have sent the user to: `next` (what the form follows of it) or the role's landing page.
 */
export async function login(page: Page, email: string, options: { base?: string; next?: string } = {}) {
  const base = options.base ?? PORTAL_URL;
  const alias = await postLogin(page, email, base);
  await page.goto(`${base}${safeNextPath(options.next) ?? landingPathFor(alias)}`);
  await expect(page).not.toHaveURL(/\/auth\//);
  await untilInteractive(page);
}

/**
 * Signs in (the demo agent by default) with any popup or critical notification marked read, so no
 * modal covers the page under test, and opens `next` (a path), or the role's landing page as the
 * login form would. (The notifications spec makes the agent's popup unread again before it tests
 * it.)
 */
export async function signIn(page: Page, email = 'agent@demo.travel', next?: string) {
  const alias = await postLogin(page, email, PORTAL_URL);
  const user = await page.request.get('/api/jwt/user', { headers: { 'x-csrf': '1' } });
  const { notifications } = (await user.json()) as {
    notifications: { items: { id: number; category: string; was_read: boolean }[] };
  };
  const modal = notifications.items.filter(
    (item) => !item.was_read && (item.category === 'popup' || item.category === 'critical'),
  );
  for (const item of modal) {
    expect((await page.request.post(`/api/notifications/${item.id}/read`, { headers: { 'x-csrf': '1' } })).ok()).toBe(
      true,
    );
  }
  await page.goto(next ?? landingPathFor(alias));
  await expect(page).not.toHaveURL(/\/auth\//);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await untilInteractive(page);
}

/**
 * Resolves once the page has handled what the test just did and run the work that scheduled: after
 * the next frame (React's commit of an input's update is in it) the idle callback runs only when
 * the main thread has nothing queued. For a check that something did NOT happen (no request sent,
 * a dialog not closed), in place of a fixed sleep, which is too short on a loaded machine and
 * longer than needed on an idle one.
 */
export async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
  );
}

/** The id of a journal order (of the signed-in user's agency) with a payment and more than one tourist: a read. */
export async function orderWithPayments(page: Page): Promise<number> {
  const answer = await page.request.get('/api/orders?page%5Bnumber%5D=1&page%5Bsize%5D=50', {
    headers: { 'x-csrf': '1' },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: { id: number; net: number; due: number; tourists_count: number }[];
  };
  const order = data.find((item) => item.due < item.net && item.tourists_count > 1);
  expect(order, 'a seeded order with a payment').toBeDefined();
  return order!.id;
}

/**
 * On a phone: every row a card (a block, grid or flex box), the header row for screen readers only,
 * and (with `labelled`) every labelled cell showing its column's name before its value.
 */
export async function expectCards(table: Locator, name: string, labelled = true) {
  const layout = await table.evaluate((element) => ({
    rows: [...element.querySelectorAll('tbody > tr')].map((tr) => getComputedStyle(tr).display),
    header: element.querySelector('thead')!.getBoundingClientRect().height,
    labels: [...element.querySelectorAll('tbody > tr > [data-label]')].map((cell) => ({
      label: cell.getAttribute('data-label'),
      shown: getComputedStyle(cell, '::before').content,
      width: cell.getBoundingClientRect().width,
    })),
  }));
  expect(layout.rows.length).toBeGreaterThan(0);
  for (const display of layout.rows) expect(['block', 'grid', 'flex']).toContain(display);
  expect(layout.header, `${name}: the header row is for screen readers only`).toBeLessThanOrEqual(1);
  if (!labelled) return;
  expect(layout.labels.length).toBeGreaterThan(0);
  for (const { label, shown, width } of layout.labels) {
    expect(shown).toBe(JSON.stringify(label));
    expect(width, `${name}: the cell "${label}" is on screen`).toBeGreaterThan(0);
  }
}

/** Makes the user's notifications of that category unread again (a demo hook), so a test of the popup or the critical notice does not depend on which spec closed it before. */
export async function makeUnread(email: string, category: 'popup' | 'critical') {
  const reset = await fetch(`${BACKEND_URL}/__demo/users/${email}/notifications/unread`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category }),
  });
  expect(reset.ok).toBe(true);
}

/**
 * The journal and the flight list remember "All" for the signed-in user (docs/product.md §10
 * "Whose orders a list shows"), as if chosen before: for the checks that compare a list with the
 * agency's orders. Names the cookies as lib/orders/list-scope.ts does.
 */
export async function rememberAllOrders(page: Page): Promise<void> {
  const answer = await page.request.get('/api/jwt/user', { headers: { 'x-csrf': '1' } });
  expect(answer.ok()).toBe(true);
  const { id } = (await answer.json()) as { id: number };
  await page
    .context()
    .addCookies(['journal_scope', 'flight_list_scope'].map((name) => ({ name, value: `${id}.all`, url: PORTAL_URL })));
}
