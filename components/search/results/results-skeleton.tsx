import { useTranslations } from 'next-intl';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';

/** Placeholders in the shape of hotel groups while the first page loads. */
export function ResultsSkeleton() {
  const t = useTranslations('searchResults');
  return (
    <CardListSkeleton
      label={t('searching')}
      testId="results-loading"
      count={3}
      stackOnPhone
      lead={<div className="aspect-[20/13] w-full rounded-lg bg-slate-200 sm:w-44" />}
    />
  );
}
