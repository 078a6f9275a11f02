import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ClientIntl } from '@/components/providers/client-intl';
import { SearchBanner } from '@/components/ui/page-heading';
import { requestTheme } from '@/lib/theme-request';
import { rememberedQueryString } from '@/lib/search/last-search';
import { completeQuery, LAST_SEARCH_COOKIE, parseSearchParams } from '@/lib/search/query';
import { parseSearchForm } from '@/lib/search/form-schema';
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
 * remembered last search, with its option lists loaded here. A URL that holds a whole search
 * (a shared link) also shows its results.
 */
export async function TourSearchPage({ searchParams }: TourSearchPageProps) {
  const fromUrl = parseSearchParams(await searchParams);
  const hasUrlSearch = Object.keys(fromUrl.query).length > 0;
  const remembered = hasUrlSearch ? null : parseSearchParams(rememberedQueryString((await cookies()).get(LAST_SEARCH_COOKIE)?.value));
  const [t, theme, data] = await Promise.all([getTranslations('pages'), requestTheme(), loadTourSearch((remembered ?? fromUrl).query)]);
  // Results for what the form shows, once the link names a whole search.
  const parsed = hasUrlSearch && completeQuery(fromUrl.query) ? parseSearchForm(data.values) : null;
  const initialQuery = parsed?.success ? parsed.data : null;

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
