import { safeCssColor } from '@/lib/shared/css-color';
import { notificationSchema, notificationsListSchema } from '@/lib/schemas/notifications';
import { userSchema } from '@/lib/schemas/user';

/**
 * A notification's colour goes into a style attribute (components/notifications/*): only a hex
 * colour or a named colour passes the schema every notification is read through, anything else
 * becomes '' and the component shows the brand colour (docs/testing.md, "Security").
 */

const notification = (color: string) => ({
  id: 1,
  color,
  subject: 'S',
  message: '<p>M</p>',
  category: 'general',
  created_at: '2026-11-26T08:00:00Z',
  was_read: false,
});

const HOSTILE = [
  'red;background-image:url(https://evil.example/x)',
  'red; position: fixed; inset: 0',
  '#fff;background:url(//evil.example)',
  'url(https://evil.example/x)',
  'expression(alert(1))',
  'var(--brand-primary)',
  'rgb(0 0 0 / 0.5)',
  '#ggg',
  '#12345',
  '"red"',
  'red}body{display:none',
  'red\\;x',
  'red/**/',
  '',
];

describe('notification colours', () => {
  it.each([
    ['#2563eb', '#2563eb'],
    ['#ABC', '#ABC'],
    ['#abcd', '#abcd'],
    ['#11223344', '#11223344'],
    ['red', 'red'],
    ['Teal', 'teal'],
    [' #059669 ', '#059669'],
  ])('keeps %j as %j', (color, kept) => {
    expect(notificationSchema.parse(notification(color)).color).toBe(kept);
  });

  it('drops everything that is not one hex or named colour, wherever a notification is read', () => {
    for (const color of HOSTILE) {
      expect({ color, parsed: notificationSchema.parse(notification(color)).color }).toEqual({ color, parsed: '' });
      expect(safeCssColor(color)).toBeUndefined();
    }
    const list = notificationsListSchema.parse({
      data: HOSTILE.map(notification),
      meta: { total: HOSTILE.length, page: 1, size: 20 },
    });
    expect(list.data.map((n) => n.color).filter(Boolean)).toEqual([]);
  });

  it('the user’s latest notifications (the top bar and the pop-up) go through the same rule', () => {
    const shape = userSchema.shape.notifications;
    const parsed = shape.parse({
      unread: 1,
      items: [notification('red;background-image:url(https://evil.example/x)'), notification('#059669')],
    });
    expect(parsed.items.map((n) => n.color)).toEqual(['', '#059669']);
  });
});
