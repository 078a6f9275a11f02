import { expect, expectAccessible, test, type Locator, type Page } from './fixtures';
import { ownUser, signIn } from './helpers';
import ru from '../../messages/ru';

// Every dialog and dropdown as a keyboard-only user meets it: reached with Tab or
// Shift+Tab, opened with Enter or Space, used with Tab, Space and, in grids, the arrows, closed
// with Esc, focus back on what opened it. axe runs with each one open.

const PHONE = { width: 375, height: 812 };
const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
const holdsFocus = (target: Locator) => target.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 120) {
  for (let presses = 0; presses < limit && !(await hasFocus(target)); presses++) await page.keyboard.press(key);
  await expect(target, `reached with ${key}`).toBeFocused();
}

/** The panel a Headless UI button controls (panels are portalled out of the button's parent). */
async function controlled(page: Page, button: Locator): Promise<Locator> {
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

/** Esc closes what is open and gives focus back to its button. */
async function escapeTo(page: Page, opened: Locator, trigger: Locator) {
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** Tab several times inside an open modal: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await holdsFocus(dialog), `focus stays in the dialog after ${press + 1} presses`).toBe(true);
  }
}

test.describe('keyboard', () => {
  test('top-bar dropdowns: Tab and Shift+Tab reach them, Enter or Space opens, Tab moves inside, Esc closes back to the button', async ({
    page,
  }) => {
    await signIn(page);
    // The skip link comes first and lands in the content; the top bar is then behind, Shift+Tab away.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: ru.shell.skipToContent })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#content')).toBeFocused();

    const widgets = ['profile-menu', 'language-menu', 'notifications-menu', 'phones-menu', 'rate-menu'];
    for (const [index, widget] of widgets.entries()) {
      const button = page.getByTestId(widget).getByRole('button').first();
      await tabTo(page, button, 'Shift+Tab');
      await page.keyboard.press(index % 2 ? 'Space' : 'Enter');
      const panel = page.getByTestId(`${widget}-panel`);
      await expect(panel, widget).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // Focus moves to the panel's first link or button, and Tab on to the next; a panel with
      // nothing to operate (the rates) leaves focus on its button.
      await expectAccessible(page, `${widget} open`);
      const inside = panel.locator('a[href], button:not([disabled])');
      await expect((await inside.count()) ? inside.first() : button, `${widget}: where focus goes`).toBeFocused();
      if ((await inside.count()) > 1) {
        await page.keyboard.press('Tab');
        await expect(inside.nth(1), `${widget}: Tab moves to its next link or button`).toBeFocused();
      }
      await escapeTo(page, panel, button);
    }

    // Used: the profile link is followed with Enter.
    const profile = page.getByTestId('profile-menu').getByRole('button').first();
    await tabTo(page, profile);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByTestId('profile-menu-panel').getByRole('link', { name: ru.shell.profile }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/info$/);
  });

  test('the language switchers: the login page select and the top-bar menu change the language from the keyboard', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const select = page.getByRole('combobox', { name: ru.common.language });
    await tabTo(page, select);
    // On a closed select the arrows change the value; ru is first, ro next.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
    await page.context().clearCookies({ name: 'locale' });

    await signIn(page);
    const button = page.getByTestId('language-menu').getByRole('button').first();
    await tabTo(page, button);
    await page.keyboard.press('Space');
    await tabTo(page, page.getByTestId('language-menu-panel').getByRole('button', { name: 'English' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page, 'in English');
  });

  test('the side-menu toggle folds the menu with Enter and brings it back with Space', async ({ page }) => {
    await signIn(page);
    const toggle = page.getByTestId('menu-toggle');
    const menu = page.getByTestId('side-menu');
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The menu's links come next in the tab order.
    await tabTo(page, menu.getByRole('link', { name: 'Правила', exact: true }));
  });

  test.describe('phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('the menu drawer opens with Enter, keeps focus inside, closes with Esc back to the toggle', async ({
      page,
    }) => {
      await signIn(page);
      const toggle = page.getByTestId('menu-toggle');
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      const drawer = page.getByTestId('mobile-menu');
      await expect(drawer).toBeVisible();
      // Headless UI focuses the dialog itself; Tab then walks the drawer and stays in it.
      const dialog = page.getByRole('dialog', { name: ru.shell.mobileMenu });
      await expect.poll(() => holdsFocus(dialog)).toBe(true);
      await expectAccessible(page, 'menu drawer open');
      await expectFocusTrapped(page, dialog);
      await escapeTo(page, drawer, toggle);
    });
  });

  test('search form: the multi-select, the resort tree and the date range calendar work from the keyboard', async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    const f = ru.searchForm;

    // Multi-select: Tab into the popover's search box, filter, Tab to an option, Space checks it.
    const meals = page.locator('#search-meals');
    await tabTo(page, meals);
    await page.keyboard.press('Enter');
    const mealPanel = await controlled(page, meals);
    await expect(mealPanel).toBeVisible();
    await expectAccessible(page, 'meals multi-select open');
    const search = mealPanel.getByRole('searchbox', { name: ru.common.search });
    await tabTo(page, search);
    const option = mealPanel.getByRole('list').getByRole('checkbox').first();
    const optionName = (await mealPanel.getByRole('list').locator('label').first().innerText()).split('\n')[0]!;
    await page.keyboard.type(optionName.slice(0, 2));
    await tabTo(page, option);
    await page.keyboard.press('Space');
    await expect(option).toBeChecked();
    await escapeTo(page, mealPanel, meals);
    await expect(meals).toContainText(optionName);

    // Tree: the section button folds and unfolds with Enter and Space; Space checks a whole region.
    const tree = page.getByRole('group', { name: f.resorts });
    const fold = tree.getByRole('button').first();
    await tabTo(page, fold);
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const region = tree.getByRole('checkbox').first();
    await expect(region).toBeFocused();
    await page.keyboard.press('Space');
    await expect(region).toBeChecked();
    await expect(
      tree
        .locator(`[id="${await fold.getAttribute('aria-controls')}"]`)
        .getByRole('checkbox')
        .first(),
    ).toBeChecked();

    // Date range: the calendar opens with Space; the arrows walk the days, Enter picks both ends.
    const dateFrom = page.getByLabel(f.dateFrom, { exact: true });
    const dateTo = page.getByLabel(f.dateTo, { exact: true });
    const before = [await dateFrom.inputValue(), await dateTo.inputValue()];
    const calendarButton = page.getByRole('button', { name: ru.common.openCalendar });
    await tabTo(page, calendarButton, 'Shift+Tab');
    await page.keyboard.press('Space');
    const calendar = await controlled(page, calendarButton);
    await expect(calendar.getByRole('grid').first()).toBeVisible();
    await expectAccessible(page, 'date range calendar open');
    // One day is in the tab order (the range's start); the arrows move from it.
    await tabTo(page, calendar.getByRole('grid').locator('button[tabindex="0"]'));
    const start = await focusedLabel(page);
    await page.keyboard.press('ArrowRight');
    expect(await focusedLabel(page), 'ArrowRight moves to the next day').not.toBe(start);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect.poll(async () => [await dateFrom.inputValue(), await dateTo.inputValue()]).not.toEqual(before);

    await calendarButton.focus();
    await page.keyboard.press('Enter');
    await escapeTo(page, await controlled(page, calendarButton), calendarButton);
  });

  test('results: hotel card and price calendar dialogs, then the basket and its confirm dialog', async ({ page }) => {
    // Four axe runs over a page of twenty hotels, and many key presses.
    test.slow();
    // An agent of its own: an empty basket that no other test saves into.
    await signIn(page, await ownUser());
    const basket = page.getByTestId('basket-button');

    await page.getByTestId('search-submit').focus();
    await page.keyboard.press('Enter');
    const hotel = page.getByTestId('hotel-result').first();
    await expect(hotel).toBeVisible();

    // Hotel card: Enter opens it, focus stays inside, Esc gives focus back.
    const cardButton = hotel.getByTestId('hotel-card-open');
    await cardButton.focus();
    await page.keyboard.press('Enter');
    const card = page.getByTestId('hotel-card');
    await expect(card.getByTestId('photo-gallery')).toBeVisible();
    await expectAccessible(page, 'hotel card open');
    await expectFocusTrapped(page, page.getByRole('dialog'));
    await escapeTo(page, card, cardButton);

    // Price calendar: the next button; one cell is in the tab order, the arrows move, Enter picks.
    const calendarButton = hotel.getByTestId('price-calendar-open');
    await tabTo(page, calendarButton);
    await page.keyboard.press('Space');
    const calendar = page.getByTestId('price-calendar');
    const cells = calendar.getByTestId('calendar-cell');
    await expect(cells.first()).toBeVisible();
    await tabTo(page, calendar.locator('[data-testid="calendar-cell"][tabindex="0"]'));
    const first = await focusedLabel(page);
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    // Walk right, then down, to a priced cell other than the first (an empty cell is '–').
    for (let step = 0; step < 20; step++) {
      const label = await focusedLabel(page);
      if (
        label !== first &&
        !(await calendar.locator('[data-testid="calendar-cell"]:focus').getAttribute('aria-disabled'))
      )
        break;
      await page.keyboard.press(step % 2 ? 'ArrowDown' : 'ArrowRight');
    }
    expect(await focusedLabel(page), 'the arrows moved to another cell').not.toBe(first);
    await page.keyboard.press('Enter');
    await expect(calendar.getByTestId('calendar-offer').getByTestId('book-offer')).toBeVisible();
    await expectAccessible(page, 'price calendar with an offer picked');
    await escapeTo(page, calendar, calendarButton);

    // Save the hotel's first offer with Enter, then open the basket with Shift+Tab back to the top bar.
    const save = hotel.getByTestId('save-offer').first();
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('basket-count')).toBeVisible();
    await tabTo(page, basket, 'Shift+Tab', 400);
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('basket-dialog');
    const offers = dialog.getByTestId('basket-offer');
    await expect(offers.first()).toBeVisible();
    const saved = await offers.count();
    await expectAccessible(page, 'basket dialog open');

    // Delete asks first: the confirm dialog starts on Cancel, Esc backs out to the delete button.
    const remove = dialog.getByRole('button', { name: ru.basket.actions.deleteOffer.replace('{index}', '1') });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: ru.basket.confirm.cancel })).toBeFocused();
    await expectAccessible(page, 'confirm dialog open');
    await escapeTo(page, confirm, remove);
    await expect(offers).toHaveCount(saved);

    // Clear all, confirmed with Tab and Enter: the basket is empty again, as the next specs expect.
    const clear = dialog.getByTestId('basket-clear-all');
    await tabTo(page, clear, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(confirm).toContainText(ru.basket.confirm.clearTitle);
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: ru.basket.confirm.confirm })).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus lands on the empty basket's message (Clear all, which asked, is disabled by then).
    await expect(dialog.getByTestId('basket-empty')).toBeFocused();
    // Esc closes the topmost dialog: once the confirm has gone, that is the basket.
    await expect(confirm).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(basket).toBeFocused();
    await expect(page.getByTestId('basket-count')).toHaveCount(0);
  });
});
