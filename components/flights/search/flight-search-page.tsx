import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ClientIntl } from '@/components/providers/client-intl';
import { SearchBanner } from '@/components/ui/page-heading';
import { BackendError } from '@/lib/backend/errors';
import { getFlightPlaces, searchFlights } from '@/lib/backend/flights';
import { FLIGHT_LAST_SEARCH_COOKIE, queryOf, searchString, type FlightSearchErrors } from '@/lib/flights/search-form';
import { namesFlightSearch, readFlightSearch } from '@/lib/flights/search-query';
import { flightSearchIssues, type FlightPlace, type FlightSearchResult } from '@/lib/schemas/flights';
import { rememberedQueryString } from '@/lib/search/last-search';
import { addIsoDays } from '@/lib/search/date-range';
import { portalToday } from '@/lib/format/date';
import { requestTheme } from '@/lib/theme-request';
import { FlightSearch } from './flight-search';

export type FlightSearchPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function flightSearchMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('searchFlight.title') };
}

/** A new form's outbound date: a week ahead, when agents mostly sell. */
const DEFAULT_DAYS_AHEAD = 7;

/**
 * The flight search `/search/flight` (docs/product.md §11 "The flight search page"): the form
 * filled from the URL, else from the remembered last search, else the first departure city, its
 * first destination and a week ahead. The URL is read here by the query schema and the form gets
 * the values as props (docs/architecture.md §11). A URL that names a whole search (a link, or the
 * form sent before the page's code ran) is checked and searched here, so the first paint holds the
 * results or the form's errors.
 */
export async function FlightSearchPage({ searchParams }: FlightSearchPageProps) {
  const params = await searchParams;
  const fromUrl = namesFlightSearch(params);
  const source = fromUrl
    ? params
    : Object.fromEntries(
        new URLSearchParams(rememberedQueryString((await cookies()).get(FLIGHT_LAST_SEARCH_COOKIE)?.value)).entries(),
      );
  const [t, theme, places] = await Promise.all([getTranslations('pages'), requestTheme(), getFlightPlaces()]);
  const known = uniquePlaces([...places.from, ...places.to]);
  const values = readFlightSearch(source, known);
  const today = portalToday();
  if (!values.from) values.from = places.from[0]?.code ?? '';
  if (!values.to) values.to = places.routes[values.from]?.[0] ?? '';
  if (!values.date) values.date = addIsoDays(today, DEFAULT_DAYS_AHEAD);

  let initial: { search: string; result: FlightSearchResult } | undefined;
  let errors: FlightSearchErrors = {};
  if (fromUrl) {
    errors = flightSearchIssues(queryOf(values), today);
    if (Object.keys(errors).length === 0) {
      try {
        initial = { search: searchString(values), result: await searchFlights(queryOf(values)) };
      } catch (error) {
        if (!(error instanceof BackendError) || error.status !== 422) throw error;
        errors = Object.fromEntries(
          Object.entries(error.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? error.message]),
        );
        if (Object.keys(errors).length === 0) errors = { form: error.message };
      }
    }
  }

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <SearchBanner title={t('searchFlight.title')} image={theme.searchIsland} />
      {/* The form's and the results' messages: sent with this page only (lib/i18n/client-messages.ts). */}
      <ClientIntl scope="flightSearch">
        <FlightSearch
          places={places}
          known={known}
          today={today}
          initialValues={values}
          initial={initial}
          initialErrors={errors}
        />
      </ClientIntl>
    </section>
  );
}

/** Origins and destinations in one list, each code once (a destination is also an origin home). */
function uniquePlaces(places: readonly FlightPlace[]): FlightPlace[] {
  const byCode = new Map<string, FlightPlace>();
  for (const place of places) if (!byCode.has(place.code)) byCode.set(place.code, place);
  return [...byCode.values()];
}
