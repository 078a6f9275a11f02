import { readResultsParams, DEFAULT_SORT } from '@/lib/search/results-params';
import { rememberSearch } from '@/lib/search/last-search';
import { searchQueryString } from '@/lib/search/query';
import { formQueryOf, type SearchFormValues } from '@/lib/search/form-schema';
import { tourHistoryState } from '@/lib/search/history-entry';
import { tourSearchCheck, type SearchQuery } from '@/lib/schemas/search';

// What the search page does only once the user acts: the form's rules (the search's schema) and the
// focus on the first invalid field, the search URL, the remembered search and the results'
// skeleton. Not first-load code: loadSearchActions() fetches it on the first interaction.
export { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
export { ResultsSkeleton } from '@/components/search/results/results-skeleton';

/** The form's check: its values read as the wire query and checked by `tourSearchCheck` (lib/schemas/search.ts). */
export const checkSearchForm = (values: SearchFormValues) => tourSearchCheck(formQueryOf(values));

/**
 * A search starts: the results' code and first page are asked for, the URL (pushState, no server
 * round trip, the entry keeping the form's values) and the remembered-search cookie get the query.
 * The sort the results were shown in stays; a new search starts on page 1.
 */
export function startSearch(next: SearchQuery, values: SearchFormValues): void {
  const { sort } = readResultsParams(new URLSearchParams(window.location.search));
  void import('@/lib/hooks/use-search-results').then((results) => results.preloadSearchResults(next, sort, 1));
  const queryString = searchQueryString({ query: next, ...(sort !== DEFAULT_SORT ? { sort } : {}) });
  rememberSearch(queryString);
  const entry = tourHistoryState({ values, query: next });
  // A search's history entry with the form's values, not a list's URL state (useListUrl): back and
  // forward restore them (docs/architecture.md §11 "The tour search").
  if (window.location.search !== queryString)
    window.history.pushState(entry, '', `${window.location.pathname}${queryString}`);
  else window.history.replaceState(entry, '');
}
