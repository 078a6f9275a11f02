'use client';

import type { SearchQuery } from '@/lib/schemas/search';

/** Results of a tour search: filled by the results part of the tour-search issue. */
export function SearchResults({ query }: { query: SearchQuery | null }) {
  return query ? <p data-testid="search-results-pending">…</p> : null;
}
