import { safeParse } from 'zod/mini';
import type { $ZodObject, $ZodType, output } from 'zod/v4/core';
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

/** A GET form's fields as it would submit them, read as paramsOf reads a page's record (a file field counts as none). */
export function formParams(form: HTMLFormElement): ReadableParams {
  const fields = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') fields.append(key, value);
  return joined((name) => fields.getAll(name));
}

/** URLSearchParams (the browser's, a submitted form's) read as paramsOf reads a page's record. */
export function searchParamsOf(params: { getAll(name: string): string[] } | null): ReadableParams | null {
  return params && joined((name) => params.getAll(name));
}

/** A field's schema without its optional, default or nullable wrapper (a list's field `z.optional(z.array(…))`). */
function innerOf(field: $ZodType): $ZodType {
  const def = field._zod.def as { type: string; innerType?: $ZodType };
  return def.innerType && ['optional', 'default', 'prefault', 'nullable'].includes(def.type) ? innerOf(def.innerType) : field;
}

/**
 * One URL parameter as its field's schema takes it, or undefined: the text itself, else as a number
 * (`?page=2`), else as a day typed DD.MM.YYYY (isoDayOf); a list (`?status=a,b`) keeps the items
 * its schema takes, once each.
 */
function fieldOf(field: $ZodType, text: string): unknown {
  const inner = innerOf(field);
  const def = inner._zod.def as { type: string; element?: $ZodType };
  if (def.type === 'array' && def.element) {
    const element = def.element;
    const items = [...new Set(text.split(',').map((item) => item.trim()).filter(Boolean))].map((item) => fieldOf(element, item)).filter((item) => item !== undefined);
    return items.length && safeParse(field, items).success ? items : undefined;
  }
  const candidates = [text, /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined, isoDayOf(text)];
  return candidates.find((value) => value !== undefined && safeParse(field, value).success);
}

/**
 * A list's query from its URL by the list's own wire schema (lib/schemas; docs/architecture.md
 * "Server-first screens"), forgiving field by field: a hand-edited or stale link loses only its
 * bad parameters, never the page; an empty one is no filter; defaults are the schema's. A rule
 * between fields (a period's order) drops the fields it names.
 */
export function readQuery<S extends $ZodObject>(schema: S, params: ReadableParams | null): output<S> {
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema._zod.def.shape)) {
    const text = params?.get(name)?.trim();
    const read = text ? fieldOf(field, text) : undefined;
    if (read !== undefined) value[name] = read;
  }
  for (;;) {
    const result = safeParse(schema, value);
    if (result.success) return result.data;
    const named = result.error.issues.map((issue) => issue.path[0]).filter((name) => typeof name === 'string' && name in value);
    if (!named.length) return safeParse(schema, {}).data as output<S>;
    for (const name of named) delete value[name as string];
  }
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

/** How a list of records keeps its state in its page's URL (components/ui/use-record-list-url.ts); a module-level constant per list. */
export interface RecordListUrlSpec<Q extends { sort: string; page: number }, F> {
  /** The list's page (`/orders`, `/ats/orders`): a record's link is this page with it open. */
  path: string;
  /** The query the URL says, defaults filled in; forgiving (a bad part is dropped). */
  read: (params: ReadableParams | null) => Q;
  /** The open record's id (`?order=`), or null. */
  readOpen: (params: ReadableParams | null) => number | null;
  /** The URL's search string (`?…` or '') of a query and an open record. */
  search: (query: Q, open: number | null) => string;
  /** New filters on a query: page 1, the sort kept. */
  withFilters: (query: Q, filters: F) => Q;
}
