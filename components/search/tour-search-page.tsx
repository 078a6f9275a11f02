import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ClientIntl } from '@/components/providers/client-intl';
import { SearchBanner } from '@/components/ui/page-heading';
import { requestTheme } from '@/lib/theme-request';
import { rememberedQueryString } from '@/lib/search/last-search';
import { LAST_SEARCH_COOKIE } from '@/lib/search/query';
import { namesTourSearch, readTourSearch, wholeSearch } from '@/lib/search/read-search';
import { formQueryOf } from '@/lib/search/form-schema';
import { tourSearchCheck } from '@/lib/schemas/search';
import { loadTourSearch } from './load-tour-search';
import { TourSearch } from './tour-search';

export type TourSearchPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page title of `/` and `/search/tour` (the root layout prefixes the product). */
export async function tourSearchMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('searchTour.title') };
}

/**
 * The tour-search screen of `/` and `/search/tour`: the form filled from the URL, else from the
 * remembered last search, each read here by the search's schema (lib/search/read-search.ts), with
 * its option lists loaded here. A URL that holds a whole search (a shared link) also shows its results.
 */
export async function TourSearchPage({ searchParams }: TourSearchPageProps) {
  const params = await searchParams;
  const hasUrlSearch = namesTourSearch(params);
  const fromUrl = readTourSearch(
    hasUrlSearch ? params : rememberedQueryString((await cookies()).get(LAST_SEARCH_COOKIE)?.value),
  );
  const [t, theme, data] = await Promise.all([getTranslations('pages'), requestTheme(), loadTourSearch(fromUrl.query)]);
  // Results for what the form shows, once the link names a whole search.
  const checked = hasUrlSearch && wholeSearch(fromUrl.query) ? tourSearchCheck(formQueryOf(data.values)) : null;
  const initialQuery = checked?.success ? checked.data : null;

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <SearchBanner title={t('searchTour.title')} image={theme.searchIsland} />
      {/* The form's and the results' messages: sent with this page only (lib/i18n/client-messages.ts). */}
      <ClientIntl scope="search">
        <TourSearch data={data} initialQuery={initialQuery} />
      </ClientIntl>
    </section>
  );
}
