import { pageMetadata } from '@/components/layout/page-metadata';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SubpartitionTouristsTable } from '@/components/subpartitions/subpartition-tourists-table';
import { AppLink } from '@/components/ui/app-link';
import { EmptyList, PageTitle } from '@/components/ui/page-heading';
import { SearchBox } from '@/components/ui/search-box';
import { getSubpartitions, getSubpartitionTourists } from '@/lib/backend/agency';
import { paramsOf } from '@/lib/query-string';
import { recordIdOr404 } from '@/lib/route-params';
import { readSubpartitionFilters } from '@/lib/read-query';

// One sub-partition's tourists, those of its members' orders, with a search (`?q=`: surname,
// name or order number). Another's sub-partition, or one out of the caller's reach, is the 404 page.
type Props = {
  params: Promise<Record<string, string | string[] | undefined>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = pageMetadata('subpartitionTourists');

export default async function SubpartitionTouristsPage({ params, searchParams }: Props) {
  const id = recordIdOr404((await params).id);
  const q = readSubpartitionFilters(paramsOf(await searchParams)).q ?? '';
  const [subpartitions, tourists, pages, t] = await Promise.all([
    getSubpartitions(),
    getSubpartitionTourists(id, q || undefined),
    getTranslations('pages'),
    getTranslations('subpartitions.tourists'),
  ]);
  const subpartition = subpartitions.find((s) => s.id === id);
  if (!subpartition) notFound();
  const path = `/subpartitions/tourist-list/${id}`;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="space-y-1">
        <PageTitle>{pages('subpartitionTourists.title')}</PageTitle>
        <p className="text-slate-700" data-testid="subpartition-name">
          {t('heading', { name: subpartition.name })}
        </p>
      </div>
      <SearchBox
        key={q}
        action={path}
        query={q}
        id="subpartition-tourist-search"
        label={t('search')}
        placeholder={t('placeholder')}
        submitLabel={t('submit')}
        className="max-w-xl"
      />
      <p className="text-sm text-slate-600" data-testid="subpartition-tourists-found">
        {t('found', { count: tourists.length })}
      </p>
      {tourists.length ? (
        <SubpartitionTouristsTable tourists={tourists} />
      ) : (
        <EmptyList testId="subpartition-tourists-empty">{t('empty')}</EmptyList>
      )}
      <AppLink href="/subpartitions" className="inline-block font-medium text-brand-ink hover:underline">
        {t('back')}
      </AppLink>
    </section>
  );
}
