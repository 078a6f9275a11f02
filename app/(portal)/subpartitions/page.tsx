import { pageMetadata } from '@/components/layout/page-metadata';
import { getTranslations } from 'next-intl/server';
import { SubpartitionFilterForm } from '@/components/subpartitions/subpartition-filter-form';
import { SubpartitionsTable } from '@/components/subpartitions/subpartitions-table';
import { EmptyList, PageTitle } from '@/components/ui/page-heading';
import { getSubpartitionFilters, getSubpartitions } from '@/lib/backend/agency';
import { paramsOf } from '@/lib/query-string';
import { readSubpartitionFilters } from '@/lib/read-query';
import { subpartitionsPath } from '@/lib/subpartitions/query';

// The agency's sub-partitions (docs/product.md §10 "Sub-partitions"): directors and managers see
// all of them, a sub-partition manager only theirs (the backend narrows the list).
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('subpartitions');

export default async function SubpartitionsPage({ searchParams }: Props) {
  const filters = readSubpartitionFilters(paramsOf(await searchParams));
  const [list, options, pages, t] = await Promise.all([
    getSubpartitions(filters),
    getSubpartitionFilters(),
    getTranslations('pages'),
    getTranslations('subpartitions.list'),
  ]);
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <PageTitle>{pages('subpartitions.title')}</PageTitle>
      {/* Keyed by the URL: back/forward and a shared link show the filters the list shows. */}
      <SubpartitionFilterForm
        key={subpartitionsPath(filters)}
        values={filters}
        managers={options.managers}
        members={options.members}
      />
      <p className="text-sm text-slate-600" data-testid="subpartitions-found">
        {t('found', { count: list.length })}
      </p>
      {list.length ? (
        <SubpartitionsTable subpartitions={list} />
      ) : (
        <EmptyList testId="subpartitions-empty">{t('empty')}</EmptyList>
      )}
    </section>
  );
}
