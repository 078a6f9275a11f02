import { expect, test, type Browser, type Page } from './fixtures';
import { expectCards, submitLogin, said } from './helpers';
import { BACKEND_URL } from './ports';
import ru from '../../messages/ru';
import ro from '../../messages/ro';

// The profile (/profile/{action}, docs/product.md §10 "The profile"). Independent: every test signs
// in as an agent of its own, created through the demo backend by the second agency's director
// (Partner Tours, whose staff no other spec counts), so no seeded user's password, sessions or
// settings change.

const DIRECTOR = 'director@partner.travel';
const FIRST_PASSWORD = 'Start-pass-1';

/** A new agent of Partner Tours with a unique email; the director signs in on the backend directly. */
async function newAgent(label: string): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${BACKEND_URL}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-localization': 'ru',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };
  const { access_token } = (await post('jwt/login', { login: DIRECTOR, password: 'demo12345' })) as {
    access_token: string;
  };
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@partner.travel`;
  await post(
    'v1/employees/create',
    { name: `Profile ${label}`, email, alias: 'agent', office_id: 3, phone: '', password: FIRST_PASSWORD },
    access_token,
  );
  return email;
}

async function signInAs(page: Page, email: string, password = FIRST_PASSWORD) {
  await page.goto('/auth/login');
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/auth\//);
}

async function newSignedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, email);
  return { context, page };
}

const alerts = (page: Page) => page.getByRole('region', { name: ru.alerts.region });

test('a user changes their password with the rules ticked as they type, and signs in with the new one', async ({
  page,
}) => {
  const email = await newAgent('password');
  await signInAs(page, email);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/info$/);
  const tabs = page.getByTestId('section-tabs');
  await expect(tabs.getByRole('link', { name: ru.pages.profileInfo.title })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: ru.pages.profilePassword.title }).click();
  await expect(page).toHaveURL(/\/profile\/password$/);

  const form = page.getByTestId('password-form');
  const checklist = form.getByTestId('password-checklist');
  const newPassword = `Fresh-pass-${Date.now()}`;
  await form.getByLabel(ru.profile.password.new, { exact: false }).first().fill('abc');
  await expect(checklist.locator('[data-ok="true"]')).toHaveCount(2); // a lower-case letter, not the email
  await expect(checklist.locator('[data-rule="uppercase"]')).toHaveAttribute('data-ok', 'false');
  await form.getByLabel(ru.profile.password.new, { exact: false }).first().fill(newPassword);
  await expect(checklist.locator('[data-ok="false"]')).toHaveCount(0);

  // A wrong current password: the backend's 422 on its field, nothing typed lost.
  await form.getByLabel(ru.profile.password.current, { exact: false }).first().fill('Not-the-password-1');
  await form.getByLabel(ru.profile.password.repeat, { exact: false }).first().fill(newPassword);
  await form.getByRole('button', { name: ru.profile.password.submit }).click();
  const current = form.locator('#current_password');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#current_password-error')).toHaveText('Неверный текущий пароль.');
  await expect(form.locator('#new_password')).toHaveValue(newPassword);

  await current.fill(FIRST_PASSWORD);
  await form.getByRole('button', { name: ru.profile.password.submit }).click();
  await expect(alerts(page)).toContainText(ru.profile.password.changed);
  await expect(form.locator('#new_password')).toHaveValue('');

  // Signed out, the old password is refused and the new one works.
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await submitLogin(page, email, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/login/);
  await submitLogin(page, email, newPassword);
  await expect(page).not.toHaveURL(/\/auth\//);
});

test('on a phone, a user ends another session, which is logged out on its next request', async ({ page, browser }) => {
  const email = await newAgent('sessions');
  const other = await newSignedInPage(browser, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, email);
  await page.goto('/profile/sessions');

  const table = page.getByTestId('sessions-table');
  const rows = table.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(table.locator('[data-current]')).toContainText(ru.profile.sessions.thisDevice);
  await expectCards(table, 'sessions');

  await rows.and(page.locator(':not([data-current])')).getByRole('button').click();
  const dialog = page.getByTestId('session-end-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ru.profile.sessions.endOne }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-current', 'true');

  // The ended session's next request: the sign-in page.
  await other.page.goto('/profile/info');
  await expect(other.page).toHaveURL(/\/auth\/login/);
  await other.context.close();
  // This one stays signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/profile\/sessions$/);
});

test('settings move the alerts to the chosen side, and the chosen language follows the user to another browser', async ({
  page,
  browser,
}) => {
  const email = await newAgent('settings');
  await signInAs(page, email);
  await page.goto('/profile/settings');
  const form = page.getByTestId('settings-form');
  const viewport = page.viewportSize()!;

  await form.getByLabel(ru.profile.settings.position, { exact: false }).selectOption('top-left');
  await form.getByRole('button', { name: ru.profile.actions.save }).click();
  await expect(alerts(page)).toContainText(said(ru.profile.settings.saved));
  await expect.poll(async () => (await alerts(page).boundingBox())!.x).toBeLessThan(viewport.width / 2);

  // The language: stored, the page reloads in it, and another browser gets it at sign-in.
  await form.getByLabel(ru.profile.settings.language, { exact: false }).selectOption('ro');
  await form.getByRole('button', { name: ru.profile.actions.save }).click();
  await expect(page.getByRole('heading', { level: 1, name: ro.pages.profile.title })).toBeVisible();
  await expect(
    page.getByTestId('settings-form').getByLabel(ro.profile.settings.language, { exact: false }),
  ).toHaveValue('ro');

  const other = await newSignedInPage(browser, email);
  await other.page.goto('/profile/settings');
  await expect(other.page.getByRole('heading', { level: 1, name: ro.pages.profile.title })).toBeVisible();
  // The alerts keep to the chosen side there too.
  await other.page.getByTestId('settings-form').getByRole('button', { name: ro.profile.actions.save }).click();
  await expect(other.page.getByRole('region', { name: ro.alerts.region })).toContainText(
    said(ro.profile.settings.saved),
  );
  await expect
    .poll(async () => (await other.page.getByRole('region', { name: ro.alerts.region }).boundingBox())!.x)
    .toBeLessThan(viewport.width / 2);
  await other.context.close();
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('personal info and photo: saved with a message, the photo previewed, checked, shown in the top bar and deleted', async ({
  page,
}) => {
  const email = await newAgent('info');
  await signInAs(page, email);
  await page.goto('/profile/info');

  // Name and phone (the phone's country mask).
  const form = page.getByTestId('profile-info-form');
  await form.locator('#profile-name').fill('Profile Renamed');
  await form.locator('#profile-phone').fill('6912');
  await form.getByRole('button', { name: ru.profile.actions.save }).click();
  await expect(form.locator('#profile-phone-error')).toHaveText(ru.validation.phone);
  await form.locator('#profile-phone').fill('69123456');
  await form.getByRole('button', { name: ru.profile.actions.save }).click();
  await expect(alerts(page)).toContainText(said(ru.profile.info.saved));
  await page.reload();
  await expect(page.locator('#profile-name')).toHaveValue('Profile Renamed');
  await expect(page.locator('#profile-phone')).toHaveValue('69123456');

  // The photo: a file that is not an image is refused in the browser; an image is previewed first.
  const editor = page.getByTestId('avatar-editor');
  const picker = editor.locator('input[type=file]');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(editor.getByText(ru.validation.imageType)).toBeVisible();
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByTestId('avatar-preview')).toBeVisible();
  await editor.getByRole('button', { name: ru.profile.avatar.save }).click();
  await expect(alerts(page)).toContainText(ru.profile.avatar.saved);

  // The top bar shows it, loaded through the portal.
  const topBarAvatar = page.getByTestId('profile-menu').getByTestId('user-avatar').first();
  await expect(topBarAvatar).toHaveAttribute('src', /^\/api\/v1\/avatars\/\d+$/);
  await expect
    .poll(() => topBarAvatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1);

  await editor.getByRole('button', { name: ru.profile.avatar.delete }).click();
  const dialog = page.getByTestId('avatar-delete-dialog');
  await dialog.getByRole('button', { name: ru.profile.avatar.delete }).click();
  await expect(alerts(page)).toContainText(ru.profile.avatar.deleted);
  await expect(page.getByTestId('profile-menu').getByTestId('user-avatar').first()).not.toHaveAttribute('src', /.+/);
});
