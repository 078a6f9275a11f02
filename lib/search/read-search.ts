import 'server-only';
import { paramsOf, type ReadableParams } from '@/lib/query-string';
import { readQuery } from '@/lib/read-query';
import { searchQueryObjectSchema, searchQuerySchema, searchUrlSchema, type SearchQuery } from '@/lib/schemas/search';
import { SEARCH_PARAMS, type SearchUrlState } from './query';

/**
 * The tour search's URL (or the remembered search's query string) read on the server by the
 * search's own schema, `searchUrlSchema` (docs/architecture.md §11 "Server-first screens"): the page
 * hands the form what it reads as props, so the browser never parses the URL. Field by field as
 * `readQuery` reads a list's URL: a bad parameter is left out, the defaults are the schema's, a
 * rule between fields drops the field it names. The currency may be written in any case.
 */

type UrlRecord = Record<string, string | string[] | undefined>;

const paramsOfSource = (source: UrlRecord | string): ReadableParams =>
  typeof source === 'string' ? new URLSearchParams(source) : paramsOf(source);

/** Whether the URL names any field of a search, not only its results' sort or page (else the page starts from the remembered search). */
export function namesTourSearch(source: UrlRecord | string): boolean {
  const params = paramsOfSource(source);
  return Object.entries(SEARCH_PARAMS).some(
    ([field, name]) => field !== 'sort' && field !== 'page' && params.get(name) !== null,
  );
}

/** Ranges count only with both ends (docs/product.md §5): an end read alone is dropped. */
const PAIRS = [
  ['date_from', 'date_to'],
  ['nights_from', 'nights_to'],
] as const;

export function readTourSearch(source: UrlRecord | string): SearchUrlState {
  const params = paramsOfSource(source);
  const reader: ReadableParams = {
    get: (field) => {
      // Children's ages repeat (twins), and readQuery reads a list as a set: read below.
      if (field === 'children_ages') return null;
      const text = params.get(SEARCH_PARAMS[field as keyof typeof SEARCH_PARAMS]);
      return field === 'currency' ? (text?.toUpperCase() ?? null) : text;
    },
  };
  const { sort, page, ...read } = readQuery(searchUrlSchema, reader);
  const query: Partial<SearchQuery> = Object.fromEntries(
    Object.entries(read).filter(([, value]) => value !== undefined),
  );
  for (const [from, to] of PAIRS) {
    if (query[from] === undefined || query[to] === undefined) {
      delete query[from];
      delete query[to];
    }
  }
  const ages = params
    .get(SEARCH_PARAMS.children_ages)
    ?.split(',')
    .map((age) => (/^\s*\d+\s*$/.test(age) ? Number(age) : age));
  const children = searchQueryObjectSchema.shape.children_ages.safeParse(ages);
  if (ages && children.success) query.children_ages = children.data;

  const state: SearchUrlState = { query };
  if (sort) state.sort = sort;
  if (page !== undefined) state.page = page;
  return state;
}

/** The URL's search when it is a whole one (its results can be shown), else null. */
export function wholeSearch(query: Partial<SearchQuery>): SearchQuery | null {
  const result = searchQuerySchema.safeParse(query);
  return result.success ? result.data : null;
}
