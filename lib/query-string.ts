import { isoDayOf } from '@/lib/shared/calendar-days';

/** A query parameter value; null and undefined leave the parameter out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * `?a=1&ids=3,4` from a record, or '' when nothing is left: arrays are comma-joined (docs/product.md §7),
 * empty arrays and empty strings are left out. Used for backend calls, BFF calls and page URLs.
 */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** What a list's URL reader reads: URLSearchParams, Next's `searchParams`, or a page's record (paramsOf). */
export interface ReadableParams {
  get(name: string): string | null;
}

/**
 * A reader over query parameters as a plain GET form submits them (docs/architecture.md "Server-first
 * screens"): a repeated key (a group of checkboxes) reads as its non-empty values comma-joined, the
 * URL's own list format (toQueryString), so one reader serves the links and the form.
 */
function joined(all: (name: string) => readonly string[]): ReadableParams {
  return {
    get(name) {
      const values = all(name);
      if (values.length <= 1) return values[0] ?? null;
      return values.filter((value) => value.trim() !== '').join(',');
    },
  };
}

/** A page's `searchParams` record read like URLSearchParams, a repeated parameter's values joined (`joined`). */
export function paramsOf(record: Record<string, string | string[] | undefined>): ReadableParams {
  return joined((name) => {
    const value = record[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  });
}

/**
 * The search string (`?…` or '') a list writes for a GET filter form's fields (docs/architecture.md
 * "Server-first screens"): what a plain submit sends, written short: a repeated key comma-joined,
 * empty fields left out, a day typed DD.MM.YYYY (an input marked `data-day`) written as ISO. It
 * checks nothing: the server page reads the URL with the list's schema.
 */
export function formSearch(form: HTMLFormElement): string {
  return toQueryString(formRecord(form));
}

/** A GET form's non-empty fields, a repeated key's values as a list, a `data-day` input's DD.MM.YYYY as ISO (formSearch). */
export function formRecord(form: HTMLFormElement): Record<string, string[]> {
  const fields = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === 'string' && value.trim() !== '') fields.append(key, value.trim());
  const days = new Set([...form.querySelectorAll<HTMLInputElement>('input[data-day]')].map((input) => input.name));
  const record: Record<string, string[]> = {};
  for (const key of new Set(fields.keys()))
    record[key] = fields.getAll(key).map((value) => (days.has(key) ? (isoDayOf(value) ?? value) : value));
  return record;
}

/** URLSearchParams (the browser's, a submitted form's) read as paramsOf reads a page's record. */
export function searchParamsOf(params: { getAll(name: string): string[] } | null): ReadableParams | null {
  return params && joined((name) => params.getAll(name));
}

/**
 * A list's `sort` parameter as its URL and the backend's query carry it: a column's key, `-` before
 * it for descending (the journal, the flight list). Shared by their queries and their column headers.
 */
export interface ListSort<K extends string> {
  key: K;
  descending: boolean;
}

/** The column a sort names and its direction; an unknown column is `fallback`. */
export function readListSort<K extends string>(sort: string, keys: readonly K[], fallback: K): ListSort<K> {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  return { key: (keys as readonly string[]).includes(key) ? (key as K) : fallback, descending };
}

/**
 * A click on a column header: the same column flips its direction; another starts ascending when
 * it is one of `ascendingFirst` (a number, a departure) and descending otherwise (newest, largest).
 */
export function nextListSort<K extends string>(current: ListSort<K>, key: K, ascendingFirst: readonly K[]): string {
  if (current.key === key) return current.descending ? key : `-${key}`;
  return ascendingFirst.includes(key) ? key : `-${key}`;
}

/** A record's id in a URL parameter (`?order=`, `?seller=`): a positive 32-bit integer, or undefined. */
export function recordIdOf(text: string | null | undefined): number | undefined {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined;
}

/** How a list of records writes its state into its page's URL (components/ui/use-record-list-url.ts); a module-level constant per list. */
export interface RecordListUrlSpec<Q extends { sort: string; page: number }> {
  /** The list's page (`/orders`, `/ats/orders`): a record's link is this page with it open. */
  path: string;
  /** The URL's search string (`?…` or '') of a query and an open record. */
  search: (query: Q, open: number | null) => string;
}
