import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { login, pageIdle } from './helpers';
import ru from '../../messages/ru';

// docs/product.md §9: tooltips show 400 ms after hover or keyboard focus and hide 100 ms after;
// every dialog's backdrop fades over 0.4 s. The tooltip is the element's ::after (CSS only).

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1366, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The tooltip bubble's computed opacity, visibility, transition delay and text. */
function bubble(locator: Locator) {
  return locator.evaluate((el) => {
    const style = getComputedStyle(el, '::after');
    return {
      opacity: style.opacity,
      visibility: style.visibility,
      delay: style.transitionDelay,
      content: style.content,
    };
  });
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: top-bar icons and meal codes show their tooltip after 400 ms, dialogs' backdrops fade over 0.4 s`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport.size);
    await login(page, 'manager@demo.travel');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A top-bar icon on hover: hidden at first, shown after the 400 ms delay, hidden again after 100 ms.
    const toggle = page.getByTestId('menu-toggle');
    const label = await toggle.getAttribute('aria-label');
    expect(label).toBeTruthy();
    await expect(toggle).toHaveAttribute('data-tooltip', label!);
    await expect(toggle).not.toHaveAttribute('title');
    const before = await bubble(toggle);
    expect(before.opacity).toBe('0');
    expect(before.visibility).toBe('hidden');
    expect(before.delay).toBe('0.1s');
    expect(before.content).toContain(label!);

    // From a pointer away from the control on an idle page, so the delay counts from this hover:
    // without a check running beside the test (fixtures.ts) the hover came while the page was still
    // busy after signing in, and the bubble read visible at once, twice in a row.
    await page.mouse.move(viewport.size.width - 1, viewport.size.height - 1);
    await pageIdle(page);
    await toggle.hover();
    const early = await bubble(toggle);
    expect(early.delay).toBe('0.4s');
    // Still within the delay: not shown yet.
    expect(early.visibility).toBe('hidden');
    await expect.poll(async () => (await bubble(toggle)).opacity, { timeout: 2000 }).toBe('1');
    expect((await bubble(toggle)).visibility).toBe('visible');
    await keepScreenshot(page, testInfo, `${viewport.name}-top-bar-tooltip`);

    await page.mouse.move(viewport.size.width / 2, viewport.size.height - 5);
    expect((await bubble(toggle)).delay).toBe('0.1s');
    await expect.poll(async () => (await bubble(toggle)).visibility, { timeout: 2000 }).toBe('hidden');

    // By keyboard: Tab onto the toggle shows the same tooltip.
    await page.locator('body').focus();
    for (let i = 0; i < 15 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect.poll(async () => (await bubble(toggle)).opacity, { timeout: 2000 }).toBe('1');
    await keepScreenshot(page, testInfo, `${viewport.name}-top-bar-tooltip-keyboard`);
    await page.keyboard.press('Shift+Tab');

    // A meal code of the search results carries its full name as tooltip, and keeps it readable.
    await page.goto('/search/tour');
    await page.getByTestId('search-submit').click();
    const results = page.getByTestId('search-results');
    const hotel = results.getByTestId('hotel-result').first();
    await expect(hotel).toBeVisible();
    const meal = hotel.getByTestId('offer-row').first().getByTestId('meal-code');
    const fullName = await meal.getAttribute('data-tooltip');
    expect(fullName?.trim()).toBeTruthy();
    expect(fullName!.trim()).not.toBe((await meal.textContent())!.trim());
    await expect(meal).not.toHaveAttribute('title');
    await meal.scrollIntoViewIfNeeded();
    await meal.hover();
    expect((await bubble(meal)).delay).toBe('0.4s');
    await expect.poll(async () => (await bubble(meal)).opacity, { timeout: 2000 }).toBe('1');
    expect((await bubble(meal)).content).toContain(fullName!);
    await keepScreenshot(page, testInfo, `${viewport.name}-meal-code-tooltip`);

    // A dialog's backdrop fades in (an animation of 0.4 s) when it opens, and out (an opacity
    // transition of 0.4 s) when it closes.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __backdrop: string[] }).__backdrop = seen;
      const record = (event: Event, name: string) => {
        if ((event.target as Element).matches?.('[data-testid="overlay-backdrop"]')) seen.push(name);
      };
      document.addEventListener('animationstart', (event) => record(event, `in:${event.animationName}`), true);
      document.addEventListener('transitionrun', (event) => record(event, `out:${event.propertyName}`), true);
    });
    const seen = () => page.evaluate(() => (window as unknown as { __backdrop: string[] }).__backdrop);
    await hotel.getByTestId('price-calendar-open').click();
    await expect(page.getByTestId('price-calendar')).toBeVisible();
    const backdrop = page.getByTestId('overlay-backdrop');
    expect(await backdrop.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.4s');
    await expect.poll(seen).toContain('in:overlay-fade-in');
    await expect.poll(() => backdrop.evaluate((el) => getComputedStyle(el).opacity), { timeout: 2000 }).toBe('1');
    expect(await backdrop.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.4s');
    await keepScreenshot(page, testInfo, `${viewport.name}-dialog-backdrop`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('price-calendar')).toHaveCount(0);
    if (viewport.name === 'phone') {
      // A dialog that stays mounted when closed (the phone menu) fades out before it goes.
      await page.getByTestId('menu-toggle').click();
      await expect(page.getByTestId('mobile-menu')).toBeVisible();
      // Once faded in (closed while still fading in, it goes at once: there is nothing to fade).
      await page.waitForFunction(
        () => document.querySelector('#mobile-menu [data-testid="overlay-backdrop"]')?.getAnimations().length === 0,
      );
      await page.keyboard.press('Escape');
      await expect.poll(seen).toContain('out:opacity');
      await expect(page.getByTestId('mobile-menu')).toBeHidden();
    }
  });
}

/** Hover shows the bubble with `text` after the show delay; the control keeps its accessible name. */
async function tooltipOnHover(page: Page, locator: Locator, text: string) {
  await expect(locator).toHaveAttribute('data-tooltip', text);
  await expect(locator).not.toHaveAttribute('title');
  await locator.scrollIntoViewIfNeeded();
  expect((await bubble(locator)).visibility).toBe('hidden');
  await locator.hover();
  expect((await bubble(locator)).delay).toBe('0.4s');
  await expect.poll(async () => (await bubble(locator)).opacity, { timeout: 2000 }).toBe('1');
  const shown = await bubble(locator);
  expect(shown.visibility).toBe('visible');
  expect(shown.content).toContain(text);
  // Off the control the bubble goes again.
  await page.mouse.move(1, 1);
  await expect.poll(async () => (await bubble(locator)).visibility, { timeout: 2000 }).toBe('hidden');
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: the journal's and the order view's icons and codes show their tooltip, and keep their names`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport.size);
    await login(page, 'manager@demo.travel', { next: '/orders' });
    await expect(page.getByTestId('order-row').first()).toBeVisible();

    // The journal's date filters: the calendar button is an icon whose name is its tooltip.
    if (viewport.name === 'phone') await page.getByTestId('journal-filters').locator('summary').click();
    const calendar = page.getByTestId('journal-filters').getByRole('button', { name: ru.common.openCalendar }).first();
    await expect(calendar).toBeVisible();
    await tooltipOnHover(page, calendar, ru.common.openCalendar);
    await keepScreenshot(page, testInfo, `${viewport.name}-journal-calendar-tooltip`);

    // The pager: on a phone its arrows are the whole button, and say what they do; on a desktop
    // the words are on the button and no bubble repeats them.
    const next = page.getByTestId('page-next');
    await expect(next).toHaveAccessibleName(ru.orders.pagination.next);
    if (viewport.name === 'phone') {
      await tooltipOnHover(page, next, ru.orders.pagination.next);
    } else {
      await next.hover();
      await pageIdle(page);
      expect(await next.evaluate((el) => getComputedStyle(el, '::after').display)).toBe('none');
    }

    // The order view: the citizenship is a country code whose name is its tooltip (and is read out).
    await page.getByTestId('order-row').first().getByRole('link').first().click();
    const panel = page.getByTestId('order-panel');
    await expect(panel.getByTestId('order-view')).toBeVisible();
    const citizenship = panel.getByTestId('tourist-citizenship').first();
    const code = (await citizenship.evaluate((el) => el.firstChild?.textContent ?? '')).trim();
    expect(code).toMatch(/^[A-Z]{2}$/);
    const name = await page.evaluate((region) => new Intl.DisplayNames(['ru'], { type: 'region' }).of(region)!, code);
    expect(name).not.toBe(code);
    await tooltipOnHover(page, citizenship, name);
    await expect(citizenship).toContainText(name);
    await keepScreenshot(page, testInfo, `${viewport.name}-order-citizenship-tooltip`);

    // The order view's close icon.
    const close = panel.getByRole('button', { name: ru.orders.view.close });
    await tooltipOnHover(page, close, ru.orders.view.close);
  });
}
