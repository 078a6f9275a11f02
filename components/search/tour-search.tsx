'use client';

import { lazy, Suspense, useEffect, useMemo, useState, useTransition } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { locationsKey } from '@/lib/hooks/use-search-options';
import type { SearchFormValues } from '@/lib/search/form-schema';
import { tourHistoryEntry, tourHistoryState } from '@/lib/search/history-entry';
import { searchOptionKeys } from '@/lib/search/option-keys';
import type { SearchQuery } from '@/lib/schemas/search';
import type { TourSearchData } from './load-tour-search';
import { loadSearchActions } from './form/load-search-actions';
import { SearchForm } from './form/search-form';

// The results (hotel cards, offers, pagination, their hooks and schemas) are loaded with the first
// search, not with the form: the page opens without one unless its link names a whole search (then
// the server renders them and the browser keeps that HTML until their code is in). React.lazy, not
// next/dynamic, whose loader code would itself load with the page (docs/performance.md).
const SearchResults = lazy(() =>
  import('@/components/search/results/search-results').then((results) => ({ default: results.SearchResults })),
);
// Their skeleton comes with the form's submit code (search-actions.ts), which a search awaits anyway.
const ResultsSkeleton = lazy(() => loadSearchActions().then((actions) => ({ default: actions.ResultsSkeleton })));

/** The lists the server loaded, under the keys the form's SWR hooks ask for. */
function seededLists(data: TourSearchData): Record<string, unknown> {
  const departure = Number(data.values.departure_city_id);
  const country = Number(data.values.country_id);
  const { date_from, date_to } = data.values;
  const seeds: Record<string, unknown> = {};
  if (!departure) return seeds;
  seeds[searchOptionKeys.countries(departure)] = { data: data.countries };
  if (!country) return seeds;
  seeds[searchOptionKeys.packageTemplates(country)] = { data: data.templates };
  seeds[unstable_serialize(locationsKey(data.templates.map((template) => template.id)))] = data.locations;
  seeds[searchOptionKeys.calendarHints(departure, country)] = { data: data.hints };
  if (date_from && date_to) {
    seeds[searchOptionKeys.availableNights({ departure_city_id: departure, country_id: country, date_from, date_to })] =
      { data: data.nights };
  }
  return seeds;
}

/**
 * The tour-search screen in the browser: the form and the results of the current search. A search
 * updates the URL (pushState, no server round trip) and the remembered-search cookie; back and
 * forward bring the earlier search back into the form and the results from the history entry
 * (lib/search/history-entry.ts); the URL is read on the server only.
 */
export function TourSearch({ data, initialQuery }: { data: TourSearchData; initialQuery: SearchQuery | null }) {
  const [query, setQuery] = useState<SearchQuery | null>(initialQuery);
  // A new key remounts the form with other values (history navigation), never on the user's own search.
  const [form, setForm] = useState<{ key: number; values: SearchFormValues }>({ key: 0, values: data.values });
  const [pending, startTransition] = useTransition();
  const [searched, setSearched] = useState(0);
  const fallback = useMemo(() => seededLists(data), [data]);

  // The entry the page opened on keeps its values and search.
  useEffect(() => {
    window.history.replaceState(tourHistoryState({ values: data.values, query: initialQuery }), '');
  }, [data.values, initialQuery]);

  // Back and forward bring that entry's values and search back; an entry without them is loaded
  // afresh, but for one a link to a part of the page made (the skip link's `#content`).
  useEffect(() => {
    const path = window.location.pathname;
    const restore = (event: PopStateEvent) => {
      if (window.location.pathname !== path) return;
      const entry = tourHistoryEntry(event.state);
      if (!entry) {
        if (!window.location.hash) window.location.reload();
        return;
      }
      setQuery(entry.query);
      setForm((current) => ({ key: current.key + 1, values: entry.values }));
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  // The form calls it once its submit code is in, so the actions are loaded by then.
  const search = (next: SearchQuery, values: SearchFormValues) =>
    void loadSearchActions().then(({ startSearch }) => {
      startSearch(next, values);
      startTransition(() => {
        setQuery(next);
        setSearched((n) => n + 1);
      });
    });

  return (
    <SWRConfig value={{ fallback }}>
      <SearchForm
        key={form.key}
        departures={data.departures}
        meals={data.meals}
        categories={data.categories}
        defaultValues={form.values}
        today={data.today}
        onSearch={search}
        pending={pending}
      />
      <div className="mt-6">
        {query ? (
          <Suspense
            fallback={
              <Suspense fallback={null}>
                <ResultsSkeleton />
              </Suspense>
            }
          >
            <SearchResults query={query} searched={searched} />
          </Suspense>
        ) : null}
      </div>
    </SWRConfig>
  );
}
