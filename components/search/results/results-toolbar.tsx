'use client';

import { useTranslations } from 'next-intl';
import { Select } from '@/components/ui/select';
import { formatDateTime } from '@/lib/format/date';
import { SORTS, sortSchema, type SearchSort } from '@/lib/schemas/search';

interface Props {
  hotels: number;
  offers: number;
  pricedAt: string;
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
}

/** What was found, when its prices were confirmed, and the sort. */
export function ResultsToolbar({ hotels, offers, pricedAt, sort, onSort }: Props) {
  const t = useTranslations('searchResults');
  const tFormat = useTranslations('format');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <p className="font-semibold text-slate-900" data-testid="results-found">
          {t('found', { hotels: t('hotels', { count: hotels }), offers: tFormat('offers', { count: offers }) })}
        </p>
        <p className="text-sm text-slate-500">{t('pricedAt', { time: formatDateTime(pricedAt) })}</p>
      </div>
      <Select
        id="results-sort"
        data-testid="sort-select"
        label={t('sort.label')}
        value={sort}
        options={SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        onChange={(event) => {
          const next = sortSchema.safeParse(event.target.value);
          if (next.success) onSort(next.data);
        }}
        containerClassName="sm:w-64"
      />
    </div>
  );
}
