/**
 * A list's sort as its URL and the backend's query carry it: a column's key, `-` before it for
 * descending (the journal, the flight list). Shared by their queries and their column headers.
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
