/**
 * A page URL's search string edited in the browser (docs/architecture.md §11): the server read the
 * URL with the page's schema and passed its canonical search string down; a link is that string
 * with a parameter set or removed. Nothing here reads or checks a value, and it imports nothing:
 * the browser code of a server-first screen takes no URL reader with it.
 */

/** `search` (`?…` or '') with parameters set, or removed where null; a comma stays a comma (the URL's list format). */
export function withParams(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/**
 * A GET form's fields as the search string a plain submit opens, empty fields left out and a
 * repeated key (checkboxes) as the URL's comma list: the server page reads it as it reads a link.
 */
export function formSearch(form: HTMLFormElement): string {
  const fields: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    fields[key] = fields[key] ? `${fields[key]},${value.trim()}` : value.trim();
  }
  return withParams('', fields);
}
