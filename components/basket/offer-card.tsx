'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Stars } from '@/components/search/offer/hotel-badges';
import { Button } from '@/components/ui/button';
import { summarizeOffer } from '@/lib/shared/offer-summary';
import { useTranslate } from '@/lib/i18n/use-translate';
import type { SavedOffer } from '@/lib/schemas/saved-offers';
import { PriceInput } from './price-input';

export interface OfferCardProps {
  offer: SavedOffer;
  /** 1-based position in the basket, as the copied text and the PDF number it. */
  index: number;
  onPriceSave: (price: number) => Promise<void>;
  onCopy: () => void;
  onDelete: () => void;
}

/**
 * One saved offer: number, hotel with its stars and city, dates and nights, room, placement, meal
 * and flights (the same words the client gets in the copied text and the PDF), the agency's price,
 * and copy / delete.
 */
export function OfferCard({ offer, index, onPriceSave, onCopy, onDelete }: OfferCardProps) {
  const t = useTranslations('basket');
  const translate = useTranslate();
  const locale = useLocale();
  const summary = summarizeOffer(offer, index, translate, locale);
  return (
    <li
      data-testid="basket-offer"
      data-uuid={offer.uuid}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <article aria-labelledby={`basket-offer-${index}`} className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1 space-y-2">
          <header className="flex items-start gap-3">
            <span
              data-testid="basket-offer-index"
              aria-label={t('offer.number', { index })}
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-contrast"
            >
              {index}
            </span>
            <div className="min-w-0">
              <h3 id={`basket-offer-${index}`} className="font-semibold text-slate-900">
                <span className="sr-only">{t('offer.number', { index })}: </span>
                {summary.hotel} <Stars count={summary.stars} className="ml-1 text-sm" />
              </h3>
              <p className="text-sm text-slate-600">{summary.place}</p>
            </div>
          </header>
          <p className="text-sm text-slate-900">
            <span className="font-semibold tabular-nums">{summary.dates}</span>
            <span className="text-slate-600"> · {summary.nights}</span>
          </p>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {summary.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-slate-500">{row.label}</dt>
                <dd className="text-slate-800">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex flex-row flex-wrap items-start justify-between gap-3 sm:shrink-0 sm:flex-col sm:items-end">
          <PriceInput
            index={index}
            price={offer.price}
            original={offer.search_result.price.amount}
            onSave={onPriceSave}
          />
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={onCopy}
              aria-label={t('actions.copyOffer', { index })}
              data-testid="basket-offer-copy"
            >
              {t('actions.copy')}
            </Button>
            <Button
              variant="secondary"
              onClick={onDelete}
              aria-label={t('actions.deleteOffer', { index })}
              data-testid="basket-offer-delete"
            >
              {t('actions.delete')}
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
