'use client';

import { lazy, Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { FLIGHT_LAST_SEARCH_COOKIE, searchIssues, searchString, valuesFromParams, type FlightSearchErrors, type FlightSearchValues } from '@/lib/flights/search-form';
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { preloadFlightSearch, useFlightSearch } from '@/lib/hooks/use-flight-search';
import type { FlightPlace, FlightPlaces, FlightSearchResult } from '@/lib/schemas/flights';
import { rememberSearch } from '@/lib/search/last-search';
import { FlightSearchForm, FLIGHT_FORM_ID } from './search-form';

export interface FlightSearchProps {
  places: FlightPlaces;
  /** Every place of the pickers, each code once. */
  known: FlightPlace[];
  /** Today on the portal's clock (ISO). */
  today: string;
  initialValues: FlightSearchValues;
  /** The server's results for the URL's search. */
  initial?: { search: string; result: FlightSearchResult };
  /** The URL's search as the server found it wrong: catalogue keys or the backend's sentences, by field. */
  initialErrors: Record<string, string>;
}

// The filters and the results (itineraries, fares, the strip, the pager) load with the
// first search, not with the form: a page opened on a search renders them on the server and the
// browser keeps that HTML until their code is in (as the tour search does). React.lazy, not
// next/dynamic, whose loader is first-load code itself.
const FlightResults = lazy(() => import('./flight-results').then((module) => ({ default: module.FlightResults })));

/** The first message per field of a 422 (the backend's sentences in the user's language). */
function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return null;
  const fields = Object.entries(error.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? error.message]);
  return fields.length > 0 ? Object.fromEntries(fields) : { form: error.message };
}

/**
 * The flight search in the browser: the form, the filters and the results of the current search.
 * A search writes the URL (pushState, no server round trip) and the remembered-search cookie;
 * back and forward bring an earlier search back. Filters, sort, the price strip and the pages
 * search again at once once a search is shown. Before this code runs, the same form is a plain
 * GET form the server answers (docs/product.md §11 "The flight search page").
 */
export function FlightSearch({ places, known, today, initialValues, initial, initialErrors }: FlightSearchProps) {
  const [values, setValues] = useState(initialValues);
  const [search, setSearch] = useState<string | null>(initial?.search ?? null);
  const [errors, setErrors] = useState<FlightSearchErrors & Record<string, string>>(initialErrors);
  const [checked, setChecked] = useState(Object.keys(initialErrors).length > 0);
  const [pending, startTransition] = useTransition();
  const results = useFlightSearch(search, initial);
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const serverErrors = fieldErrorsOf(results.error);
  const shownErrors = serverErrors ?? errors;

  // A link or the form sent before this code ran: the URL says it in its own words; keep the canonical one and remember it.
  useEffect(() => {
    if (!initial) return;
    rememberSearch(initial.search, FLIGHT_LAST_SEARCH_COOKIE);
    if (window.location.search !== initial.search) window.history.replaceState(null, '', `${window.location.pathname}${initial.search}`);
  }, [initial]);

  useEffect(() => {
    const restore = () => {
      const params = new URLSearchParams(window.location.search);
      const restored = valuesFromParams((name) => params.get(name), (name) => params.getAll(name), known);
      const complete = restored.from && restored.to && restored.date && Object.keys(searchIssues(restored, today)).length === 0;
      setValues((current) => (params.size > 0 ? restored : current));
      setErrors({});
      setSearch(complete ? searchString(restored) : null);
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, [known, today]);

  /** Searches `next` (already the form's values): checked first, then the call, the URL and the cookie. */
  function run(next: FlightSearchValues, { scroll = false }: { scroll?: boolean } = {}) {
    void import('./flight-results');
    const issues = searchIssues(next, today);
    setChecked(true);
    setErrors(issues);
    if (Object.keys(issues).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const queryString = searchString(next);
    preloadFlightSearch(queryString);
    rememberSearch(queryString, FLIGHT_LAST_SEARCH_COOKIE);
    if (window.location.search !== queryString) window.history.pushState(null, '', `${window.location.pathname}${queryString}`);
    startTransition(() => setSearch(queryString));
    if (scroll) resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }

  /** A change of the form: errors follow it once a search was tried; a filter's change searches again at once. */
  function update(patch: Partial<FlightSearchValues>, { searchNow = false }: { searchNow?: boolean } = {}) {
    const next = { ...values, ...patch, page: 1 };
    setValues(next);
    if (searchNow && search) run(next);
    else if (checked) setErrors(searchIssues(next, today));
  }

  return (
    <div className="space-y-4">
      <FlightSearchForm
        ref={formRef}
        places={places}
        known={known}
        today={today}
        values={values}
        errors={shownErrors}
        pending={pending || (results.isLoading && !results.data)}
        onChange={update}
        onSubmit={() => run({ ...values, page: 1 })}
      />
      {search ? (
        <Suspense fallback={null}>
          <FlightResults
            ref={resultsRef}
            form={FLIGHT_FORM_ID}
            search={search}
            known={known}
            values={values}
            results={serverErrors ? { ...results, error: undefined } : results}
            onSearch={run}
            onFilter={(patch) => update(patch, { searchNow: true })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
