import type { SearchQuery } from '@/lib/schemas/search';
import type { SearchFormValues } from './form-schema';

/**
 * What a history entry of the tour search keeps: the form's values and the search shown then, so
 * back and forward bring them back without reading the URL in the browser (the server reads it:
 * docs/architecture.md §11). Next's router adds its own state to what pushState and replaceState
 * are given (which must not carry it).
 */
export interface TourHistoryEntry {
  values: SearchFormValues;
  query: SearchQuery | null;
}

const HISTORY_KEY = 'tourSearch';

export const tourHistoryState = (entry: TourHistoryEntry) => ({ [HISTORY_KEY]: entry });

/** The entry of a history state (`history.state`, a popstate's), if the tour search wrote one. */
export function tourHistoryEntry(state: unknown): TourHistoryEntry | undefined {
  return (state as Record<string, TourHistoryEntry | undefined> | null)?.[HISTORY_KEY];
}

/** The current entry's state again, for a change of the URL that keeps the search (the results' sort and page). */
export function keptTourHistoryState(): ReturnType<typeof tourHistoryState> | null {
  const entry = tourHistoryEntry(window.history.state);
  return entry ? tourHistoryState(entry) : null;
}
