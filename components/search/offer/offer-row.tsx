import type { Offer } from '@/lib/schemas/search';
import { StopSaleBadge } from './hotel-badges';
import { OfferActions } from './offer-actions';
import { OfferDates, OfferStay } from './offer-facts';
import { OfferFlights } from './offer-flights';
import { Price } from './price';

/**
 * One offer: a card on a phone, a compact row on a wide screen so agents can scan a hotel's
 * offers down one column of dates and one column of prices.
 */
export function OfferRow({ offer }: { offer: Offer }) {
  return (
    <li
      data-testid="offer-row"
      data-sid={offer.sid}
      className="grid gap-3 rounded-lg border border-slate-200 p-3 lg:grid-cols-[10.5rem_minmax(0,1fr)_minmax(0,1.7fr)_auto] lg:items-center lg:gap-4 lg:rounded-none lg:border-0 lg:border-t lg:px-4 lg:py-2.5"
    >
      <OfferDates offer={offer} />
      <OfferStay offer={offer} />
      <OfferFlights tickets={offer.tickets} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 lg:flex-col lg:items-end lg:border-0 lg:pt-0">
        <div className="flex items-center gap-2">
          {offer.accommodation.hotel.stop_sale ? <StopSaleBadge /> : null}
          <Price
            amount={offer.price.amount}
            currency={offer.price.currency}
            className="text-lg font-bold text-slate-900"
          />
        </div>
        <OfferActions offer={offer} />
      </div>
    </li>
  );
}
