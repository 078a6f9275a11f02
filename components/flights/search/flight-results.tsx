'use client';

import { useEffect, useRef, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import type { SWRResponse } from 'swr';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';
import { Pagination } from '@/components/ui/pagination';
import { formatDateTime } from '@/lib/format/date';
import type { FlightSearchValues } from '@/lib/flights/search-form';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { pageCount } from '@/lib/pagination';
import { FLIGHT_SORTS, type FlightSort } from '@/lib/schemas/flight-constants';
import type { FlightSearchResult } from '@/lib/schemas/flights';
import { FlightFilters } from './flight-filters';
import { ItineraryCard } from './itinerary-card';
import { PriceStrip } from './price-strip';

export interface FlightResultsProps {
  ref?: Ref<HTMLElement>;
  form: string;
  /** The shown search's query string. */
  search: string;
  /** The values the shown search was made of. */
  searched: FlightSearchValues;
  /** The form's values (the filters edit them). */
  values: FlightSearchValues;
  results: Pick<SWRResponse<FlightSearchResult>, 'data' | 'error' | 'isLoading' | 'mutate'>;
  onSearch: (next: FlightSearchValues, options?: { scroll?: boolean }) => void;
  onFilter: (patch: Partial<FlightSearchValues>) => void;
  /** Counts the searches sent from the form: each brings the results into view (see `revealResults`). */
  reveal?: number;
}

/**
 * After Find: results that start below the screen (a phone, where the form fills it) are scrolled
 * to, and the keyboard's focus moves to their heading so a screen reader reads on from there.
 */
export function revealResults(heading: HTMLElement) {
  const section = heading.closest('section') ?? heading;
  if (section.getBoundingClientRect().top < window.innerHeight) return;
  section.scrollIntoView?.({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * The filters beside the results of the shown search (on a phone above them), then the ±3-day price strip, the count and the sort, the
 * itineraries with their fares, the pages. The strip, the sort and the pages search again from
 * the shown search (not from unsent edits of the form).
 */
export function FlightResults({
  ref,
  form,
  search,
  searched,
  values,
  results,
  onSearch,
  onFilter,
  reveal = 0,
}: FlightResultsProps) {
  const t = useTranslations('flightSearch.results');
  const { data, error, isLoading, mutate } = results;
  const pages = data ? pageCount(data.meta.total, data.meta.size) : 1;
  // Set once the results answer the page's code (tests and the bench wait for it, not for a time).
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reveal > 0 && heading.current) revealResults(heading.current);
  }, [reveal]);

  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <FlightFilters form={form} values={values} airlines={data?.meta.airlines ?? []} onChange={onFilter} />
      <section
        ref={ref}
        data-testid="flight-results"
        data-search={search}
        data-ready={hydrated}
        aria-labelledby="flight-results-title"
        aria-busy={isLoading}
        className="min-w-0 scroll-mt-20 space-y-4"
      >
        <h2 ref={heading} id="flight-results-title" tabIndex={-1} className="sr-only">
          {t('title')}
        </h2>
        <ApiErrorRetry
          error={error}
          onRetry={() => void mutate()}
          retryLabel={t('retry')}
          testId="flight-results-error"
        />
        {data ? <PriceStrip days={data.price_strip} searched={searched} onSearch={onSearch} /> : null}
        {!data && isLoading ? (
          <CardListSkeleton
            label={t('searching')}
            testId="flight-results-loading"
            count={3}
            lead={<div className="h-16 w-16 rounded-lg bg-slate-200" />}
          />
        ) : null}
        {data ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                <span data-testid="flight-results-found" className="font-semibold text-slate-900">
                  {t('found', { count: data.meta.total })}
                </span>
                <span className="ml-2 text-xs text-slate-500">
                  {t('pricedAt', { time: formatDateTime(data.meta.priced_at) })}
                </span>
              </p>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                {t('sort')}
                <select
                  form={form}
                  name="sort"
                  data-testid="flight-sort"
                  value={searched.sort}
                  onChange={(event) => onSearch({ ...searched, sort: event.target.value as FlightSort, page: 1 })}
                  className="control py-1.5 text-sm"
                >
                  {FLIGHT_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`sorts.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {isLoading ? (
              <p role="status" className="text-sm text-slate-500">
                {t('updating')}
              </p>
            ) : null}
            {data.itineraries.length === 0 ? (
              <div
                data-testid="flight-results-empty"
                role="status"
                className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center"
              >
                <p className="text-lg font-semibold text-slate-800">{t('empty')}</p>
                <p className="mt-1 text-sm text-slate-600">{t('emptyHint')}</p>
              </div>
            ) : (
              <ol className={['space-y-4 transition-opacity', isLoading ? 'opacity-60' : ''].join(' ')}>
                {data.itineraries.map((itinerary) => (
                  <li key={itinerary.key}>
                    <ItineraryCard itinerary={itinerary} party={data.query} search={search} />
                  </li>
                ))}
              </ol>
            )}
            <Pagination
              page={Math.min(searched.page, pages)}
              pages={pages}
              onPage={(page) => onSearch({ ...searched, page }, { scroll: true })}
              messages="flightSearch.pagination"
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
