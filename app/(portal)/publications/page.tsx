import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { NewsList } from '@/components/news/news-list';
import { getPublicationCategories, getPublications } from '@/lib/backend/content';
import { getContentSearch } from '@/lib/content/search';
import { newsSearch, publicationsListKey, readNewsQuery } from '@/lib/news/query';
import { paramsOf } from '@/lib/query-string';
import { PageTitle } from '@/components/ui/page-heading';

// The news (docs/product.md §2, §10): the landing page of the manager roles. The URL is read here by
// newsPageQuerySchema; the list gets the query, not the URL to read (docs/architecture.md §11).
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('publications');

export default async function PublicationsPage({ searchParams }: Props) {
  const query = readNewsQuery(paramsOf(await searchParams));
  const [t, list, categories, search] = await Promise.all([
    getTranslations('pages'),
    getPublications({ page: query.page, category: query.category, q: query.q || undefined }),
    getPublicationCategories(),
    getContentSearch(query.q),
  ]);
  // The words the search found in the titles and teasers shown, marked in the browser's list.
  const marks = search ? [...new Set(list.data.flatMap((item) => search.marked(`${item.title}\n${item.teaser}`)))] : [];
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{t('publications.title')}</PageTitle>
      <NewsList
        query={query}
        search={newsSearch({ ...query, page: 1 })}
        initialKey={publicationsListKey(query)}
        initial={list}
        categories={categories}
        marks={marks}
      />
    </section>
  );
}
