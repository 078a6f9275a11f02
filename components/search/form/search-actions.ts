import { DEFAULT_SORT } from '@/lib/search/results-params';
import { rememberSearch } from '@/lib/search/last-search';
import { completeQuery, parseSearchParams, searchQueryString } from '@/lib/search/query';
import { toFormValues, type SearchFormValues } from '@/lib/search/form-schema';
import type { SearchQuery } from '@/lib/schemas/search';

// What the search page does only once the user acts: the form's rules and the focus on the first
// invalid field, the search URL, the remembered search and the results' skeleton. Not first-load
// code: loadSearchActions() fetches it on the first interaction.
export { parseSearchForm } from '@/lib/search/form-schema';
export { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
export { ResultsSkeleton } from '@/components/search/results/results-skeleton';

/**
 * A search starts: the results' code and first page are asked for, the URL (pushState, no server
 * round trip) and the remembered-search cookie get the query. The sort the results were shown in
 * stays; a new search starts on page 1.
 */
export function startSearch(next: SearchQuery): void {
  const { sort } = parseSearchParams(window.location.search);
  void import('@/lib/hooks/use-search-results').then((results) => results.preloadSearchResults(next, sort ?? DEFAULT_SORT, 1));
  const queryString = searchQueryString({ query: next, ...(sort ? { sort } : {}) });
  rememberSearch(queryString);
  if (window.location.search !== queryString) window.history.pushState(null, '', `${window.location.pathname}${queryString}`);
}

/** The search of the current URL (back/forward): its query, and the form's values over `current`. */
export function searchOfUrl(): { query: SearchQuery | null; formValues: (current: SearchFormValues) => SearchFormValues } {
  const state = parseSearchParams(window.location.search);
  return { query: completeQuery(state.query), formValues: (current) => toFormValues(state.query, current) };
}
