import { sanitizeHtml } from '@/lib/html/sanitize';
import { highlightHtml, highlightText, matchesTerms, searchSnippet, searchTerms } from '@/lib/shared/text-search';
import { htmlToPlainText } from '@/lib/shared/html-text';

describe('searchTerms and matchesTerms', () => {
  it('needs every word, without case or diacritics', () => {
    const terms = searchTerms('  ȘARM  egipt ');
    expect(terms).toEqual(['egipt', 'sarm']);
    expect(matchesTerms('Zboruri charter spre Șarm el-Șeih, Egipt', terms)).toBe(true);
    expect(matchesTerms('Zboruri charter spre Hurghada, Egipt', terms)).toBe(false);
  });

  it('folds ё to е and compares Cyrillic by letters', () => {
    expect(matchesTerms('Всё включено', searchTerms('ВСЕ'))).toBe(true);
    expect(matchesTerms('Візи до Єгипту', searchTerms('єгипт'))).toBe(true);
  });

  it('matches everything for an empty query', () => {
    expect(searchTerms(' , ')).toEqual([]);
    expect(matchesTerms('anything', [])).toBe(true);
  });
});

describe('highlightText', () => {
  it('cuts a text into marked words and the rest, keeping the original letters', () => {
    expect(highlightText('Visa on arrival in Egypt: visa fee 25 USD', ['visa', 'egypt'])).toEqual([
      { text: 'Visa', match: true },
      { text: ' on arrival in ', match: false },
      { text: 'Egypt', match: true },
      { text: ': ', match: false },
      { text: 'visa', match: true },
      { text: ' fee 25 USD', match: false },
    ]);
  });

  it('marks whole words only, diacritics and ё folded, and returns the whole text unmarked without marks', () => {
    expect(highlightText('Șarm el-Șeih', ['sarm', 'arm'])).toEqual([
      { text: 'Șarm', match: true },
      { text: ' el-Șeih', match: false },
    ]);
    expect(highlightText('Паспорт ребёнка', ['ребенка'])).toEqual([
      { text: 'Паспорт ', match: false },
      { text: 'ребёнка', match: true },
    ]);
    expect(highlightText('Text', [])).toEqual([{ text: 'Text', match: false }]);
  });
});

describe('highlightHtml', () => {
  it('marks words in text only, never inside tags or attributes', () => {
    const html = sanitizeHtml('<p>Read the <a href="/rules/visa">visa rules</a> before the visa trip</p>');
    expect(highlightHtml(html, ['visa'])).toBe(
      '<p>Read the <a href="/rules/visa" rel="noopener noreferrer"><mark>visa</mark> rules</a> before the <mark>visa</mark> trip</p>',
    );
  });

  it('keeps entities whole and matches their decoded text', () => {
    expect(highlightHtml('<p>Tom &amp; Jerry &lt;3</p>', ['tom', 'jerry'])).toBe(
      '<p><mark>Tom</mark> &amp; <mark>Jerry</mark> &lt;3</p>',
    );
    expect(highlightHtml('<p>Caf&eacute; 1&nbsp;000</p>', ['caf'])).toBe('<p><mark>Caf</mark>&eacute; 1&nbsp;000</p>');
  });

  it('marks inside table cells and headings, and leaves HTML alone without marks', () => {
    const html = '<h3>Penalties</h3><table><tr><td>30 days</td><td>penalty 30%</td></tr></table>';
    expect(highlightHtml(html, ['penalties', 'penalty'])).toBe(
      '<h3><mark>Penalties</mark></h3><table><tr><td>30 days</td><td><mark>penalty</mark> 30%</td></tr></table>',
    );
    expect(highlightHtml(html, [])).toBe(html);
  });

  it('escapes nothing new: a mark that looks like markup only marks text', () => {
    expect(highlightHtml('<p>a &lt;b&gt; c</p>', ['b'])).toBe('<p>a &lt;<mark>b</mark>&gt; c</p>');
  });
});

describe('searchSnippet', () => {
  const text = `${'Lorem ipsum dolor sit amet '.repeat(8)}the visa fee is 25 USD, paid on arrival ${'consectetur adipiscing elit '.repeat(8)}`;

  it('shows the words around the first marked word with ellipses where it was cut', () => {
    const snippet = searchSnippet(text, ['visa'], 40);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('the visa fee is 25 USD');
    expect(snippet.length).toBeLessThanOrEqual(40 * 2 + 'visa'.length + 2);
  });

  it('starts at the text’s start when nothing in it is marked', () => {
    expect(searchSnippet('Short text', ['visa'])).toBe('Short text');
    expect(searchSnippet(text, [], 20).startsWith('Lorem ipsum')).toBe(true);
  });
});

describe('htmlToPlainText (what a search and its snippet read of the operator’s HTML)', () => {
  it('keeps table cells, rows and blocks apart as words', () => {
    const html =
      '<table><tr><th>До заезда</th><th>Штраф</th></tr><tr><td>30&nbsp;дней</td><td>10%</td></tr></table><blockquote>Важно</blockquote><p>Текст</p>';
    expect(htmlToPlainText(html)).toBe('До заезда Штраф 30 дней 10% Важно Текст');
    expect(searchSnippet(htmlToPlainText(html), ['штраф'])).not.toMatch(/заездаШтраф|Штраф30/);
  });

  it('drops scripts and styles with their content', () => {
    expect(htmlToPlainText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('a b');
  });
});
