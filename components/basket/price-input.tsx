'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { MAX_PRICE_LENGTH, maskPrice, priceDraft, settlePrice } from '@/lib/basket/price';
import { formatPrice } from '@/lib/format/price';
import { SAVED_OFFERS_CURRENCY } from '@/lib/schemas/saved-offers';

export interface PriceInputProps {
  index: number;
  /** The saved price. */
  price: number;
  /** The offer's original price: the lowest the agency may ask. */
  original: number;
  /** Saves a settled price that differs from `price`; rejects when the save failed. */
  onSave: (price: number) => Promise<void>;
}

/**
 * The agency's price of one offer in EUR (docs/product.md §5): at most six digits of euros and two of
 * cents; on blur a lower or empty price silently becomes the original, and a changed price is saved.
 */
export function PriceInput({ index, price, original, onSave }: PriceInputProps) {
  const t = useTranslations('basket.offer');
  const locale = useLocale();
  const [draft, setDraft] = useState(() => priceDraft(price, locale));
  // A new saved price (the save's answer, a rollback, a reload) replaces the draft.
  const [shown, setShown] = useState(price);
  if (shown !== price) {
    setShown(price);
    setDraft(priceDraft(price, locale));
  }
  const id = `basket-price-${index}`;

  const settle = () => {
    const settled = settlePrice(draft, original);
    setDraft(priceDraft(settled, locale));
    if (settled === price) return;
    // On failure the caller shows the error and the list rolls back; the draft follows `price`.
    onSave(settled).catch(() => setDraft(priceDraft(price, locale)));
  };

  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <label htmlFor={id} className="sr-only">
        {t('priceLabel', { index })}
      </label>
      <div className="inline-flex w-fit items-center rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/30">
        <input
          id={id}
          data-testid="basket-price"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={MAX_PRICE_LENGTH}
          aria-describedby={`${id}-hint`}
          value={draft}
          onChange={(event) => setDraft(maskPrice(event.target.value))}
          onBlur={settle}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle();
          }}
          className="w-24 rounded-l-lg bg-transparent px-3 py-2 text-right text-base font-semibold text-slate-900 tabular-nums focus:outline-none sm:text-sm"
        />
        <span aria-hidden="true" className="pr-3 text-sm font-semibold text-slate-500">
          {SAVED_OFFERS_CURRENCY}
        </span>
      </div>
      <p id={`${id}-hint`} className="max-w-44 text-xs text-slate-500 sm:text-right">
        {t('priceHint', { price: formatPrice(original, SAVED_OFFERS_CURRENCY, locale) })}
      </p>
    </div>
  );
}
