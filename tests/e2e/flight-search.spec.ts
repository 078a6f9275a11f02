import { expect, test, type BrowserContext, type Page } from './fixtures';
import { field, signIn, portalDayIn } from './helpers';
import { PORTAL_URL } from './ports';
import ro from '../../messages/ro';
import ru from '../../messages/ru';
import ua from '../../messages/ua';

// The flight search `/search/flight` against the demo backend's flights (docs/product.md §11 "The
// flight search page"): Chișinău to Antalya, flown every week by a charter and most days by a
// regular flight. Choosing a fare holds seats, so this spec runs with the shared-state ones.

const s = ru.flightSearch;

const display = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const OUT = portalDayIn(21);
const BACK = portalDayIn(28);
const ANTALYA = `/search/flight?from=KIV&to=AYT&trip=return&date=${OUT}&flex=3&return_date=${BACK}&adults=2`;

async function setLocale(context: BrowserContext, locale: string) {
  await context.addCookies([{ name: 'locale', value: locale, url: PORTAL_URL }]);
}

/**
 * A destination from Chișinău with charter fares and regular fares with checked baggage on a
 * return trip three weeks ahead (the demo flies regular flights on some routes only).
 */
async function mixedDestination(page: Page): Promise<string> {
  const headers = { 'x-csrf': '1' };
  const places = (await (await page.request.get('/api/air_tickets_search/places', { headers })).json()) as {
    data: { routes: Record<string, string[]> };
  };
  for (const to of places.data.routes.KIV ?? []) {
    const answer = await page.request.get(
      `/api/air_tickets_search?from=KIV&to=${to}&trip=return&date=${OUT}&flex=3&return_date=${BACK}&adults=2&infants=1&size=50`,
      { headers },
    );
    const { data } = (await answer.json()) as {
      data: { itineraries: { fares: { flight_type: string; baggage_included: boolean }[] }[] };
    };
    const fares = data.itineraries.flatMap((itinerary) => itinerary.fares);
    if (
      fares.some((fare) => fare.flight_type === 'regular' && fare.baggage_included) &&
      fares.some((fare) => fare.flight_type === 'charter')
    )
      return to;
  }
  throw new Error('no return route from KIV with charter and regular fares');
}

/** The results once the search of the URL has answered (a search writes the URL before its results come). */
async function settled(page: Page) {
  const results = page.getByTestId('flight-results');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const section = document.querySelector('[data-testid="flight-results"]');
        return (
          section?.getAttribute('data-search') === window.location.search &&
          section.getAttribute('aria-busy') === 'false' &&
          section.getAttribute('data-ready') === 'true'
        );
      }),
    )
    .toBe(true);
  await expect(results.getByTestId('flight-fare').first()).toBeVisible();
  return results;
}

test.describe('flight search', () => {
  test('a return search for two adults and an infant: fares by itinerary, the full price and its breakdown, filters, sort and the strip, all in the URL and remembered', async ({
    page,
  }) => {
    // Its filters put eight states of the search in the URL, and the accessibility watch
    // (fixtures.ts) opens each again at the end: a search and an axe run over a page of fares
    // each, up to 18 s on two cores beside the other shared-state group (docs/testing.md).
    test.slow();
    await signIn(page);
    const destination = await mixedDestination(page);
    await page.goto('/search/flight');
    await expect(page.getByRole('heading', { level: 1, name: ru.pages.searchFlight.title })).toBeVisible();

    const from = field(page, s.form.from);
    await from.fill('kiv');
    await from.press('Tab');
    await expect(from).toHaveValue(/\(KIV\)$/);
    const to = field(page, s.form.to);
    await to.fill(destination);
    await to.press('Tab');
    await expect(to).toHaveValue(new RegExp(`\\(${destination}\\)$`));
    await page.getByRole('radio', { name: s.form.return }).check();
    await page.locator('#flight-dates-from').fill(display(OUT));
    await page.locator('#flight-dates-from').press('Tab');
    await page.locator('#flight-dates-to').fill(display(BACK));
    await page.locator('#flight-dates-to').press('Tab');
    await field(page, s.form.flex).selectOption('3');
    await field(page, s.form.adults).selectOption('2');
    // One infant per adult: the list stops at two.
    await expect(field(page, s.form.infants).locator('option')).toHaveText(['0', '1', '2']);
    await field(page, s.form.infants).selectOption('1');
    await page.getByTestId('search-submit').click();

    const results = await settled(page);
    for (const param of [
      'from=KIV',
      `to=${destination}`,
      'trip=return',
      `date=${OUT}`,
      'flex=3',
      `return_date=${BACK}`,
      'adults=2',
      'infants=1',
    ]) {
      await expect(page).toHaveURL(new RegExp(`[?&]${param}(&|$)`));
    }
    const itinerary = results.getByTestId('flight-itinerary').first();
    await expect(itinerary.getByTestId('segment-out').getByTestId('flight-leg').first()).toContainText('KIV');
    await expect(itinerary.getByTestId('segment-back').getByTestId('flight-leg').last()).toContainText('KIV');
    await expect(itinerary.getByTestId('seat-badge').first()).toBeVisible();

    // The full price for the party, and what each passenger type costs, on demand.
    const fare = itinerary.getByTestId('flight-fare').first();
    await expect(fare).toContainText('за 2 взрослых, 1 младенец');
    const total = (await fare.getByTestId('fare-total').textContent())!;
    await expect(fare.getByTestId('fare-price-breakdown')).toBeHidden();
    await fare.getByText(ru.flights.price.title).click();
    const breakdown = fare.getByTestId('fare-price-breakdown');
    await expect(breakdown.locator('[data-type="adult"]')).toContainText('2 взрослых');
    await expect(breakdown.locator('[data-type="infant"]')).toContainText('1 младенец');
    await expect(breakdown.locator('dd').last()).toHaveText(total);
    await fare.getByText(s.fare.details).click();
    await expect(fare.getByTestId('fare-rules')).toContainText('Регистрация открывается за 3 часа');
    await expect(fare.getByTestId('flight-baggage')).toBeVisible();

    // Charter only: every leg shown is a charter's, with the default baggage sentence.
    await page.getByRole('radio', { name: s.filters.charter, exact: true }).check();
    await expect(page).toHaveURL(/[?&]flight_type=charter(&|$)/);
    await settled(page);
    await expect(results.locator('[data-testid="flight-type"][data-type="regular"]')).toHaveCount(0);
    await expect(results.locator('[data-testid="flight-type"][data-type="charter"]').first()).toBeVisible();
    const charter = results.getByTestId('flight-fare').first();
    await charter.getByText(s.fare.details).click();
    await expect(charter.getByTestId('flight-baggage')).toContainText(ru.flights.baggage.default);
    await expect(charter.getByTestId('fare-rules')).toContainText(ru.flights.rules.timesMayChange);

    // Regular only, with checked baggage: a regular fare's baggage per adult and per infant.
    await page.getByRole('radio', { name: s.filters.regular, exact: true }).check();
    await page.getByRole('checkbox', { name: s.filters.baggage }).check();
    await expect(page).toHaveURL(/[?&]flight_type=regular(&|$)/);
    await expect(page).toHaveURL(/[?&]baggage=1(&|$)/);
    await settled(page);
    // A fare is regular when any of its flights is: the fares are, a leg may still be a charter.
    await expect(
      results.getByTestId('flight-fare').locator('[data-testid="flight-type"][data-type="charter"]'),
    ).toHaveCount(0);
    await expect(
      results.getByTestId('flight-fare').locator('[data-testid="flight-type"][data-type="regular"]').first(),
    ).toBeVisible();
    await expect(results.getByTestId('fare-baggage').first()).toHaveText(s.fare.baggageIncluded);
    const regular = results.getByTestId('flight-fare').first();
    await regular.getByText(s.fare.details).click();
    await expect(regular.getByTestId('flight-baggage')).toContainText('Младенцы:');
    await expect(regular.getByTestId('fare-rules')).toContainText(ru.flights.rules.regularNonRefundable);

    // Sorted by departure: the outbound departures come in order.
    await page.getByRole('radio', { name: s.filters.anyType }).check();
    await page.getByTestId('flight-sort').selectOption('departure');
    await expect(page).toHaveURL(/[?&]sort=departure(&|$)/);
    await settled(page);
    const departures = await results
      .getByTestId('segment-out')
      .evaluateAll((segments) => segments.map((segment) => segment.querySelector('time')!.getAttribute('datetime')!));
    expect(departures).toEqual([...departures].sort());

    // The strip: another day in one click; the URL and the strip follow, the return moves with it.
    const strip = page.getByTestId('price-strip');
    await expect(strip.getByTestId('strip-day')).toHaveCount(7);
    await expect(strip.locator(`[data-date="${OUT}"] [aria-current="date"]`)).toBeVisible();
    const other = strip.locator('[data-testid="strip-day"]:has(a)').first();
    const day = (await other.getAttribute('data-date'))!;
    await other.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`[?&]date=${day}(&|$)`));
    await settled(page);
    await expect(strip.locator(`[data-date="${day}"] [aria-current="date"]`)).toBeVisible();
    const shift = Math.round((Date.parse(day) - Date.parse(OUT)) / 86_400_000);
    const movedBack = new Date(Date.parse(`${BACK}T00:00:00Z`) + shift * 86_400_000).toISOString().slice(0, 10);
    await expect(page).toHaveURL(new RegExp(`[?&]return_date=${movedBack}(&|$)`));
    const searched = page.url();

    // Back: the earlier day's search again.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]date=${OUT}(&|$)`));
    await expect(strip.locator(`[data-date="${OUT}"] [aria-current="date"]`)).toBeVisible();

    // The link opens the same search, rendered by the server; the page without one remembers it.
    await page.goto(searched);
    await settled(page);
    await expect(page.getByTestId('flight-sort')).toHaveValue('departure');
    await page.goto('/search/flight');
    await expect(field(page, s.form.from)).toHaveValue(/\(KIV\)$/);
    await expect(field(page, s.form.to)).toHaveValue(new RegExp(`\\(${destination}\\)$`));
    await expect(page.getByRole('radio', { name: s.form.return })).toBeChecked();
    await expect(page.locator('#flight-dates-from')).toHaveValue(display(day));
    await expect(field(page, s.form.infants)).toHaveValue('1');
  });

  test('the form checks the places, the dates and the party before searching, in the user language', async ({
    page,
  }) => {
    await signIn(page, 'agent@demo.travel', '/search/flight');
    const from = field(page, s.form.from);
    await from.fill('Nowhere');
    await from.press('Tab');
    await page.getByRole('radio', { name: s.form.return }).check();
    await page.locator('#flight-dates-to').fill('');
    await page.getByTestId('search-submit').click();
    await expect(page.getByText(s.errors.place)).toBeVisible();
    // A return trip with its departure alone is half a range: emptied, saying why (docs/product.md §5).
    await expect(page.getByText(ru.validation.dateRangeHalf)).toBeVisible();
    await expect(page.locator('#flight-dates-from')).toHaveValue('');
    await expect(page.getByTestId('flight-results')).toHaveCount(0);
    // A link the backend refuses (more infants than adults) says why, next to the field.
    await page.goto('/search/flight?from=KIV&to=AYT&date=' + OUT + '&adults=1&infants=2');
    await expect(field(page, s.form.infants)).toHaveValue('1');
    await page.goto('/search/flight?from=KIV&to=KIV&date=' + OUT);
    await expect(page.getByText(ru.validation.samePlace)).toBeVisible();
  });

  for (const [locale, m] of [
    ['ro', ro],
    ['ua', ua],
  ] as const) {
    test(`the same search in ${locale}: the form, the strip, the fares, baggage and rules in that language`, async ({
      page,
      context,
    }) => {
      await signIn(page);
      await setLocale(context, locale);
      await page.goto(ANTALYA);
      await expect(page.getByRole('heading', { level: 1, name: m.pages.searchFlight.title })).toBeVisible();
      await expect(field(page, m.flightSearch.form.from)).toHaveValue(/\(KIV\)$/);
      await expect(page.getByRole('radio', { name: m.flightSearch.form.return })).toBeChecked();
      const results = await settled(page);
      await expect(page.getByRole('navigation', { name: m.flightSearch.strip.label })).toBeVisible();
      await expect(results.getByTestId('flight-results-found')).toBeVisible();
      const fare = results.getByTestId('flight-fare').first();
      await expect(fare.getByTestId('fare-choose')).toHaveText(m.flightSearch.fare.choose);
      await expect(results.getByTestId('segment-out').first()).toContainText(m.flights.leg.out);
      await fare.getByText(m.flights.price.title).click();
      await expect(fare.getByTestId('fare-price-breakdown')).toContainText(m.flights.price.total);
      await fare.getByText(m.flightSearch.fare.details).click();
      await expect(fare.getByTestId('flight-baggage')).toContainText(m.flights.baggage.title);
      await expect(fare.getByTestId('fare-rules')).toContainText(m.flights.rules.title);
      await page.getByRole('radio', { name: m.flightSearch.filters.charter, exact: true }).check();
      await settled(page);
      const charter = results.getByTestId('flight-fare').first();
      await charter.getByText(m.flightSearch.fare.details).click();
      await expect(charter.getByTestId('flight-baggage')).toContainText(m.flights.baggage.default);
      // The backend's refusal in the same language.
      await page.goto('/search/flight?from=KIV&to=KIV&date=' + OUT);
      await expect(page.getByText(m.validation.samePlace)).toBeVisible();
    });
  }

  test('on a phone (390 px): the form, the folded filters, the results without sideways scrolling, and choosing a fare opens its booking', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'agent@demo.travel', ANTALYA);
    const results = await settled(page);
    const sideways = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await sideways()).toBeLessThanOrEqual(0);
    const toggle = page.getByRole('button', { name: s.filters.show });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('checkbox', { name: s.filters.direct })).toBeHidden();
    await toggle.click();
    await page.getByRole('checkbox', { name: s.filters.direct }).check();
    await expect(page).toHaveURL(/[?&]direct=1(&|$)/);
    await settled(page);
    await expect(results.getByTestId('layover')).toHaveCount(0);
    expect(await sideways()).toBeLessThanOrEqual(0);
    const fare = results.getByTestId('flight-fare').first();
    await fare.getByText(s.fare.details).click();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await fare.getByTestId('fare-choose').click();
    await expect(page).toHaveURL(/\/orders\/flight\/[A-Za-z0-9_-]+$/);
  });

  test('Search pressed before the page code runs still searches what the form shows', async ({ page }) => {
    await signIn(page, 'agent@demo.travel', ANTALYA);
    await settled(page);
    // The page's code never arrives: the form is the server's GET form, the results the server's HTML.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/search/flight');
    await expect(page.locator('#flight-dates-from')).toHaveValue(display(OUT));
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(new RegExp(`[?&]date=${OUT}(&|$)`));
    await expect(page).toHaveURL(/[?&]from=[^&]*KIV/);
    await expect(page.getByTestId('flight-fare').first()).toBeVisible();
    await expect(page.getByTestId('price-strip')).toBeVisible();
  });
});
