import { csvMoney, csvNumber, csvSeparator, csvText, toCsv } from '@/lib/reports/csv';

describe('the reports CSV (docs/product.md §13 "Report screens")', () => {
  it('writes numbers with the language decimal mark and no thousands grouping, in all four languages', () => {
    expect(csvNumber(1234567.5, 'ru', 2)).toBe('1234567,50');
    expect(csvNumber(1234567.5, 'ro', 2)).toBe('1234567,50');
    expect(csvNumber(1234567.5, 'ua', 2)).toBe('1234567,50');
    expect(csvNumber(1234567.5, 'en', 2)).toBe('1234567.50');
    expect(csvNumber(-12.3, 'ru', 2)).toBe('-12,30');
    expect(csvNumber(-0.001, 'en', 2)).toBe('0.00');
    expect(csvNumber(42, 'ua')).toBe('42');
  });

  it('separates fields with ; where the decimal mark is a comma and with , in English', () => {
    expect(csvSeparator('ru')).toBe(';');
    expect(csvSeparator('ro')).toBe(';');
    expect(csvSeparator('ua')).toBe(';');
    expect(csvSeparator('en')).toBe(',');
  });

  it('quotes a field holding the separator, a quote, CR or LF, and doubles its quotes', () => {
    expect(csvText('plain', ';')).toBe('plain');
    expect(csvText('a;b', ';')).toBe('"a;b"');
    expect(csvText('a,b', ';')).toBe('a,b');
    expect(csvText('a,b', ',')).toBe('"a,b"');
    expect(csvText('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvText('two\nlines', ',')).toBe('"two\nlines"');
    expect(csvText('cr\rhere', ';')).toBe('"cr\rhere"');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvText('=SUM(A1:A2)', ',')).toBe("'=SUM(A1:A2)");
    expect(csvText('+123', ',')).toBe("'+123");
    expect(csvText('-1+1', ',')).toBe("'-1+1");
    expect(csvText('@cmd', ',')).toBe("'@cmd");
    expect(csvText('=1,2', ',')).toBe('"\'=1,2"');
    // A number cell is a number, with its sign kept.
    expect(toCsv('en', ['n'], [[-5]])).toBe('\uFEFFn\r\n-5\r\n');
  });

  it('neutralises a formula behind a leading NUL, tab, CR or blank, and the full-width ＝ ＋ － ＠ (OWASP CSV injection)', () => {
    expect(csvText('\0=HYPERLINK("http://evil.test")', ',')).toBe('"\'\0=HYPERLINK(""http://evil.test"")"');
    expect(csvText('\0cmd', ';')).toBe("'\0cmd");
    expect(csvText('\tcmd', ';')).toBe("'\tcmd");
    expect(csvText('\r=1', ';')).toBe('"\'\r=1"');
    expect(csvText(' =1+2', ';')).toBe("' =1+2");
    expect(csvText('\n@SUM(A1)', ';')).toBe('"\'\n@SUM(A1)"');
    for (const sign of ['＝', '＋', '－', '＠'])
      expect(csvText(`${sign}cmd|' /C calc'!A0`, ';')).toBe(`'${sign}cmd|' /C calc'!A0`);
    // Text that only holds these signs later is kept as written.
    expect(csvText('Chișinău - Antalya', ';')).toBe('Chișinău - Antalya');
    expect(csvText('a＝b', ';')).toBe('a＝b');
  });

  it('writes the whole file: BOM, header, rows, CRLF, money with two decimals, empty cells', () => {
    const rows = [
      ['Chișinău – Antalya', 3, csvMoney(1500.5)],
      ['Total; all', null, csvMoney(-20)],
    ];
    expect(toCsv('ro', ['Rută', 'Zboruri', 'Sumă'], rows)).toBe(
      '\uFEFFRută;Zboruri;Sumă\r\nChișinău – Antalya;3;1500,50\r\n"Total; all";;-20,00\r\n',
    );
    expect(toCsv('en', ['Route', 'Flights', 'Amount'], rows)).toBe(
      '\uFEFFRoute,Flights,Amount\r\nChișinău – Antalya,3,1500.50\r\nTotal; all,,-20.00\r\n',
    );
    expect(toCsv('ru', ['Маршрут'], [['Кишинёв']])).toBe('\uFEFFМаршрут\r\nКишинёв\r\n');
    expect(toCsv('ua', ['Сума'], [[csvMoney(0.1 + 0.2)]])).toBe('\uFEFFСума\r\n0,30\r\n');
  });
});
