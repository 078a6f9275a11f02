'use client';

import { useCallback, useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { SavedOffersProvider } from '@/components/search/offer/saved-offers';
import { useSearchResults } from '@/lib/hooks/use-search-results';
import { pageCount } from '@/lib/pagination';
import { keptTourHistoryState } from '@/lib/search/history-entry';
import { readResultsParams, withResultsParams, type ResultsParams } from '@/lib/search/results-params';
import type { SearchQuery } from '@/lib/schemas/search';
import { HotelResult } from './hotel-result';
import { Pagination } from '@/components/ui/pagination';
import { useListUrl } from '@/components/ui/use-list-url';
import { ResultsSkeleton } from './results-skeleton';
import { ResultsToolbar } from './results-toolbar';

/**
 * Results of a tour search, grouped by hotel, one page of hotels at a time. `sort` and `page`
 * live in the URL next to the form's query, so a shared link reopens the same page; they are
 * written with the History API, which Next's router follows without a server round trip.
 */
export function SearchResults({ query, searched = 0 }: { query: SearchQuery | null; searched?: number }) {
  const t = useTranslations('searchResults');
  const searchParams = useSearchParams();
  const { sort, page } = readResultsParams(searchParams);
  const { data, error, isLoading, mutate } = useSearchResults(query, sort, page);
  const top = useRef<HTMLElement>(null);

  const { write } = useListUrl(usePathname());
  const navigate = useCallback(
    (next: Partial<ResultsParams>, mode: 'push' | 'replace') =>
      // The entry keeps the search it shows (lib/search/history-entry.ts): only the sort or page changes.
      write(withResultsParams(window.location.search, next), {
        replace: mode === 'replace',
        state: keptTourHistoryState(),
      }),
    [write],
  );

  const goToPage = (next: number) => {
    navigate({ page: next }, 'push');
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  // After the agent's own search on a phone, where the form sits above the results, show the results.
  useEffect(() => {
    if (!searched || !window.matchMedia('(max-width: 767px)').matches) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    top.current?.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  }, [searched]);

  // A page beyond the end (an old link, fewer results now) moves to the last page.
  const pages = data ? pageCount(data.meta.total_hotels, data.meta.size) : 1;
  const beyondEnd = !!data && !isLoading && data.results.length === 0 && data.meta.total_hotels > 0 && page > pages;
  useEffect(() => {
    if (beyondEnd) navigate({ page: pages }, 'replace');
  }, [beyondEnd, pages, navigate]);

  if (!query) return null;

  return (
    <SavedOffersProvider load>
      <section
        ref={top}
        data-testid="search-results"
        aria-labelledby="search-results-title"
        aria-busy={isLoading}
        className="scroll-mt-20 space-y-4"
      >
        <h2 id="search-results-title" className="sr-only">
          {t('title')}
        </h2>
        <ApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} testId="results-error" />
        {!data && isLoading ? <ResultsSkeleton /> : null}
        {data ? (
          data.meta.total_hotels === 0 ? (
            <div
              data-testid="results-empty"
              role="status"
              className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center"
            >
              <p className="text-lg font-semibold text-slate-800">{t('empty')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('emptyHint')}</p>
            </div>
          ) : (
            <>
              <ResultsToolbar
                hotels={data.meta.total_hotels}
                offers={data.meta.total_offers}
                pricedAt={data.meta.priced_at}
                sort={sort}
                onSort={(next) => navigate({ sort: next }, 'replace')}
              />
              {isLoading ? (
                <p role="status" className="text-sm text-slate-500">
                  {t('updating')}
                </p>
              ) : null}
              <ol className={['space-y-4 transition-opacity', isLoading ? 'opacity-60' : ''].join(' ')}>
                {data.results.map((result) => (
                  <li key={result.hotel.id}>
                    <HotelResult query={query} result={result} currency={data.meta.currency} />
                  </li>
                ))}
              </ol>
              <Pagination
                page={Math.min(page, pages)}
                pages={pages}
                onPage={goToPage}
                messages="searchResults.pagination"
              />
            </>
          )
        ) : null}
      </section>
    </SavedOffersProvider>
  );
}
