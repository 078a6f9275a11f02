'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { Modal } from '@/components/ui/modal';
import { OfferRow } from '@/components/search/offer/offer-row';
import { useBookingOffer } from '@/lib/hooks/use-booking-offer';
import { usePriceCalendar } from '@/lib/hooks/use-search-results';
import { buildCalendarGrid } from '@/lib/search/price-calendar';
import type { OfferHotel, SearchQuery } from '@/lib/schemas/search';
import { PriceCalendarGrid } from './price-calendar-grid';

/**
 * One hotel's prices over check-in dates × nights around the search. Picking a cell re-prices
 * that offer (GET v2/orders/book/{sid}) and shows it with its save and book actions.
 */
export function PriceCalendarDialog({
  query,
  hotel,
  onClose,
}: {
  query: SearchQuery;
  hotel: Pick<OfferHotel, 'id' | 'name'>;
  onClose: () => void;
}) {
  const t = useTranslations('searchResults');
  const { data, error, isLoading, mutate } = usePriceCalendar(query, hotel.id, true);
  const [sid, setSid] = useState<string | null>(null);
  const grid = useMemo(() => (data ? buildCalendarGrid(data, query) : null), [data, query]);

  return (
    <Modal
      open
      onClose={onClose}
      title={t('calendar.title', { hotel: hotel.name })}
      closeLabel={t('calendar.close')}
      testId="price-calendar"
      wide
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('calendar.description')}</p>
        <ul className="flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-sky-50 ring-1 ring-sky-300" />
            {t('calendar.searched')}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-emerald-100 ring-1 ring-emerald-400" />
            {t('calendar.cheapest')}
          </li>
        </ul>
        {isLoading ? (
          <div aria-busy="true" aria-label={t('searching')} className="h-64 animate-pulse rounded-lg bg-slate-100" />
        ) : null}
        <ApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} />
        {grid && data ? (
          grid.rows.length === 0 || !grid.cheapest ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
              {t('calendar.empty')}
            </p>
          ) : (
            <PriceCalendarGrid
              grid={grid}
              currency={data.currency}
              selectedSid={sid}
              onPick={(cell) => setSid(cell.sid)}
            />
          )
        ) : null}
        {sid ? <ChosenOffer sid={sid} /> : null}
      </div>
    </Modal>
  );
}

function ChosenOffer({ sid }: { sid: string }) {
  const t = useTranslations('searchResults');
  const { data, error, isLoading, mutate } = useBookingOffer(sid);
  const section = useRef<HTMLElement>(null);
  // The grid can be taller than the screen: bring the picked offer into view.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [sid, data]);
  return (
    <section
      ref={section}
      aria-live="polite"
      aria-busy={isLoading}
      data-testid="calendar-offer"
      className="scroll-mb-4 space-y-2"
    >
      <h3 className="text-sm font-semibold text-slate-700">{t('calendar.chosen')}</h3>
      {isLoading ? <div className="h-24 animate-pulse rounded-lg bg-slate-100" /> : null}
      <ApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} />
      {data ? (
        <ul className="lg:rounded-lg lg:border lg:border-slate-200 [&>li]:lg:border-t-0">
          <OfferRow offer={data} />
        </ul>
      ) : null}
    </section>
  );
}
