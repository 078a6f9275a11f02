import { safeHref, safeImageSrc, sanitizeHtml } from '@/lib/html/sanitize';

describe('sanitizeHtml: the notifications’ formatting', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<p>Order <b>№1</b>, <i>i</i> <strong>s</strong> <em>e</em><br/></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(
      '<p>Order <b>№1</b>, <i>i</i> <strong>s</strong> <em>e</em><br></p><ul><li>one</li></ul><ol><li>two</li></ol>',
    );
  });

  it('removes scripts with their content and styles', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<style>p{}</style><SCRIPT src="x"></SCRIPT>ok')).toBe('ok');
  });

  it('removes event handlers and unknown attributes', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">hi')).toBe('hi');
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<b onmouseover=alert(1)>t</b>')).toBe('<b>t</b>');
  });

  it('refuses javascript: and other unsafe links, even disguised', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(safeHref('//evil.example')).toBeNull();
  });

  it('keeps http(s), mailto and site links with rel=noopener', () => {
    expect(sanitizeHtml('<a href="https://ex.md/a?b=1&c=2" onclick="x">x</a>')).toBe(
      '<a href="https://ex.md/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml("<a href='mailto:op@ex.md'>m</a>")).toBe(
      '<a href="mailto:op@ex.md" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeHtml('<a href="/orders">o</a>')).toBe('<a href="/orders" rel="noopener noreferrer">o</a>');
  });

  it('escapes stray angle brackets and closes what it opened', () => {
    expect(sanitizeHtml('1 < 2 <b>bold')).toBe('1 &lt; 2 <b>bold</b>');
    expect(sanitizeHtml('</div></p>text')).toBe('text');
    expect(sanitizeHtml('<a title="x>y" href="/a">z</a>')).toBe('<a href="/a" rel="noopener noreferrer">z</a>');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<div><span>text</span></div>')).toBe('text');
  });
});

describe('sanitizeHtml: the operator’s articles (news, rules, FAQ)', () => {
  it('keeps headings, lists and tables with their spans', () => {
    const html =
      '<h2>Visas</h2><h3>Egypt</h3><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<table><caption>Penalties</caption><thead><tr><th colspan="2">Days</th></tr></thead>' +
      '<tbody><tr><td rowspan="1">30+</td><td>0%</td></tr></tbody></table><hr><blockquote>q</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('renders an author’s h1 as an h2: the page keeps its own h1', () => {
    expect(sanitizeHtml('<h1 class="x">Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('with headingsFrom, moves the text’s outline under the page’s title without skipping a level', () => {
    // A news text that starts at h3 (the page's title is its h1): h3 → h2, h4 → h3.
    expect(sanitizeHtml('<p>a</p><h3>Programme</h3><H4 id="x">Day 1</H4><h3>Prices</h3>', { headingsFrom: 2 })).toBe(
      '<p>a</p><h2>Programme</h2><h3>Day 1</h3><h2>Prices</h2>',
    );
    // One that starts at h1 goes down one; none is ever above h2 or below h6.
    expect(sanitizeHtml('<h1>A</h1><h2>B</h2><h6>C</h6>', { headingsFrom: 2 })).toBe('<h2>A</h2><h3>B</h3><h6>C</h6>');
    expect(sanitizeHtml('<h2>A</h2><h3>B</h3>', { headingsFrom: 3 })).toBe('<h3>A</h3><h4>B</h4>');
    // No headings: nothing to move; without the option the levels stay as written.
    expect(sanitizeHtml('<p>a</p><hr>', { headingsFrom: 2 })).toBe('<p>a</p><hr>');
    expect(sanitizeHtml('<h3>Programme</h3>')).toBe('<h3>Programme</h3>');
  });

  it('drops style blocks and style attributes: no style injection', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><p style="position:fixed;inset:0">t</p>')).toBe('<p>t</p>');
    expect(
      sanitizeHtml('<table style="background:url(javascript:alert(1))"><tr><td style="x">c</td></tr></table>'),
    ).toBe('<table><tr><td>c</td></tr></table>');
    expect(sanitizeHtml('<td colspan="2;color:red" rowspan="x">c</td>')).toBe('<td>c</td>');
  });

  it('removes scripts and event handlers from every kept tag', () => {
    expect(sanitizeHtml('<h2 onclick="alert(1)">a</h2><li onmouseover="x">b</li><td onfocus=alert(1)>c</td>')).toBe(
      '<h2>a</h2><li>b</li><td>c</td>',
    );
    expect(sanitizeHtml('<table><tr><td><script>alert(1)</script>ok</td></tr></table>')).toBe(
      '<table><tr><td>ok</td></tr></table>',
    );
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><svg onload="alert(1)"><a>x</a></svg>done')).toBe(
      'done',
    );
  });

  it('keeps site images with their alt text and refuses others', () => {
    expect(
      sanitizeHtml('<img src="/news/beach.svg" alt="Beach &amp; sea" width="400" height="abc" onerror="alert(1)">'),
    ).toBe('<img src="/news/beach.svg" alt="Beach &amp; sea" width="400" loading="lazy">');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">x')).toBe('x');
    expect(sanitizeHtml('<img src="javascript:alert(1)">x')).toBe('x');
    expect(sanitizeHtml('<img src="https://tracker.example/p.gif">x')).toBe('x');
    expect(safeImageSrc('//evil.example/a.png')).toBeNull();
    expect(safeImageSrc(' /news/a.svg')).toBe('/news/a.svg');
  });

  it('refuses javascript: and data: links inside tables and headings too', () => {
    expect(sanitizeHtml('<td><a href="JaVaScRiPt:alert(1)">x</a></td>')).toBe('<td><a>x</a></td>');
    expect(sanitizeHtml('<h3><a href="data:text/html;base64,PHNjcmlwdD4=">x</a></h3>')).toBe('<h3><a>x</a></h3>');
    expect(safeHref('&#x6a;avascript&colon;alert(1)')).toBeNull();
  });
});
