import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './fixtures';
import { expectCards, field, signIn, said } from './helpers';
import { PORTAL_URL } from './ports';
import { subpartitionEditSchema, subpartitionTouristListSchema } from '../../lib/schemas/subpartitions';
import ru from '../../messages/ru';
import ro from '../../messages/ro';

// Sub-partitions (docs/product.md §10 "Sub-partitions"). A manager filters the list and edits
// "Weekend trips" (name and members, with the tree of offices and staff); the test puts it back as
// it was, whatever happens, so no other spec sees the change. A sub-partition manager sees only
// theirs and searches one's tourists. Romanian on a phone: the list as cards.

const s = ru.subpartitions;
const WEEKEND = 4;

async function readEdit(request: APIRequestContext, id: number) {
  const answer = await request.get(`/api/subpartitions/${id}/edit`, { headers: { 'x-csrf': '1' } });
  expect(answer.ok()).toBe(true);
  return subpartitionEditSchema.parse(await answer.json());
}

test('a manager filters the list and edits a sub-partition’s name and members with the tree', async ({ page }) => {
  await signIn(page, 'manager@demo.travel');
  const before = await readEdit(page.request, WEEKEND);
  try {
    await page.goto('/subpartitions');
    await expect(page.getByRole('heading', { level: 1, name: ru.pages.subpartitions.title })).toBeVisible();
    await expect(page.getByTestId('subpartition-row')).toHaveCount(4);

    // Filters go into the URL: by member, then reset.
    await field(page, s.filters.member).selectOption({ label: 'Victor Lungu' });
    await page.getByRole('button', { name: s.filters.apply }).click();
    await expect(page).toHaveURL(/[?&]member=8\b/);
    await expect(page.getByTestId('subpartition-row')).toHaveCount(2);
    for (const members of await page.getByTestId('subpartition-members').all())
      await expect(members).toContainText('Victor Lungu');
    await page.getByRole('link', { name: s.filters.reset }).click();
    await expect(page).toHaveURL(/\/subpartitions$/);
    await expect(page.getByTestId('subpartition-row')).toHaveCount(4);

    // Edit: a new name; the whole Bălți office ticked at once, Natalia Moraru unticked.
    const name = `Weekend trips ${randomUUID().slice(0, 6)}`;
    await page.getByRole('link', { name: s.list.editOf.replace('{name}', before.data.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/subpartitions/edit/${WEEKEND}$`));
    await expect(field(page, s.form.name)).toHaveValue(before.data.name);
    const tree = page.locator('#subpartition-members');
    expect(await tree.evaluate((element) => element.getBoundingClientRect().height)).toBe(185);
    await expect(page.getByLabel('Natalia Moraru', { exact: true })).toBeChecked();
    await field(page, s.form.name).fill(name);
    await page.getByLabel('Bălți', { exact: true }).check();
    await expect(page.getByLabel('Victor Lungu', { exact: true })).toBeChecked();
    await page.getByLabel('Natalia Moraru', { exact: true }).uncheck();
    await page.getByRole('button', { name: s.form.save }).click();

    await expect(page.getByText(said(s.form.saved))).toBeVisible();
    await expect(page).toHaveURL(/\/subpartitions$/);
    const row = page.getByTestId('subpartition-row').filter({ hasText: name });
    await expect(row.getByTestId('subpartition-members')).toContainText('Victor Lungu');
    await expect(row.getByTestId('subpartition-members')).not.toContainText('Natalia Moraru');
    const after = await readEdit(page.request, WEEKEND);
    expect(after.data.name).toBe(name);
    expect(after.data.members.map((m) => m.name).sort()).toEqual(['Mihai Popescu', 'Olena Kovalenko', 'Victor Lungu']);
  } finally {
    const restored = await page.request.patch(`/api/subpartitions/${WEEKEND}/edit`, {
      headers: { 'x-csrf': '1' },
      data: {
        name: before.data.name,
        manager_id: before.data.manager!.id,
        members: before.data.members.map((m) => m.id),
      },
    });
    expect(restored.ok()).toBe(true);
  }
});

test('a sub-partition manager sees only theirs and searches one’s tourists', async ({ page }) => {
  await signIn(page, 'subpartition@demo.travel', '/subpartitions');
  await expect(page.getByTestId('subpartition-row')).toHaveCount(2);
  await expect(page.getByTestId('subpartitions-table')).not.toContainText('Weekend trips');
  expect((await page.goto(`/subpartitions/edit/${WEEKEND}`))?.status()).toBe(404);

  await page.goto('/subpartitions');
  const family = page.getByTestId('subpartition-row').filter({ hasText: 'Family holidays' });
  await family.getByRole('link', { name: s.list.touristsOf.replace('{name}', 'Family holidays') }).click();
  await expect(page.getByRole('heading', { level: 1, name: ru.pages.subpartitionTourists.title })).toBeVisible();
  await expect(page.getByTestId('subpartition-name')).toContainText('Family holidays');
  const rows = page.getByTestId('subpartition-tourist-row');
  await expect(rows.first()).toBeVisible();
  const id = Number(/tourist-list\/(\d+)/.exec(page.url())![1]);
  const all = subpartitionTouristListSchema.parse(
    await (await page.request.get(`/api/subpartitions/${id}/tourists`, { headers: { 'x-csrf': '1' } })).json(),
  ).data;
  await expect(rows).toHaveCount(all.length);

  const surname = all[0]!.surname;
  const expected = all.filter((t) =>
    `${t.surname} ${t.name} ${t.order.number}`.toLowerCase().includes(surname.toLowerCase()),
  );
  expect(expected.length).toBeLessThan(all.length);
  await page.getByRole('searchbox', { name: s.tourists.search }).fill(surname);
  await page.getByRole('button', { name: s.tourists.submit }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(surname)}`));
  await expect(rows).toHaveCount(expected.length);
  for (const row of await rows.all()) await expect(row).toContainText(surname);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('ro: the list and the tourists are cards, each value with its label, and nothing scrolls sideways', async ({
    page,
    context,
  }) => {
    await signIn(page, 'manager@demo.travel');
    await context.addCookies([{ name: 'locale', value: 'ro', url: PORTAL_URL }]);
    await page.goto('/subpartitions');
    await expect(page.getByRole('heading', { level: 1, name: ro.pages.subpartitions.title })).toBeVisible();
    // The filters start folded on a phone.
    await expect(page.getByRole('button', { name: ro.subpartitions.filters.apply })).toBeHidden();
    await expectCards(page.getByTestId('subpartitions-table'), '/subpartitions');
    await expect(page.getByTestId('subpartitions-table').locator('[data-label]').first()).toHaveAttribute(
      'data-label',
      ro.subpartitions.list.columns.manager,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);

    await page.goto('/subpartitions/tourist-list/1');
    await expect(page.getByRole('heading', { level: 1, name: ro.pages.subpartitionTourists.title })).toBeVisible();
    await expectCards(page.getByTestId('subpartition-tourists-table'), '/subpartitions/tourist-list/1');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});
