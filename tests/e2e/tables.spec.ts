import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import { expectCards, orderWithPayments, ownUser, signIn } from './helpers';
import ru from '../../messages/ru';
import ro from '../../messages/ro';
import en from '../../messages/en';
import ua from '../../messages/ua';

// Every data table fits a 1280 px desktop without scrolling sideways and is a card per row on a
// phone (docs/architecture.md §2); the date filters show their whole placeholder. Reads only.

const PLACEHOLDERS = [ru, ro, en, ua].map((messages) => messages.common.datePlaceholder);

const SCREENS = [
  {
    path: '/orders',
    table: 'orders-table',
    row: 'order-row',
    dates: ['filter-created-from', 'filter-created-to', 'filter-check-in-from', 'filter-check-in-to'],
    folded: 'journal-filter-fields',
  },
  {
    path: '/orders/bonuses',
    table: 'bonuses-table',
    row: 'bonus-row',
    dates: ['bonuses-created-from', 'bonuses-created-to'],
    folded: 'bonuses-filter-fields',
  },
  { path: '/employees', table: 'employees-table', row: null, dates: [], folded: null },
  { path: '/agency/commission', table: 'agency-commission-table', row: null, dates: [], folded: null },
  {
    path: '/ats/orders',
    table: 'flight-orders-table',
    row: 'flight-order-row',
    dates: ['flight-filter-dates-from', 'flight-filter-dates-to'],
    folded: 'flight-order-filter-fields',
  },
  { path: '/subpartitions', table: 'subpartitions-table', row: 'subpartition-row', dates: [], folded: null },
  {
    path: '/subpartitions/tourist-list/1',
    table: 'subpartition-tourists-table',
    row: 'subpartition-tourist-row',
    dates: [],
    folded: null,
  },
  { path: '/payment-gateways', table: 'gateways-table', row: 'gateway-row', dates: [], folded: null },
  // The profile's commission over a period that holds every seeded order, and the user's sessions.
  {
    path: '/profile/commission?from=01.01.2020&to=31.12.2030',
    table: 'commission-table',
    row: null,
    dates: ['commission-period-from', 'commission-period-to'],
    folded: null,
  },
  { path: '/profile/sessions', table: 'sessions-table', row: 'session-row', dates: [], folded: null },
] as const;

async function open(page: Page, path: string, table: string) {
  await page.goto(path);
  await expect(page.getByTestId(table)).toBeVisible();
  await expect(page.getByTestId(table).locator('tbody > tr').first()).toBeVisible();
}

async function noPageScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/** Each date input is wide enough for the placeholder of every language, in the input's own font. */
async function placeholdersFit(page: Page, ids: readonly string[]) {
  for (const id of ids) {
    const input = page.locator(`#${id}`);
    await expect(input).toBeVisible();
    const room = await input.evaluate((element, texts) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const free = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return Math.min(...texts.map((text) => free - context.measureText(text).width));
    }, PLACEHOLDERS);
    expect(room, `${id}: room left after the widest placeholder`).toBeGreaterThanOrEqual(0);
  }
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

async function fitsWidth(table: Locator, name: string) {
  const { overflow, clipped } = await table.evaluate((element) => {
    const box = element.parentElement!;
    const right = box.getBoundingClientRect().right;
    const clippedHeaders = [...element.querySelectorAll('thead th')]
      .filter((th) => getComputedStyle(th).display !== 'none')
      .filter((th) => th.getBoundingClientRect().right > right + 1)
      .map((th) => th.textContent);
    return { overflow: element.scrollWidth - box.clientWidth, clipped: clippedHeaders };
  });
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(clipped, `${name}: headers past the box's edge`).toEqual([]);
}

// An employee of its own with a long e-mail (`e2e-agency_manager-…@demo.travel`, 46 letters): the
// staff table fits with it too, the e-mail cut with an ellipsis (components/ui/identifier.tsx).
test.beforeAll(async () => {
  await ownUser('agency_manager');
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 1366, height: 900 },
]) {
  test(`at ${size.width}×${size.height} every table fits without scrolling sideways; amounts, names and date placeholders whole`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    await signIn(page, 'manager@demo.travel');
    for (const screen of SCREENS) {
      await open(page, screen.path, screen.table);
      const table = page.getByTestId(screen.table);
      await fitsWidth(table, screen.path);
      await noPageScroll(page);
      await placeholdersFit(page, screen.dates);
      await shoot(page, testInfo, `${screen.path.slice(1).split('?')[0]!.replace('/', '-')}-${size.width}`);
    }
    // The package journal: the amounts column is in view and the manager's names are whole.
    await open(page, '/orders', 'orders-table');
    const journal = page.getByTestId('orders-table');
    await expect(journal.getByRole('columnheader', { name: ru.orders.journal.columns.amounts })).toBeInViewport();
    await expect(journal.getByTestId('order-amounts').first()).toBeInViewport();
    for (const cell of await journal.getByTestId('order-owner').all()) {
      expect(await cell.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }
    await page.goto('/orders/bonuses');
    for (const cell of await page.getByTestId('bonus-owner').all()) {
      expect(await cell.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    }
  });
}

test('on a phone (390×844) every table is a card per row, each value with its label; no sideways scroll', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'manager@demo.travel');
  for (const screen of SCREENS) {
    await open(page, screen.path, screen.table);
    const table = page.getByTestId(screen.table);
    await expectCards(table, screen.path, screen.path !== '/orders');
    await noPageScroll(page);
    // A folded filter form opens to show its date fields.
    if (screen.folded) await page.locator(`details:has(#${screen.folded}) > summary`).click();
    await placeholdersFit(page, screen.dates);
    await shoot(page, testInfo, `${screen.path.slice(1).split('?')[0]!.replace('/', '-')}-390`);
  }
});

// The order view (the side sheet over the journal): the tables of its tourists and payments sections.
const ORDER_TABLES = ['order-tourists', 'order-payments'] as const;

/** Opens the order view of a seeded order with payments and more than one tourist. */
async function openOrderWithPayments(page: Page) {
  await page.goto(`/orders?order=${await orderWithPayments(page)}`);
  const view = page.getByTestId('order-panel').getByTestId('order-view');
  await expect(view).toBeVisible();
  for (const id of ORDER_TABLES) await expect(view.getByTestId(id).locator('table tbody > tr').first()).toBeVisible();
  return view;
}

/** The sheet's body scrolls only up and down. */
async function noSheetScroll(page: Page) {
  const body = page.getByTestId('order-view').locator('xpath=..');
  expect(await body.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}×${size.height} the order view's tourists and payments ${size.width > 400 ? 'fit without scrolling sideways' : 'are cards, each value with its label'}`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    await signIn(page, 'manager@demo.travel');
    const view = await openOrderWithPayments(page);
    for (const id of ORDER_TABLES) {
      const table = view.getByTestId(id).locator('table');
      if (size.width > 400) {
        await fitsWidth(table, id);
        for (const row of await table.locator('tbody > tr').all())
          expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');
      } else {
        await expectCards(table, id, true);
      }
    }
    await noSheetScroll(page);
    await noPageScroll(page);
    await shoot(page, testInfo, `order-view-${size.width}`);
  });
}
