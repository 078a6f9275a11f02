import { test as scriptless, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { rememberAllOrders, signIn, submitLogin } from './helpers';
import ru from '../../messages/ru';

// Server-first screens (docs/architecture.md "Server-first screens"): each list shows its rows,
// filters by its form, sorts and pages by links with JavaScript off; and with it on, a filter typed
// before the page's code arrived is kept and applied. Reads only (an independent spec).

const CSRF = { 'x-csrf': '1' };
type ListAnswer = { data: { id: number }[]; meta: { total: number; page: number; size: number } };

/** The signed-in session of `email`, taken in a context with script (the login form is a client form). */
async function session(browser: Browser, email: string) {
  // With script whatever the test's options (they apply to every context it opens).
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await signIn(page, email);
  const { cookies } = await context.storageState();
  await context.close();
  return cookies;
}

/** What the BFF answers for a list's query (the backend's rows), by hand-written query string. */
async function answer(page: Page, path: string): Promise<ListAnswer> {
  const response = await page.request.get(path, { headers: CSRF });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as ListAnswer;
}

/** The ids of the rows on screen, in order (each row's `data-{record}-id`). */
const rowIds = (page: Page, row: string, attribute: string) =>
  page.getByTestId(row).evaluateAll((rows, name) => rows.map((r) => Number(r.getAttribute(name))), attribute);

/** The rows on screen are the answer's, in its order. */
async function expectRows(page: Page, row: string, expected: ListAnswer, attribute = 'data-order-id') {
  expect(expected.data.length).toBeGreaterThan(0);
  // Polled: with script the rows follow a navigation on the client.
  await expect.poll(() => rowIds(page, row, attribute)).toEqual(expected.data.map((record) => record.id));
}

/** DD.MM.YYYY of an ISO day or timestamp (as the date fields are typed). */
const typed = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

// Playwright's own test, not ./fixtures' axe watcher: axe runs in the page, and a page without script
// never settles for it (the watcher's teardown waited out the test's time). The same pages are
// judged with script by the specs of each list.
const test_ = scriptless;
test_.describe('without JavaScript', () => {
  test_.use({ javaScriptEnabled: false });

  async function signedIn(browser: Browser, context: BrowserContext, email: string) {
    await context.addCookies(await session(browser, email));
  }
  /** An agent whose journal and flight list show the agency's orders (the rows compared with the unscoped calls). */
  async function signedInAgent(browser: Browser, context: BrowserContext, page: Page) {
    await signedIn(browser, context, 'agent@demo.travel');
    await rememberAllOrders(page);
  }

  test_(
    'the journal: rows, a filter by the form (statuses, a typed date), sorting and paging by links, Reset',
    async ({ browser, context, page }) => {
      await signedInAgent(browser, context, page);
      await page.goto('/orders');
      await expectRows(page, 'order-row', await answer(page, '/api/orders?page%5Bnumber%5D=1&page%5Bsize%5D=20'));

      // Two statuses (one key twice) and the last day typed as the user types it.
      const some = await answer(page, '/api/orders?status=confirmed,paid&page%5Bnumber%5D=1&page%5Bsize%5D=20');
      const day = (some.data.at(-1) as unknown as { created_at: string }).created_at.slice(0, 10);
      const filters = page.getByTestId('journal-filters');
      const statuses = filters.getByRole('group', { name: ru.orders.filters.status });
      await statuses.getByRole('checkbox', { name: ru.orders.status.confirmed, exact: true }).check();
      await statuses.getByRole('checkbox', { name: ru.orders.status.paid, exact: true }).check();
      await filters.locator('#filter-created-to').fill(typed(day));
      await filters.getByRole('button', { name: ru.orders.filters.apply }).click();
      await expect(page).toHaveURL(/status=confirmed&status=paid/);
      const filtered = await answer(
        page,
        `/api/orders?status=confirmed,paid&created_to=${day}&page%5Bnumber%5D=1&page%5Bsize%5D=20`,
      );
      await expectRows(page, 'order-row', filtered);
      for (const status of await page.getByTestId('order-status').allTextContents())
        expect([ru.orders.status.confirmed, ru.orders.status.paid]).toContain(status.trim());
      // The form shows what it filtered by.
      await expect(statuses.getByRole('checkbox', { name: ru.orders.status.paid, exact: true })).toBeChecked();
      await expect(filters.locator('#filter-created-to')).toHaveValue(typed(day));

      // Sorting by a column header keeps the filters; the header says the order.
      const amounts = page.getByRole('columnheader', { name: ru.orders.journal.columns.amounts });
      await amounts.getByRole('link').click();
      await expect(page).toHaveURL(/sort=-total/);
      await expect(page).toHaveURL(/created_to=/);
      await expect(page.getByRole('columnheader', { name: ru.orders.journal.columns.amounts })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
      await expectRows(
        page,
        'order-row',
        await answer(
          page,
          `/api/orders?status=confirmed,paid&created_to=${day}&sort=-total&page%5Bnumber%5D=1&page%5Bsize%5D=20`,
        ),
      );

      // Paging by the pager's link, from the unfiltered journal (more than one page).
      await filters.getByRole('link', { name: ru.orders.filters.reset }).click();
      await expect(page).toHaveURL(/\/orders$/);
      const all = await answer(page, '/api/orders?page%5Bnumber%5D=2&page%5Bsize%5D=20');
      expect(all.meta.total).toBeGreaterThan(20);
      await page.getByTestId('page-next').click();
      await expect(page).toHaveURL(/\/orders\?scope=all&page=2$/);
      await expectRows(page, 'order-row', all);
    },
  );

  test_(
    'the flight list: rows, a filter by the form, sorting and paging by links',
    async ({ browser, context, page }) => {
      await signedInAgent(browser, context, page);
      await page.goto('/ats/orders');
      await expectRows(
        page,
        'flight-order-row',
        await answer(page, '/api/ats/orders?page%5Bnumber%5D=1&page%5Bsize%5D=20'),
      );

      const filters = page.getByTestId('flight-order-filters');
      await filters
        .getByRole('group', { name: ru.flightList.filters.status })
        .getByRole('checkbox', { name: ru.flightList.status.ticketed, exact: true })
        .check();
      await filters.getByRole('button', { name: ru.flightList.filters.apply }).click();
      await expect(page).toHaveURL(/status=ticketed/);
      await expectRows(
        page,
        'flight-order-row',
        await answer(page, '/api/ats/orders?status=ticketed&page%5Bnumber%5D=1&page%5Bsize%5D=20'),
      );
      for (const status of await page
        .getByTestId('flight-order-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status'))))
        expect(status).toBe('ticketed');

      await page.getByRole('columnheader', { name: ru.flightList.list.columns.departure }).getByRole('link').click();
      await expect(page).toHaveURL(/status=ticketed.*sort=departure|sort=departure.*status=ticketed/);
      const sorted = await answer(
        page,
        '/api/ats/orders?status=ticketed&sort=departure&page%5Bnumber%5D=1&page%5Bsize%5D=20',
      );
      await expectRows(page, 'flight-order-row', sorted);
      if (sorted.meta.total > 20) {
        await page.getByTestId('page-next').click();
        await expect(page).toHaveURL(/page=2/);
        await expectRows(
          page,
          'flight-order-row',
          await answer(page, '/api/ats/orders?status=ticketed&sort=departure&page%5Bnumber%5D=2&page%5Bsize%5D=20'),
        );
      }
    },
  );

  test_('the staff: rows, the search form with the office picker, Reset', async ({ browser, context, page }) => {
    await signedIn(browser, context, 'manager@demo.travel');
    await page.goto('/employees');
    await expectRows(
      page,
      'employee-row',
      await answer(page, '/api/v1/employees?page%5Bnumber%5D=1&page%5Bsize%5D=25'),
      'data-employee-id',
    );
    const filters = page.getByTestId('employee-filters');
    await filters.getByLabel(ru.employees.status, { exact: true }).selectOption('blocked');
    await filters.getByLabel(ru.employees.office, { exact: true }).selectOption({ label: 'Bălți' });
    await filters.getByRole('button', { name: ru.employees.filters.apply }).click();
    await expect(page).toHaveURL(/status=blocked.*office=2/);
    await expectRows(
      page,
      'employee-row',
      await answer(page, '/api/v1/employees?status=blocked&office=2&page%5Bnumber%5D=1&page%5Bsize%5D=25'),
      'data-employee-id',
    );
    await expect(page.getByTestId('employee-row').first()).toContainText('sergiu.cojocaru@demo.travel');
    await expect(filters.getByLabel(ru.employees.office, { exact: true })).toHaveValue('2');
    await filters.getByRole('link', { name: ru.employees.filters.reset }).click();
    await expect(page).toHaveURL(/\/employees$/);
    await expect(page.getByTestId('employee-row')).not.toHaveCount(1);
  });

  test_('the sub-partitions: rows, a filter by member, Reset', async ({ browser, context, page }) => {
    await signedIn(browser, context, 'manager@demo.travel');
    await page.goto('/subpartitions');
    const rows = page.getByTestId('subpartition-row');
    const all = await rows.count();
    expect(all).toBeGreaterThan(2);
    const filters = page.getByTestId('subpartition-filters');
    await filters.getByLabel(ru.subpartitions.filters.member, { exact: true }).selectOption({ label: 'Victor Lungu' });
    await filters.getByRole('button', { name: ru.subpartitions.filters.apply }).click();
    await expect(page).toHaveURL(/member=8/);
    // The seed: Victor Lungu is a member of two of them.
    await expect(rows).toHaveCount(2);
    for (const members of await page.getByTestId('subpartition-members').all())
      await expect(members).toContainText('Victor Lungu');
    await filters.getByRole('link', { name: ru.subpartitions.filters.reset }).click();
    await expect(page).toHaveURL(/\/subpartitions$/);
    await expect(rows).toHaveCount(all);
  });

  test_(
    'the payments: rows, statuses and a typed date by the form, sorting and paging by links',
    async ({ browser, context, page }) => {
      await signedIn(browser, context, 'ats@demo.travel');
      await page.goto('/ats/orders-payments');
      await expectRows(
        page,
        'payment-row',
        await answer(page, '/api/ats/orders-payments?page%5Bnumber%5D=1&page%5Bsize%5D=20'),
        'data-payment-id',
      );
      const some = await answer(
        page,
        '/api/ats/orders-payments?status=settled,reconciled&page%5Bnumber%5D=1&page%5Bsize%5D=20',
      );
      const day = (some.data.at(-1) as unknown as { paid_on: string }).paid_on;
      const filters = page.getByTestId('payment-filters');
      const statuses = filters.getByRole('group', { name: ru.atsLists.payments.filters.status });
      await statuses.getByRole('checkbox', { name: ru.atsLists.payments.status.settled, exact: true }).check();
      await statuses.getByRole('checkbox', { name: ru.atsLists.payments.status.reconciled, exact: true }).check();
      await filters.getByLabel(ru.atsLists.payments.filters.paidFrom, { exact: true }).fill(typed(day));
      await filters.getByRole('button', { name: ru.atsLists.payments.filters.apply }).click();
      await expect(page).toHaveURL(/status=settled&status=reconciled/);
      const query = `status=settled,reconciled&paid_from=${day}`;
      await expectRows(
        page,
        'payment-row',
        await answer(page, `/api/ats/orders-payments?${query}&page%5Bnumber%5D=1&page%5Bsize%5D=20`),
        'data-payment-id',
      );

      await page.getByRole('columnheader', { name: ru.atsLists.payments.columns.amount }).getByRole('link').click();
      await expect(page).toHaveURL(/sort=-amount_eur/);
      const sorted = await answer(
        page,
        `/api/ats/orders-payments?${query}&sort=-amount_eur&page%5Bnumber%5D=1&page%5Bsize%5D=20`,
      );
      await expectRows(page, 'payment-row', sorted, 'data-payment-id');
      if (sorted.meta.total > 20) {
        await page.getByTestId('page-next').click();
        await expectRows(
          page,
          'payment-row',
          await answer(page, `/api/ats/orders-payments?${query}&sort=-amount_eur&page%5Bnumber%5D=2&page%5Bsize%5D=20`),
          'data-payment-id',
        );
      }
    },
  );

  test_('the linked users: rows and a filter by state', async ({ browser, context, page }) => {
    await signedIn(browser, context, 'ats@demo.travel');
    await page.goto('/ats/user-links');
    await expectRows(
      page,
      'user-link-row',
      await answer(page, '/api/ats/user-links?page%5Bnumber%5D=1&page%5Bsize%5D=20'),
      'data-link-id',
    );
    const filters = page.getByTestId('user-link-filters');
    await filters.getByLabel(ru.atsLists.links.filters.state, { exact: true }).selectOption('valid');
    await filters.getByRole('button', { name: ru.atsLists.links.filters.apply }).click();
    await expect(page).toHaveURL(/state=valid/);
    await expectRows(
      page,
      'user-link-row',
      await answer(page, '/api/ats/user-links?state=valid&page%5Bnumber%5D=1&page%5Bsize%5D=20'),
      'data-link-id',
    );
    for (const state of await page
      .getByTestId('user-link-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state'))))
      expect(state).toBe('valid');
  });

  test_(
    "the ticket desk: one form of the flight list's and the desk's filters, one Reset",
    async ({ browser, context, page }) => {
      await signedIn(browser, context, 'ats@demo.travel');
      await page.goto('/ats/orders');
      await expect(page.getByTestId('ats-desk')).toBeVisible();
      await expectRows(
        page,
        'ats-order-row',
        await answer(page, '/api/ats/orders?page%5Bnumber%5D=1&page%5Bsize%5D=20'),
      );
      const desk = page.getByTestId('ats-desk-filters');
      await desk
        .getByRole('group', { name: ru.flightList.filters.status })
        .getByRole('checkbox', { name: ru.flightList.status.ticketed, exact: true })
        .check();
      await desk.getByLabel(ru.atsDesk.filters.source, { exact: true }).selectOption('manual');
      await desk.getByRole('button', { name: ru.atsDesk.filters.apply }).click();
      await expect(page).toHaveURL(/source=manual/);
      await expect(page).toHaveURL(/status=ticketed/);
      await expectRows(
        page,
        'ats-order-row',
        await answer(page, '/api/ats/orders?status=ticketed&source=manual&page%5Bnumber%5D=1&page%5Bsize%5D=20'),
      );
      await desk.getByRole('link', { name: ru.atsDesk.filters.reset }).click();
      await expect(page).toHaveURL(/\/ats\/orders$/);
      await expectRows(
        page,
        'ats-order-row',
        await answer(page, '/api/ats/orders?page%5Bnumber%5D=1&page%5Bsize%5D=20'),
      );
    },
  );

  test_(
    'the sales report: a preset link, then a grouping by the form with the period it shows',
    async ({ browser, context, page }) => {
      await signedIn(browser, context, 'director@demo.travel');
      await page.goto('/ats/sales-report');
      await expect(page.getByTestId('period-thisMonth')).toHaveAttribute('aria-current', 'true');
      await page.getByTestId('period-last12Months').click();
      await expect(page.getByTestId('period-last12Months')).toHaveAttribute('aria-current', 'true');
      const from = await page.locator('#sales-period-from').inputValue();
      const to = await page.locator('#sales-period-to').inputValue();
      const iso = (text: string) => `${text.slice(6)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;
      const filters = page.getByTestId('sales-filters');
      await filters.getByLabel(ru.reports.filters.group, { exact: true }).selectOption('seller');
      await filters.getByRole('button', { name: ru.reports.filters.apply }).click();
      await expect(page).toHaveURL(/group=seller/);
      const report = (await (
        await page.request.get(
          `/api/ats/reports/sales?date_from=${iso(from)}&date_to=${iso(to)}&group=seller&page%5Bnumber%5D=1&page%5Bsize%5D=25`,
          { headers: CSRF },
        )
      ).json()) as {
        data: { key: string }[];
        meta: { total: number };
      };
      expect(report.data.length).toBeGreaterThan(0);
      expect(
        await page.getByTestId('sales-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key'))),
      ).toEqual(report.data.map((row) => row.key));
    },
  );

  test_(
    'the charter report: rows of the period the form shows, a state by the form',
    async ({ browser, context, page }) => {
      await signedIn(browser, context, 'director@demo.travel');
      await page.goto('/reports/charter-control-financial');
      const iso = (text: string) => `${text.slice(6)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;
      const period = `date_from=${iso(await page.locator('#charter-period-from').inputValue())}&date_to=${iso(await page.locator('#charter-period-to').inputValue())}`;
      const path = '/api/reports/charter-control-financial';
      await expectRows(
        page,
        'charter-flight-row',
        await answer(page, `${path}?${period}&page%5Bnumber%5D=1&page%5Bsize%5D=25`),
        'data-flight-id',
      );
      const filters = page.getByTestId('charter-filters');
      await filters.getByLabel(ru.reports.filters.state, { exact: true }).selectOption('open');
      await filters.getByRole('button', { name: ru.reports.filters.apply }).click();
      await expect(page).toHaveURL(/state=open/);
      await expectRows(
        page,
        'charter-flight-row',
        await answer(page, `${path}?${period}&state=open&page%5Bnumber%5D=1&page%5Bsize%5D=25`),
        'data-flight-id',
      );
    },
  );

  test_(
    'the news, the bonus journal, the notifications, the FAQ and the rules: rows, filters by form and link, paging by links',
    async ({ browser, context, page }) => {
      await signedIn(browser, context, 'agent@demo.travel');

      // The news: the chips are links, the search a GET form, the pager links.
      const newsIds = () =>
        page
          .locator('[data-testid="news-list"] [data-testid^="publication-"]')
          .evaluateAll((items) =>
            items.map((item) => Number(item.getAttribute('data-testid')!.slice('publication-'.length))),
          );
      const newsAnswer = (query: string) => answer(page, `/api/v1/publications?page%5Bnumber%5D=${query}`);
      await page.goto('/publications');
      const news = await newsAnswer('1&page%5Bsize%5D=10');
      await expect.poll(newsIds).toEqual(news.data.map(({ id }) => id));
      if (news.meta.total > news.meta.size) {
        await page.getByTestId('page-next').click();
        await expect(page).toHaveURL(/\/publications\?page=2$/);
        await expect.poll(newsIds).toEqual((await newsAnswer('2&page%5Bsize%5D=10')).data.map(({ id }) => id));
      }
      const category = (news.data[0] as unknown as { category: string }).category;
      await page.getByTestId(`news-category-${category}`).click();
      await expect(page).toHaveURL(new RegExp(`category=${category}`));
      await expect
        .poll(newsIds)
        .toEqual((await newsAnswer(`1&page%5Bsize%5D=10&category=${category}`)).data.map(({ id }) => id));
      const word = (news.data[0] as unknown as { title: string }).title.split(/\s+/).find((w) => w.length > 4)!;
      await page.getByLabel(ru.news.search.label).fill(word);
      await page.getByLabel(ru.news.search.label).press('Enter');
      await expect
        .poll(newsIds)
        .toEqual(
          (await newsAnswer(`1&page%5Bsize%5D=10&category=${category}&q=${encodeURIComponent(word)}`)).data.map(
            ({ id }) => id,
          ),
        );

      // The bonus journal: the created-date range by the form, typed as a user types it.
      await page.goto('/orders/bonuses');
      const bonuses = await answer(page, '/api/orders/bonuses?page%5Bnumber%5D=1&page%5Bsize%5D=20');
      await expectRows(page, 'bonus-row', bonuses, 'data-bonus-id');
      const day = (bonuses.data[0] as unknown as { created_at: string }).created_at.slice(0, 10);
      const form = page.getByTestId('bonuses-filters');
      await form.getByLabel(ru.bonuses.from, { exact: true }).fill(typed(day));
      await form.getByLabel(ru.bonuses.to, { exact: true }).fill(typed(day));
      await form.getByRole('button', { name: ru.bonuses.filters.apply }).click();
      await expect(page).toHaveURL(new RegExp(`created_from=${typed(day).replaceAll('.', '\\.')}`));
      await expectRows(
        page,
        'bonus-row',
        await answer(
          page,
          `/api/orders/bonuses?created_from=${day}&created_to=${day}&page%5Bnumber%5D=1&page%5Bsize%5D=20`,
        ),
        'data-bonus-id',
      );

      // The notifications: the list and a category, by links.
      await page.goto('/notifications/all');
      await expect(
        page.getByTestId('notification-list').locator('[data-testid^="notification-"]').first(),
      ).toBeVisible();

      // The FAQ, the rules: the search is a GET form. (The documents are a server component with no
      // filter: faq-documents.spec.ts reads them.)
      await page.goto('/faq');
      const entries = page.getByTestId('faq-entry');
      const all = await entries.count();
      expect(all).toBeGreaterThan(1);
      await page.getByLabel(ru.faq.searchLabel).fill('виза');
      await page.getByLabel(ru.faq.searchLabel).press('Enter');
      await expect(page).toHaveURL(/\/faq\?q=/);
      await expect.poll(() => entries.count()).toBeGreaterThan(0);
      expect(await entries.count()).toBeLessThan(all);
      for (const text of await entries.allTextContents()) expect(text.toLowerCase()).toContain('виз');

      await page.goto('/rules');
      await expect(page.getByTestId('rule-item').first()).toBeVisible();
    },
  );

  test_(
    'on a 390 px phone: the lists as cards, the folded filters open and filter, the pager pages',
    async ({ browser, context, page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signedInAgent(browser, context, page);
      await page.goto('/orders');
      const first = await answer(page, '/api/orders?page%5Bnumber%5D=1&page%5Bsize%5D=20');
      await expectRows(page, 'order-row', first);
      const surnameField = page.getByLabel(ru.orders.filters.surname);
      // Folded, so the list is on the first screen; the fold opens without script.
      await expect(surnameField).toBeHidden();
      await page.getByTestId('journal-filters').locator('summary').click();
      await expect(surnameField).toBeVisible();
      const surname = (first.data[0] as unknown as { lead_tourist: string }).lead_tourist.split(' ')[0]!;
      await surnameField.fill(surname);
      await page.getByRole('button', { name: ru.orders.filters.apply }).click();
      await expectRows(
        page,
        'order-row',
        await answer(page, `/api/orders?surname=${encodeURIComponent(surname)}&page%5Bnumber%5D=1&page%5Bsize%5D=20`),
      );
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);

      await page.goto('/ats/orders');
      await expectRows(
        page,
        'flight-order-row',
        await answer(page, '/api/ats/orders?page%5Bnumber%5D=1&page%5Bsize%5D=20'),
      );
      const next = page.getByTestId('page-next');
      if (await next.count()) {
        await next.click();
        await expect(page).toHaveURL(/page=2$/);
        await expectRows(
          page,
          'flight-order-row',
          await answer(page, '/api/ats/orders?page%5Bnumber%5D=2&page%5Bsize%5D=20'),
        );
      }
    },
  );
});

/** Holds the page's scripts (not its style sheets) until the returned function is called: a slow connection. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test.describe('with JavaScript', () => {
  test("a filter typed before the page's code arrived is kept and applied; back shows the journal before it", async ({
    page,
  }) => {
    await signIn(page);
    await rememberAllOrders(page);
    const first = await answer(page, '/api/orders?page%5Bnumber%5D=1&page%5Bsize%5D=20');
    const surname = (first.data[0] as unknown as { lead_tourist: string }).lead_tourist.split(' ')[0]!;

    // The page's scripts (not its style sheets) wait until the field is typed into.
    const release = await holdScripts(page);
    await page.goto('/orders', { waitUntil: 'commit' });
    const surnameField = page.getByLabel(ru.orders.filters.surname);
    await surnameField.fill(surname);
    // React has not hydrated the form yet (it marks the elements it owns), and then it has.
    const hydrated = () =>
      surnameField.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')));
    expect(await hydrated()).toBe(false);
    release();
    await expect.poll(hydrated).toBe(true);
    await expect(surnameField).toHaveValue(surname);

    await page.getByRole('button', { name: ru.orders.filters.apply }).click();
    // The short URL the script writes (a plain submit would carry every empty field).
    await expect(page).toHaveURL(new RegExp(`/orders\\?surname=${encodeURIComponent(surname)}&scope=all$`));
    await expectRows(
      page,
      'order-row',
      await answer(page, `/api/orders?surname=${encodeURIComponent(surname)}&page%5Bnumber%5D=1&page%5Bsize%5D=20`),
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(surnameField).toHaveValue('');
    await expectRows(page, 'order-row', first);
  });
});

test.describe('a form sent before the page’s code arrived', () => {
  test('the sign-in is held, shown busy, and goes through once the code runs: nothing typed is lost', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    // Without the hold the browser would post the form to the page, which answers it empty.
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.method() === 'POST') posted.push(request.url());
    });
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await submitLogin(page, 'manager@demo.travel');
    const form = page.locator('form[method="post"]');
    await expect(form).toHaveAttribute('aria-busy', 'true');
    expect(posted).toEqual([]);
    await expect(page).toHaveURL(/\/auth\/login$/);

    release();
    await expect(page).not.toHaveURL(/\/auth\//);
    expect(posted).toEqual([]);
  });
});

test.describe('a menu tapped before the page’s code arrived', () => {
  test('the tap is held, shown busy, and opens the menu once the code runs', async ({ page }) => {
    await signIn(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const button = page.getByTestId('profile-menu').getByRole('button').first();
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('profile-menu-panel')).toHaveCount(0);

    release();
    const panel = page.getByTestId('profile-menu-panel');
    await expect(panel.getByRole('button', { name: ru.shell.logout })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).not.toHaveAttribute('aria-busy');
  });
});
