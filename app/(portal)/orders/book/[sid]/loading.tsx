import { getTranslations } from 'next-intl/server';
import { CardListSkeleton } from '@/components/ui/card-list-skeleton';

// While the offer is re-priced on the server: the offer card's shape, then the form's.
export default async function BookingLoading() {
  const t = await getTranslations('common');
  return (
    <CardListSkeleton
      label={t('loading')}
      testId="booking-loading"
      count={2}
      stackOnPhone
      lead={<div className="aspect-[20/13] w-full shrink-0 rounded-lg bg-slate-200 sm:w-56" />}
      trail={<div className="h-8 w-24 rounded bg-slate-200" />}
    />
  );
}
