import { notificationPreview, NOTIFICATION_PREVIEW_LENGTH } from '@/lib/notifications/preview';

describe('notificationPreview', () => {
  it('keeps a text of at most 80 characters unchanged', () => {
    const text = 'a'.repeat(80);
    expect(notificationPreview(text)).toBe(text);
    expect(notificationPreview('<p>Short</p>')).toBe('Short');
  });

  it('cuts 81+ characters to 80 plus an ellipsis', () => {
    expect(notificationPreview('b'.repeat(81))).toBe(`${'b'.repeat(80)}…`);
    expect(NOTIFICATION_PREVIEW_LENGTH).toBe(80);
  });

  it('strips tags and decodes entities before counting', () => {
    const html = `<p><b>${'x'.repeat(78)}</b> &amp; more</p>`;
    expect(notificationPreview(html)).toBe(`${'x'.repeat(78)} &…`);
    expect(notificationPreview('<p>A&nbsp;&lt;b&gt;&#39;c&#x27;</p>')).toBe("A <b>'c'");
    expect(notificationPreview('<script>alert(1)</script>Hello')).toBe('Hello');
  });

  it('counts Cyrillic by characters, not bytes', () => {
    const text = 'Ж'.repeat(80);
    expect(notificationPreview(text)).toBe(text);
    expect(notificationPreview(`${text}Щ`)).toBe(`${text}…`);
    expect(Array.from(notificationPreview('Ї'.repeat(100))).length).toBe(81);
  });
});
