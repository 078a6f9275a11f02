import { pagedListSchema } from '@/lib/schemas/list';
import { notificationSchema, type Notification } from '@/lib/schemas/notifications';
import { userSchema } from '@/lib/schemas/user';
import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
import { call, login } from './client';

let backend: DemoBackend;
let agent: string;
beforeAll(async () => {
  backend = await startDemoBackend();
  agent = (await login(backend.url)).access_token;
});
afterAll(async () => {
  await backend.close();
});

const listSchema = pagedListSchema(notificationSchema);
const list = async (query: string, token = agent) => {
  const answer = await call(backend.url, `/api/notifications?${query}`, { token });
  expect(answer.status).toBe(200);
  return listSchema.parse(answer.body);
};

describe('notifications list', () => {
  it('pages newest first with page[number] and page[size]', async () => {
    // As many as are true of the agent's orders, and the general ones: more than one page.
    const first = await list('page[number]=1&page[size]=10&category=all');
    const { total } = first.meta;
    expect(total).toBeGreaterThan(10);
    expect(total).toBeLessThanOrEqual(25);
    expect(first.meta).toEqual({ total, page: 1, size: 10 });
    expect(first.data).toHaveLength(10);
    const second = await list('page%5Bnumber%5D=2&page%5Bsize%5D=10');
    const third = await list('page[number]=3&page[size]=10');
    expect(second.data).toHaveLength(Math.min(10, total - 10));
    expect(third.data).toHaveLength(Math.max(0, total - 20));
    const all = [...first.data, ...second.data, ...third.data];
    expect(new Set(all.map((n) => n.id)).size).toBe(total);
    const times = all.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('defaults to page 1 of 10 and filters by category', async () => {
    const page = await list('');
    expect(page.meta).toEqual({ total: (await list('page[size]=100')).meta.total, page: 1, size: 10 });
    const orders = await list('category=orders&page[size]=50');
    expect(orders.data.length).toBeGreaterThan(0);
    expect(orders.data.every((n) => n.category === 'orders')).toBe(true);
    expect(orders.meta.total).toBe(orders.data.length);
  });

  it('rejects a bad page or category with 422', async () => {
    expect((await call(backend.url, '/api/notifications?page[size]=0', { token: agent })).status).toBe(422);
    expect((await call(backend.url, '/api/notifications?category=spam', { token: agent })).status).toBe(422);
  });

  it('seeds the agent several unread with one popup and no critical; the critical one is the director’s', async () => {
    const agentAll = (await list('page[size]=100')).data;
    const unread = agentAll.filter((n) => !n.was_read);
    expect(unread.length).toBeGreaterThanOrEqual(3);
    expect(unread.filter((n) => n.category === 'popup')).toHaveLength(1);
    expect(agentAll.some((n) => n.category === 'critical')).toBe(false);
    const director = (await login(backend.url, 'director@demo.travel')).access_token;
    const criticals = (await list('category=critical', director)).data;
    expect(criticals.map((n) => n.was_read)).toEqual([false]);
  });

  it("links the director's critical notice to the agency's profile in every language", async () => {
    const director = (await login(backend.url, 'director@demo.travel')).access_token;
    for (const locale of ['ru', 'ro', 'en', 'ua']) {
      const answer = await call(backend.url, '/api/notifications?category=critical', { token: director, locale });
      const [critical] = listSchema.parse(answer.body).data;
      expect(critical?.message).toContain('<a href="/agency/profile">');
      expect(critical?.message).not.toContain('href="/agency"');
    }
  });
});

describe('reading a notification', () => {
  it('marks it read once; reading again keeps it read and the unread count drops by one', async () => {
    const unreadBefore = userSchema.parse((await call(backend.url, '/api/jwt/user', { token: agent })).body)
      .notifications.unread;
    const target = (await list('page[size]=100')).data.find(
      (n) => !n.was_read && n.category !== 'popup',
    ) as Notification;
    const first = await call<{ data: Notification }>(backend.url, `/api/notifications/${target.id}/read`, {
      token: agent,
      method: 'POST',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ ...target, was_read: true });
    const second = await call<{ data: Notification }>(backend.url, `/api/notifications/${target.id}/read`, {
      token: agent,
      method: 'POST',
    });
    expect(second.body.data.was_read).toBe(true);
    const unreadAfter = userSchema.parse((await call(backend.url, '/api/jwt/user', { token: agent })).body)
      .notifications.unread;
    expect(unreadAfter).toBe(unreadBefore - 1);
    expect((await call(backend.url, `/api/notifications/${target.id}`, { token: agent })).body).toEqual({
      data: second.body.data,
    });
  });

  it("answers 404 for another user's notification", async () => {
    const manager = (await login(backend.url, 'manager@demo.travel')).access_token;
    const theirs = (await list('page[size]=1', manager)).data[0] as Notification;
    expect((await call(backend.url, `/api/notifications/${theirs.id}`, { token: agent })).status).toBe(404);
    expect(
      (await call(backend.url, `/api/notifications/${theirs.id}/read`, { token: agent, method: 'POST' })).status,
    ).toBe(404);
    expect((await list('page[size]=1', manager)).data[0]?.was_read).toBe(theirs.was_read);
  });
});

describe('the seeded notifications’ language and orders', () => {
  const cyrillic = /[а-яёіїєґ]/i;

  it('come in the caller’s language (x-localization), each of the four different', async () => {
    const texts = async (locale: string) => {
      const answer = await call(backend.url, '/api/notifications?page[size]=100', { token: agent, locale });
      return listSchema.parse(answer.body).data.map((n) => `${n.subject} ${n.message}`);
    };
    const [ru, ro, en, ua] = await Promise.all(['ru', 'ro', 'en', 'ua'].map(texts));
    expect(ru!.every((text) => cyrillic.test(text))).toBe(true);
    expect(en!.some((text) => cyrillic.test(text))).toBe(false);
    expect(ro!.some((text) => cyrillic.test(text))).toBe(false);
    expect(en!.some((text) => text.startsWith('Important: passport rules for Egypt'))).toBe(true);
    expect(ro!.some((text) => text.startsWith('Important: cerințe pentru pașapoarte'))).toBe(true);
    expect(ua!.some((text) => text.startsWith('Важливо: вимоги до паспортів'))).toBe(true);
    for (const [i, text] of ru!.entries()) {
      expect(new Set([text, ro![i], en![i], ua![i]]).size).toBe(4);
    }
    // The user's latest items and one notification read alike.
    const user = userSchema.parse((await call(backend.url, '/api/jwt/user', { token: agent, locale: 'en' })).body);
    expect(user.notifications.items.some((n) => cyrillic.test(n.subject))).toBe(false);
    const one = await call<{ data: Notification }>(
      backend.url,
      `/api/notifications/${user.notifications.items[0]!.id}`,
      { token: agent, locale: 'ro' },
    );
    expect(cyrillic.test(one.body.data.subject)).toBe(false);
  });

  it('name orders of the user’s own journal, linked to them', async () => {
    for (const email of ['agent@demo.travel', 'manager@demo.travel', 'ats@demo.travel']) {
      const token = email === 'agent@demo.travel' ? agent : (await login(backend.url, email)).access_token;
      const journal = await call<{ data: { id: number; number: string; status: string }[] }>(
        backend.url,
        '/api/orders?page[size]=100',
        { token, locale: 'en' },
      );
      expect(journal.status).toBe(200);
      const numbers = new Map(journal.body.data.map((o) => [o.number, o.id]));
      const statuses = new Map(journal.body.data.map((o) => [o.number, o.status]));
      const english = (await call(backend.url, '/api/notifications?page[size]=100', { token, locale: 'en' })).body as {
        data: Notification[];
      };
      // Each says only what is true of its order: no payment asked of a paid or cancelled one,
      // no confirmation of a pending one.
      for (const notice of english.data) {
        const status = statuses.get(notice.subject.match(/MD-\d+/)?.[0] ?? '');
        if (notice.subject.endsWith('awaits payment')) expect(['confirmed', 'partially_paid']).toContain(status);
        if (notice.subject.endsWith('confirmed') && notice.subject.startsWith('Order'))
          expect(['confirmed', 'partially_paid', 'paid']).toContain(status);
        if (notice.subject.startsWith('Payment for order'))
          expect(['partially_paid', 'paid', 'cancelled', 'cancellation_requested']).toContain(status);
      }
      const notices = (await list('page[size]=100', token)).data.filter(
        (n) => n.category === 'orders' || n.category === 'payments',
      );
      expect(notices.length).toBeGreaterThan(0);
      for (const notice of notices) {
        const named = `${notice.subject} ${notice.message}`.match(/MD-\d+/g) ?? [];
        expect(named.length).toBeGreaterThan(0);
        for (const number of named) {
          expect(numbers.has(number)).toBe(true);
          expect(notice.message).toContain(`href="/orders?order=${numbers.get(number)}"`);
        }
      }
    }
  });
});
