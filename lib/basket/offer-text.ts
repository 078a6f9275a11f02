import type { SavedOffer } from '@/lib/schemas/saved-offers';
import { summarizeOffer, type OfferSummary, type Translate } from '@/lib/shared/offer-summary';

/** What separates offers copied together (docs/product.md §2: "separated by a dashed line"). */
export const OFFER_SEPARATOR = '-'.repeat(40);

/** One offer as plain text a client can read in a message or an e-mail. */
export function summaryText(summary: OfferSummary, t: Translate): string {
  return [
    `${summary.index}. ${summary.hotel} ${summary.category}`,
    summary.place,
    `${t('basket.offer.dates')}: ${summary.dates} (${summary.nights})`,
    ...summary.rows.map((row) => `${row.label}: ${row.value}`),
    `${t('basket.offer.price')}: ${summary.price}`,
  ].join('\n');
}

/**
 * The offers as plain text, in the user's language. `offers` are `[saved offer, its 1-based index
 * in the basket]`, so copying one offer keeps the number the client sees in the PDF.
 */
export function offersText(
  offers: ReadonlyArray<readonly [SavedOffer, number]>,
  t: Translate,
  intlLocale: string,
): string {
  return offers
    .map(([saved, index]) => summaryText(summarizeOffer(saved, index, t, intlLocale), t))
    .join(`\n${OFFER_SEPARATOR}\n`);
}
