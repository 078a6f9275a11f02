import { notificationPreview, NOTIFICATION_PREVIEW_LENGTH } from '@/lib/notifications/preview';
import { safeHref, sanitizeNotificationHtml } from '@/lib/notifications/sanitize';

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

describe('sanitizeNotificationHtml', () => {
  it('keeps the allowed formatting', () => {
    const html = '<p>Order <b>№1</b>, <i>i</i> <strong>s</strong> <em>e</em><br/></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeNotificationHtml(html)).toBe('<p>Order <b>№1</b>, <i>i</i> <strong>s</strong> <em>e</em><br></p><ul><li>one</li></ul><ol><li>two</li></ol>');
  });

  it('removes scripts with their content and styles', () => {
    expect(sanitizeNotificationHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeNotificationHtml('<style>p{}</style><SCRIPT src="x"></SCRIPT>ok')).toBe('ok');
  });

  it('removes event handlers and unknown attributes', () => {
    expect(sanitizeNotificationHtml('<img src=x onerror="alert(1)">hi')).toBe('hi');
    expect(sanitizeNotificationHtml('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeNotificationHtml('<b onmouseover=alert(1)>t</b>')).toBe('<b>t</b>');
  });

  it('refuses javascript: and other unsafe links, even disguised', () => {
    expect(sanitizeNotificationHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNotificationHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNotificationHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeNotificationHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(safeHref('//evil.example')).toBeNull();
  });

  it('keeps http(s), mailto and site links with rel=noopener', () => {
    expect(sanitizeNotificationHtml('<a href="https://ex.md/a?b=1&c=2" onclick="x">x</a>')).toBe(
      '<a href="https://ex.md/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeNotificationHtml("<a href='mailto:op@ex.md'>m</a>")).toBe('<a href="mailto:op@ex.md" rel="noopener noreferrer">m</a>');
    expect(sanitizeNotificationHtml('<a href="/orders">o</a>')).toBe('<a href="/orders" rel="noopener noreferrer">o</a>');
  });

  it('escapes stray angle brackets and closes what it opened', () => {
    expect(sanitizeNotificationHtml('1 < 2 <b>bold')).toBe('1 &lt; 2 <b>bold</b>');
    expect(sanitizeNotificationHtml('</div></p>text')).toBe('text');
    expect(sanitizeNotificationHtml('<a title="x>y" href="/a">z</a>')).toBe('<a href="/a" rel="noopener noreferrer">z</a>');
    expect(sanitizeNotificationHtml('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeNotificationHtml('<div><span>text</span></div>')).toBe('text');
  });
});
