'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import { onDay, searchString, type FlightSearchValues } from '@/lib/flights/search-form';
import type { PriceStripDay } from '@/lib/schemas/flights';

/** "Tue 01.12" in the reader's language, read from the ISO day so no time zone moves it. */
function dayLabel(date: string, locale: string): { weekday: string; day: string } {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return { weekday, day: `${date.slice(8, 10)}.${date.slice(5, 7)}` };
}

/**
 * The ±3-day strip above the results (docs/product.md §11): the cheapest fare per outbound day
 * for the same query and filters; one click searches that day (the return moves with it). Each
 * day is a link to its search, so it also works before the page's code has run.
 */
export function PriceStrip({
  days,
  searched,
  onSearch,
}: {
  days: readonly PriceStripDay[];
  searched: FlightSearchValues;
  onSearch: (next: FlightSearchValues) => void;
}) {
  const t = useTranslations('flightSearch.strip');
  const locale = useLocale();
  const prices = days.map((day) => day.price).filter((price): price is number => price !== null);
  const cheapest = prices.length > 0 ? Math.min(...prices) : null;
  return (
    <nav aria-label={t('label')} data-testid="price-strip" className="overflow-x-auto">
      <ul className="grid min-w-[36rem] grid-cols-7 gap-1.5">
        {days.map((day) => {
          const { weekday, day: date } = dayLabel(day.date, locale);
          const current = day.date === searched.date;
          const price = day.price === null ? t('none') : formatPrice(day.price, 'EUR', locale);
          const body = (
            <>
              <span className="block text-xs text-slate-600 capitalize">
                {weekday} {date}
              </span>
              <span
                className={`block text-sm font-semibold tabular-nums ${day.price === null ? 'font-normal text-slate-600' : day.price === cheapest ? 'text-emerald-700' : 'text-slate-900'}`}
              >
                {price}
              </span>
            </>
          );
          const box = `block h-full rounded-lg border px-2 py-1.5 text-center ${current ? 'border-brand bg-brand/5 ring-1 ring-brand' : 'border-slate-200 bg-white'}`;
          return (
            <li key={day.date} data-testid="strip-day" data-date={day.date}>
              {day.price === null || current ? (
                <span aria-current={current ? 'date' : undefined} className={box}>
                  {body}
                </span>
              ) : (
                <a
                  href={`/search/flight${searchString(onDay(searched, day.date))}`}
                  aria-label={t('day', { date: `${weekday} ${date}`, price })}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    onSearch(onDay(searched, day.date));
                  }}
                  className={`${box} hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand`}
                >
                  {body}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
