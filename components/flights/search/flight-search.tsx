'use client';

import { lazy, Suspense, useEffect, useRef, useState, useTransition } from 'react';
import {
  FLIGHT_LAST_SEARCH_COOKIE,
  queryOf,
  searchString,
  type FlightSearchErrors,
  type FlightSearchValues,
} from '@/lib/flights/search-form';
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
// browser keeps that HTML until their code is in, as the tour search does (docs/architecture.md §10).
const FlightResults = lazy(() => import('./flight-results').then((module) => ({ default: module.FlightResults })));

// The search's rules are the query schema's (`flightSearchIssues`, lib/schemas/flights.ts): the
// form loads them on first use, with the schemas the first answer is read by
// (docs/architecture.md §11 "Server-first screens").
const checks = () => import('@/lib/schemas/flights');
async function issuesOf(values: FlightSearchValues, today: string): Promise<FlightSearchErrors> {
  return (await checks()).flightSearchIssues(queryOf(values), today);
}

/** A shown search: its query string and the form's values it was made of. */
interface Shown {
  search: string;
  values: FlightSearchValues;
}

/**
 * What a history entry of this page keeps: the values and the search shown then. Next's router
 * adds its own state to what pushState and replaceState are given (which must not carry it).
 */
const HISTORY_KEY = 'flightSearch';
type HistoryEntry = { values: FlightSearchValues; search: string | null };
const historyState = (entry: HistoryEntry) => ({ [HISTORY_KEY]: entry });

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
  const [shown, setShown] = useState<Shown | null>(initial ? { search: initial.search, values: initialValues } : null);
  const [errors, setErrors] = useState<FlightSearchErrors>(initialErrors);
  const [checked, setChecked] = useState(Object.keys(initialErrors).length > 0);
  const [pending, startTransition] = useTransition();
  const [reveal, setReveal] = useState(0);
  const search = shown?.search ?? null;
  const results = useFlightSearch(search, initial);
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const serverErrors = fieldErrorsOf(results.error);
  const shownErrors = serverErrors ?? errors;

  // The entry the page opened on keeps its values; a link or the form sent before this code ran says
  // its search in its own words: keep the canonical URL and remember it.
  useEffect(() => {
    const url =
      initial && window.location.search !== initial.search ? `${window.location.pathname}${initial.search}` : undefined;
    window.history.replaceState(historyState({ values: initialValues, search: initial?.search ?? null }), '', url);
    if (initial) rememberSearch(initial.search, FLIGHT_LAST_SEARCH_COOKIE);
  }, [initial, initialValues]);

  // Back and forward bring the values and the search of that entry back; the URL is not read here
  // (the server reads it): an entry without them is loaded afresh.
  useEffect(() => {
    const path = window.location.pathname;
    const restore = (event: PopStateEvent) => {
      if (window.location.pathname !== path) return;
      const entry = (event.state as Record<string, HistoryEntry | undefined> | null)?.[HISTORY_KEY];
      if (!entry) {
        window.location.reload();
        return;
      }
      setValues(entry.values);
      setErrors({});
      setShown(entry.search ? { search: entry.search, values: entry.values } : null);
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);

  /** Searches `next` (already the form's values): checked first, then the call, the URL and the cookie. */
  async function run(
    next: FlightSearchValues,
    { scroll = false, fromForm = false }: { scroll?: boolean; fromForm?: boolean } = {},
  ) {
    void import('./flight-results');
    const issues = await issuesOf(next, today);
    setChecked(true);
    setErrors(issues);
    if (Object.keys(issues).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const queryString = searchString(next);
    preloadFlightSearch(queryString);
    rememberSearch(queryString, FLIGHT_LAST_SEARCH_COOKIE);
    const entry = historyState({ values: next, search: queryString });
    // A search's history entry with the form's values, not a list's URL state (useListUrl): back and
    // forward restore them (docs/architecture.md §11 "The flight search").
    if (window.location.search !== queryString)
      window.history.pushState(entry, '', `${window.location.pathname}${queryString}`);
    else window.history.replaceState(entry, '');
    startTransition(() => setShown({ search: queryString, values: next }));
    if (fromForm) setReveal((count) => count + 1);
    if (scroll) resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }

  /** A change of the form: errors follow it once a search was tried; a filter's change searches again at once. */
  function update(patch: Partial<FlightSearchValues>, { searchNow = false }: { searchNow?: boolean } = {}) {
    const next = { ...values, ...patch, page: 1 };
    setValues(next);
    if (searchNow && search) void run(next);
    else if (checked) void issuesOf(next, today).then(setErrors);
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
        onFocus={() => void checks()}
        onSubmit={() => void run({ ...values, page: 1 }, { fromForm: true })}
      />
      {shown ? (
        <Suspense fallback={null}>
          <FlightResults
            ref={resultsRef}
            form={FLIGHT_FORM_ID}
            search={shown.search}
            searched={shown.values}
            values={values}
            results={serverErrors ? { ...results, error: undefined } : results}
            onSearch={(next, options) => void run(next, options)}
            onFilter={(patch) => update(patch, { searchNow: true })}
            reveal={reveal}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
