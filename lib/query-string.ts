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

/** A page's `searchParams` record read like URLSearchParams (a repeated parameter counts once, its first value). */
export function paramsOf(record: Record<string, string | string[] | undefined>): { get(name: string): string | null } {
  return {
    get(name) {
      const value = record[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    },
  };
}
