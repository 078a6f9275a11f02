import type { Locale } from '@/lib/i18n/locales';

/**
 * The reports' CSV files (docs/product.md §13 "Report screens"): one format for every report, so
 * a file opens in a spreadsheet as the user's language expects it. UTF-8 with a BOM (Excel reads
 * the file as UTF-8 only with it); `;` between fields where the language's decimal mark is a comma
 * (ro, ru, ua), `,` in en; numbers with that decimal mark and no thousands grouping; CRLF lines.
 * Pure: the route handlers under app/api build the rows and answer the text.
 */

/** A cell: text (escaped and neutralised), a number (written in the language's format) or nothing. */
export type CsvCell = string | number | null | undefined;

/** A number cell with a fixed count of decimals (money: 2, a count: 0). */
export interface CsvNumber {
  value: number;
  digits: number;
}

export type CsvValue = CsvCell | CsvNumber;

export const CSV_BOM = '\uFEFF';

const COMMA_DECIMAL: Readonly<Record<Locale, boolean>> = { ru: true, ro: true, ua: true, en: false };

export function csvDecimalMark(locale: Locale): ',' | '.' {
  return COMMA_DECIMAL[locale] ? ',' : '.';
}

export function csvSeparator(locale: Locale): ';' | ',' {
  return COMMA_DECIMAL[locale] ? ';' : ',';
}

/** A number as a spreadsheet reads it in the language: `-1234,50` (ru, ro, ua), `-1234.50` (en). */
export function csvNumber(value: number, locale: Locale, digits = 0): string {
  const fixed = (Object.is(value, -0) ? 0 : value).toFixed(digits);
  // toFixed of a tiny negative gives "-0.00": no sign on a zero.
  const text = Number(fixed) === 0 ? fixed.replace(/^-/, '') : fixed;
  return text.replace('.', csvDecimalMark(locale));
}

/** Money in a cell: two decimals. */
export const csvMoney = (value: number): CsvNumber => ({ value, digits: 2 });

/**
 * A text a spreadsheet could run as a formula (CSV injection, as OWASP lists it): one starting with
 * = + - @, their full-width forms ＝ ＋ － ＠ (which spreadsheets in East Asian locales read as
 * the same), a tab, CR or NUL, or with such a formula sign after leading NULs and blanks.
 */
const FORMULA_START = /^[\0\t\r]|^[\0\t\r\n ]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One text field: a formula start (FORMULA_START) gets a `'` before it so no spreadsheet runs it
 * as a formula; a field holding the separator, a quote, CR or LF is quoted, its quotes doubled.
 */
export function csvText(text: string, separator: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cell(value: CsvValue, locale: Locale, separator: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return csvNumber(value, locale, Number.isInteger(value) ? 0 : 2);
  if (typeof value === 'object') return csvNumber(value.value, locale, value.digits);
  return csvText(value, separator);
}

/** The whole file: BOM, the header line, the rows, CRLF after each line. */
export function toCsv(locale: Locale, header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const separator = csvSeparator(locale);
  const line = (values: readonly CsvValue[]) => values.map((value) => cell(value, locale, separator)).join(separator);
  return `${CSV_BOM}${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/** The download's headers: a CSV attachment named `name` (ASCII, as the route gives it). */
export function csvHeaders(filename: string): HeadersInit {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  };
}
