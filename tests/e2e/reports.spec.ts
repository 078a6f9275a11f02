import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { expectCards, portalDayIn, signIn } from './helpers';
import { presetPeriod } from '../../lib/shared/report-periods';
import ru from '../../messages/ru';

// The report screens (docs/product.md §13 "Report screens"). Independent (playwright.config.ts):
// it only reads, and only a PAST period (the previous full month), which no spec writes into
// (orders entered by hand are issued today).

const CSRF = { 'x-csrf': '1' };

/** The previous full month as ISO days, as the report's "last month" counts it: from the portal's today. */
function previousMonth(): { from: string; to: string } {
  const { date_from: from, date_to: to } = presetPeriod('lastMonth', portalDayIn());
  return { from, to };
}

/** A `;`-separated CSV line read back, quotes undone. */
function csvFields(line: string, separator: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      current += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === separator && !quoted) {
      fields.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  fields.push(current);
  return fields;
}

/** "1 234,56 €" (ru) → 1234.56. */
const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: CSRF });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

test('the director opens the sales report from a shared link and exports it as CSV with the same totals', async ({
  page,
}) => {
  const { from, to } = previousMonth();
  await signIn(page, 'director@demo.travel', `/ats/sales-report?date_from=${from}&date_to=${to}&group=airline`);
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.atsSalesReport.title })).toBeVisible();
  // The link's filters are the form's.
  await expect(page.getByLabel(ru.reports.filters.group)).toHaveValue('airline');
  await expect(page.getByTestId('period-lastMonth')).toHaveAttribute('aria-current', 'true');
  const answer = await api<{ meta: { total: number }; totals: { total: number; orders: number } }>(
    page,
    `/api/ats/reports/sales?date_from=${from}&date_to=${to}&group=airline&page[size]=100`,
  );
  expect(answer.meta.total).toBeGreaterThan(0);
  const shownTotal = await page.getByTestId('sales-total-total').getByTestId('figure-value').textContent();
  expect(euros(shownTotal!)).toBeCloseTo(answer.totals.total, 2);
  await expect(page.getByTestId('sales-row')).toHaveCount(Math.min(answer.meta.total, 25));
  await expect(page.getByTestId('sales-chart').getByRole('img')).toHaveAttribute('aria-label', /.+/);

  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await readFile((await (await download).path())!, 'utf8');
  expect(file.startsWith('\uFEFF')).toBe(true);
  const lines = file.slice(1).split('\r\n').filter(Boolean);
  const header = csvFields(lines[0]!, ';');
  expect(header[0]).toBe(ru.reports.groups.airline);
  expect(header).toContain(ru.reports.sales.figures.total);
  // A row per group, then the totals row equal to the page's.
  expect(lines.length).toBe(1 + answer.meta.total + 1);
  const totals = csvFields(lines.at(-1)!, ';');
  expect(totals[0]).toBe(ru.reports.total);
  const totalColumn = header.indexOf(ru.reports.sales.figures.total);
  expect(totals[totalColumn]).toMatch(/^-?\d+,\d{2}$/);
  expect(euros(totals[totalColumn]!)).toBeCloseTo(euros(shownTotal!), 2);
  expect(Number(totals[header.indexOf(ru.reports.sales.figures.orders)])).toBe(answer.totals.orders);
});

test('both reports are cards on a phone and the sales chart fits the screen', async ({ page }) => {
  const { from, to } = previousMonth();
  await signIn(page, 'director@demo.travel');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ats/sales-report?date_from=${from}&date_to=${to}&group=route`);
  await expectCards(page.getByTestId('sales-table'), 'sales report');
  const chart = await page.getByTestId('sales-chart').getByRole('img').boundingBox();
  expect(chart!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`/reports/charter-control-financial?date_from=${from}&date_to=${to}`);
  await expectCards(page.getByTestId('charter-airlines'), 'airline totals');
  await expectCards(page.getByTestId('charter-flights'), 'charter flights');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the charter report drills from an airline total to a flight, a ticket and its payment', async ({ page }) => {
  const { from, to } = previousMonth();
  await signIn(page, 'director@demo.travel');
  // A flight of the period with a paid ticket, among the first page of its airline's flights.
  type Flights = { data: { id: number; flight_number: string; airline: { id: string; name: string } }[] };
  type Details = { data: { tickets: { number: string; payments: { id: number; amount_eur: number }[] }[] } };
  const airlines = await api<{ data: { airline: { id: string; name: string }; flights: number }[] }>(
    page,
    `/api/reports/charter-control-financial/airlines-totals?date_from=${from}&date_to=${to}`,
  );
  let target: {
    airline: { id: string; name: string };
    flight: Flights['data'][number];
    ticket: Details['data']['tickets'][number];
  } | null = null;
  for (const { airline } of airlines.data) {
    const flights = await api<Flights>(
      page,
      `/api/reports/charter-control-financial?date_from=${from}&date_to=${to}&airline=${airline.id}&page[size]=25`,
    );
    for (const flight of flights.data) {
      const details = await api<Details>(page, `/api/reports/charter-control-financial/${flight.id}/details`);
      const ticket = details.data.tickets.find((t) => t.payments.length > 0);
      if (ticket) {
        target = { airline, flight, ticket };
        break;
      }
    }
    if (target) break;
  }
  expect(target, 'a charter flight of the previous month with a paid ticket').not.toBeNull();
  const { airline, flight, ticket } = target!;

  await page.goto(`/reports/charter-control-financial?date_from=${from}&date_to=${to}`);
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.charterReport.title })).toBeVisible();
  await page.getByTestId('charter-airlines').getByRole('button', { name: airline.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`airline=${airline.id}`));
  // The URL changes first; the airline's rows replace the period's when its page has come.
  await expect
    .poll(
      async () => {
        const titles = await page.getByTestId('charter-flight-row').locator('th').allTextContents();
        return titles.length > 0 && titles.every((text) => text.includes(airline.name));
      },
      { message: `every flight row is one of ${airline.name}'s` },
    )
    .toBe(true);

  await page
    .locator(`[data-testid="charter-flight-row"][data-flight-id="${flight.id}"]`)
    .getByRole('link', { name: flight.flight_number })
    .click();
  await expect(page).toHaveURL(new RegExp(`open=${flight.id}`));
  const sheet = page.getByTestId('charter-flight-details');
  const row = sheet.getByTestId('charter-ticket').filter({ hasText: ticket.number });
  await row.getByTestId('ticket-payments-toggle').click();
  const payment = row.locator(`[data-testid="ticket-payment"][data-payment-id="${ticket.payments[0]!.id}"]`);
  await expect(payment).toBeVisible();
  await expect(payment).toContainText('€');

  // The flights' CSV of the same filters: a row per flight, then the totals equal to the page's.
  const page1 = await api<{ meta: { total: number }; totals: { balance: number; seats: number } }>(
    page,
    `/api/reports/charter-control-financial?date_from=${from}&date_to=${to}&airline=${airline.id}`,
  );
  const csv = await page.request.get(
    `/api/reports/charter-control-financial/csv?date_from=${from}&date_to=${to}&airline=${airline.id}`,
  );
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines.length).toBe(1 + page1.meta.total + 1);
  const header = csvFields(lines[0]!, ';');
  const totals = csvFields(lines.at(-1)!, ';');
  expect(totals[0]).toBe(ru.reports.total);
  expect(Number(totals[header.indexOf(ru.reports.charter.columns.seats)])).toBe(page1.totals.seats);
  expect(euros(totals[header.indexOf(ru.reports.charter.columns.balance)]!)).toBeCloseTo(page1.totals.balance, 2);
});

test('a manager opens the charter report but is refused the sales report', async ({ page }) => {
  await signIn(page, 'manager@demo.travel');
  const { from, to } = previousMonth();
  expect((await page.goto(`/reports/charter-control-financial?date_from=${from}&date_to=${to}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.charterReport.title })).toBeVisible();
  expect((await page.goto('/ats/sales-report'))?.status()).toBe(403);
  await expect(page.getByText(ru.errors['403'])).toBeVisible();
  expect((await page.request.get(`/api/ats/reports/sales/csv?date_from=${from}&date_to=${to}`)).status()).toBe(403);
});
