import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import {
  DEFAULT_NOTIFICATION_POSITION,
  avatarResponseSchema,
  profileCommissionSchema,
  profileResponseSchema,
  sessionListSchema,
  settingsSchema,
  terminateResponseSchema,
} from '@/lib/schemas/profile';
import { userSchema } from '@/lib/schemas/user';
import { call, callForm, login } from './client';
import { PNG, pngHeader } from './image-fixture';
import { MAX_IMAGE_SIDE_PX } from '@/lib/shared/request-limits';

// The user's own profile (docs/product.md "Running the agency: the calls").

let backend: DemoBackend;
/** How far the backend's clock (ServerOptions.now) runs ahead of the real one; tests move it forward only. */
let clockAhead = 0;
beforeAll(async () => {
  backend = await startDemoBackend({ now: () => Date.now() + clockAhead });
}, 60_000);
afterAll(async () => {
  await backend.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signIn(email: string, userAgent: string, password = 'demo12345') {
  const response = await fetch(`${backend.url}/api/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ login: email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A sign-in as the portal sends it: the browser's agent and its address in X-Forwarded-For. */
async function signInFrom(email: string, userAgent: string, address: string) {
  const response = await fetch(`${backend.url}/api/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': address },
    body: JSON.stringify({ login: email, password: 'demo12345' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

async function ownSession(token: string, address: string) {
  const response = await fetch(`${backend.url}/api/v1/profile/sessions`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'x-forwarded-for': address },
  });
  return sessionListSchema.parse(await response.json()).data.find((session) => session.current)!;
}

describe('profile', () => {
  it('reads and updates the name and phone, refusing an incomplete phone on its field', async () => {
    const token = (await login(backend.url, 'manager@demo.travel')).access_token;
    expect(
      profileResponseSchema.parse((await call(backend.url, '/api/v1/profile', { token })).body).data,
    ).toMatchObject({ name: 'Ion Rusu', email: 'manager@demo.travel' });
    const bad = await call(backend.url, '/api/v1/profile', {
      method: 'PATCH',
      token,
      body: { name: 'Ion Rusu', phone: '+373691' },
      locale: 'en',
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ errors: { phone: [expect.any(String)] } });
    const saved = await call(backend.url, '/api/v1/profile', {
      method: 'PATCH',
      token,
      body: { name: 'Ion Rusu-Ciobanu', phone: '+37369111222' },
      locale: 'en',
    });
    expect(profileResponseSchema.parse(saved.body)).toMatchObject({
      data: { name: 'Ion Rusu-Ciobanu', phone: '+37369111222' },
      message: 'Record updated successfully',
    });
    expect(userSchema.parse((await call(backend.url, '/api/jwt/user', { token })).body).name).toBe('Ion Rusu-Ciobanu');
  });

  it('uploads an avatar the top bar shows, refuses a non-image by content, and deletes it', async () => {
    const token = (await login(backend.url, 'office@demo.travel')).access_token;
    const fake = await callForm(backend.url, '/api/v1/avatars', {
      token,
      files: { avatar: { bytes: Buffer.from('GIF89a not really'), name: 'me.png', type: 'image/png' } },
      locale: 'ro',
    });
    expect(fake.status).toBe(422);
    expect(fake.body).toMatchObject({ errors: { avatar: ['Sunt acceptate imagini PNG, JPEG, WebP sau SVG.'] } });
    const none = await callForm(backend.url, '/api/v1/avatars', { token, fields: { note: 'no file' } });
    expect(none.status).toBe(422);

    const uploaded = avatarResponseSchema.parse(
      (await callForm(backend.url, '/api/v1/avatars', { token, files: { avatar: { bytes: PNG, name: 'me.webp' } } }))
        .body,
    );
    expect(uploaded.data.avatar).toMatch(/^\/api\/v1\/avatars\/\d+$/);
    expect(userSchema.parse((await call(backend.url, '/api/jwt/user', { token })).body).avatar).toBe(
      uploaded.data.avatar,
    );
    const image = await call<Buffer>(backend.url, uploaded.data.avatar!, { token });
    expect(image.headers.get('content-type')).toBe('image/png');

    const removed = avatarResponseSchema.parse(
      (await call(backend.url, '/api/v1/avatars', { method: 'PATCH', token, body: {} })).body,
    );
    expect(removed.data.avatar).toBeNull();
    expect((await call(backend.url, uploaded.data.avatar!, { token })).status).toBe(404);
    expect(userSchema.parse((await call(backend.url, '/api/jwt/user', { token })).body).avatar).toBeNull();
  });

  it("refuses an avatar over 4000 × 4000 pixels with 422 naming the limit in the user's language, and takes one at the limit", async () => {
    const token = (await login(backend.url, 'office@demo.travel')).access_token;
    const huge = await callForm(backend.url, '/api/v1/avatars', {
      token,
      files: { avatar: { bytes: pngHeader(30_000, 30_000), name: 'me.png' } },
      locale: 'ua',
    });
    expect([huge.status, huge.body]).toMatchObject([
      422,
      { errors: { avatar: ['Зображення більше за 4000 × 4000 пікселів.'] } },
    ]);
    expect(userSchema.parse((await call(backend.url, '/api/jwt/user', { token })).body).avatar).toBeNull();
    const atLimit = await callForm(backend.url, '/api/v1/avatars', {
      token,
      files: { avatar: { bytes: pngHeader(MAX_IMAGE_SIDE_PX, MAX_IMAGE_SIDE_PX), name: 'me.png' } },
    });
    expect(avatarResponseSchema.parse(atLimit.body).data.avatar).toMatch(/^\/api\/v1\/avatars\/\d+$/);
  });
});

describe('change_password', () => {
  it('enforces the strength rules and the current password, then ends the other sessions', async () => {
    const here = await signIn('ats@demo.travel', CHROME_WINDOWS);
    const elsewhere = await signIn('ats@demo.travel', SAFARI_IPHONE);
    const change = (body: object) =>
      call(backend.url, '/api/v1/profile/change_password', { token: here, body, locale: 'en' });

    const weak = await change({
      current_password: 'demo12345',
      password: 'ats@demo.travel',
      password_confirmation: 'ats@demo.travel',
    });
    expect(weak.status).toBe(422);
    expect(weak.body).toMatchObject({
      errors: {
        password: expect.arrayContaining([
          'At least one upper-case letter.',
          'At least one digit.',
          'The password must not be your email address.',
        ]),
      },
    });
    const differ = await change({
      current_password: 'demo12345',
      password: 'Sunny-beach7',
      password_confirmation: 'Sunny-beach8',
    });
    expect(differ.body).toMatchObject({ errors: { password_confirmation: ['The passwords do not match.'] } });
    const wrong = await change({
      current_password: 'nope',
      password: 'Sunny-beach7',
      password_confirmation: 'Sunny-beach7',
    });
    expect(wrong.body).toMatchObject({ errors: { current_password: ['The current password is wrong.'] } });

    const ok = await change({
      current_password: 'demo12345',
      password: 'Sunny-beach7',
      password_confirmation: 'Sunny-beach7',
    });
    expect(ok.status).toBe(200);
    expect((await call(backend.url, '/api/jwt/user', { token: here })).status).toBe(200);
    expect((await call(backend.url, '/api/jwt/user', { token: elsewhere })).status).toBe(401);
    await signIn('ats@demo.travel', CHROME_WINDOWS, 'Sunny-beach7');
  });
});

describe('settings', () => {
  it('stores the alerts’ corner and the language, which follow the user to another browser', async () => {
    const first = await signIn('subpartition@demo.travel', CHROME_WINDOWS);
    expect(
      settingsSchema.parse((await call(backend.url, '/api/v1/profile/settings', { token: first })).body).data,
    ).toEqual({ notification_position: DEFAULT_NOTIFICATION_POSITION, locale: null });
    const bad = await call(backend.url, '/api/v1/profile/settings', {
      token: first,
      body: { notification_position: 'middle', locale: 'de' },
    });
    expect(bad.status).toBe(422);
    const saved = await call(backend.url, '/api/v1/profile/settings', {
      token: first,
      body: { notification_position: 'top-left', locale: 'ro' },
    });
    expect(settingsSchema.parse(saved.body)).toEqual({
      data: { notification_position: 'top-left', locale: 'ro' },
      message: 'Înregistrarea a fost actualizată cu succes',
    });

    const second = await signIn('subpartition@demo.travel', SAFARI_IPHONE);
    const user = userSchema.parse((await call(backend.url, '/api/jwt/user', { token: second })).body);
    expect(user).toMatchObject({ notification_position: 'top-left', locale: 'ro' });
  });
});

describe('commission', () => {
  it('sums the user’s commission on their orders of a period', async () => {
    const token = (await login(backend.url, 'agent@demo.travel')).access_token;
    const year = new Date().getFullYear();
    const answer = await call(backend.url, '/api/v1/profile/commission', {
      token,
      body: { from: `01.01.${year - 2}`, to: `31.12.${year + 1}` },
    });
    const data = profileCommissionSchema.parse(answer.body).data;
    expect(data.orders.length).toBeGreaterThan(0);
    expect(data.total).toBeCloseTo(
      data.orders.reduce((sum, o) => sum + o.commission, 0),
      2,
    );
    const empty = profileCommissionSchema.parse(
      (await call(backend.url, '/api/v1/profile/commission', { token, body: { from: '01.01.2000', to: '31.12.2000' } }))
        .body,
    ).data;
    expect(empty).toMatchObject({ orders: [], total: 0 });
    expect(
      (await call(backend.url, '/api/v1/profile/commission', { token, body: { from: '2020-01-01', to: '31.12.2020' } }))
        .status,
    ).toBe(422);
  });
});

describe('sessions', () => {
  it('lists every live session with device, browser, place and this one marked; ends one, then all others', async () => {
    const here = await signIn('director@demo.travel', CHROME_WINDOWS);
    const phone = await signIn('director@demo.travel', SAFARI_IPHONE);
    const list = sessionListSchema.parse(
      (await call(backend.url, '/api/v1/profile/sessions', { token: here })).body,
    ).data;
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.current)).toMatchObject({ device: 'desktop', browser: 'Chrome', os: 'Windows' });
    expect(list.some((s) => s.device === 'phone' && s.browser === 'Safari' && s.os === 'iOS')).toBe(true);
    // The seeded one, from elsewhere, with its place.
    expect(list.some((s) => s.place !== null)).toBe(true);

    const own = list.find((s) => s.current)!;
    expect((await call(backend.url, `/api/v1/profile/terminate/${own.id}`, { token: here, body: {} })).status).toBe(
      409,
    );
    const phoneSession = sessionListSchema
      .parse((await call(backend.url, '/api/v1/profile/sessions', { token: phone })).body)
      .data.find((s) => s.current)!;
    const ended = terminateResponseSchema.parse(
      (await call(backend.url, `/api/v1/profile/terminate/${phoneSession.id}`, { token: here, body: {} })).body,
    );
    expect(ended.data.terminated).toBe(1);
    expect((await call(backend.url, '/api/jwt/user', { token: phone })).status).toBe(401);
    // Someone else's session is not theirs to end.
    const other = sessionListSchema.parse(
      (
        await call(backend.url, '/api/v1/profile/sessions', {
          token: (await login(backend.url, 'agent@demo.travel')).access_token,
        })
      ).body,
    ).data[0]!;
    expect((await call(backend.url, `/api/v1/profile/terminate/${other.id}`, { token: here, body: {} })).status).toBe(
      404,
    );

    const again = await signIn('director@demo.travel', SAFARI_IPHONE);
    const all = terminateResponseSchema.parse(
      (await call(backend.url, '/api/v1/profile/terminate', { token: here, body: {} })).body,
    );
    expect(all.data.terminated).toBeGreaterThanOrEqual(2);
    expect((await call(backend.url, '/api/jwt/user', { token: again })).status).toBe(401);
    expect((await call(backend.url, '/api/jwt/user', { token: here })).status).toBe(200);
    expect(
      sessionListSchema.parse((await call(backend.url, '/api/v1/profile/sessions', { token: here })).body).data,
    ).toHaveLength(1);
  });

  it('names a Chrome-on-Windows sign-in’s browser and system with their versions and the address the portal forwarded', async () => {
    const { access_token } = await signInFrom('manager@demo.travel', CHROME_WINDOWS, '89.28.14.2');
    expect(await ownSession(access_token, '89.28.14.2')).toMatchObject({
      device: 'desktop',
      browser: 'Chrome',
      browser_version: '131',
      os: 'Windows',
      os_version: '10',
      ip: '89.28.14.2',
      place: 'Chișinău, Moldova',
    });
  });

  it('reads an iPhone’s Safari as a phone, and an agent it cannot read as unknown without failing', async () => {
    const phone = await signInFrom('manager@demo.travel', SAFARI_IPHONE, '93.75.1.1');
    expect(await ownSession(phone.access_token, '93.75.1.1')).toMatchObject({
      device: 'phone',
      browser: 'Safari',
      browser_version: '18',
      os: 'iOS',
      os_version: '18.1',
    });
    const odd = await signInFrom('manager@demo.travel', 'not a browser ))((', '192.0.2.9');
    expect(await ownSession(odd.access_token, '192.0.2.9')).toMatchObject({
      device: 'unknown',
      browser: 'Unknown',
      browser_version: null,
      os: 'Unknown',
      os_version: null,
      ip: '192.0.2.9',
      place: null,
    });
  });

  it('moves the last activity and address on a refresh, written at most once a minute', async () => {
    const first = await signInFrom('manager@demo.travel', CHROME_WINDOWS, '89.28.14.3');
    const signedIn = await ownSession(first.access_token, '89.28.14.3');
    // Within the minute a call from elsewhere changes nothing.
    clockAhead += 30_000;
    expect(await ownSession(first.access_token, '188.138.1.1')).toMatchObject({
      ip: '89.28.14.3',
      last_seen_at: signedIn.last_seen_at,
    });

    clockAhead += 120_000;
    const refreshed = await fetch(`${backend.url}/api/jwt/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '86.120.7.7' },
      body: JSON.stringify({ refreshToken: first.refresh_token }),
    });
    expect(refreshed.status).toBe(200);
    const { access_token } = (await refreshed.json()) as { access_token: string };
    // Read from a third address within the minute: what it shows is the refresh's.
    const after = await ownSession(access_token, '93.75.2.2');
    expect(after).toMatchObject({
      id: signedIn.id,
      ip: '86.120.7.7',
      place: 'Iași, Romania',
      browser: 'Chrome',
      os: 'Windows',
    });
    expect(Date.parse(after.last_seen_at) - Date.parse(signedIn.last_seen_at)).toBeGreaterThanOrEqual(150_000);
    expect(after.created_at).toBe(signedIn.created_at);
  });
});
