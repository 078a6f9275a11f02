import type { BaggageInfo, BookingData, PriceBreakdown, Service } from '@/lib/schemas/booking';
import type { Offer } from '@/lib/schemas/search';
import type { AppContext } from '../context';
import { HttpError, notFound, validationError } from '../http/errors';
import type { Locale } from '../i18n';
import { portalToday } from '@/lib/format/date';
import { priceOffer } from '../search/engine';
import type { Flight } from '../search/catalogue';
import { dayOf } from '../search/days';
import { convert, partyOf, type Party } from '../search/pricing';
import { offerOf } from '../search/present';
import { decodeSid, type OfferKey } from '../search/sid';
import { breakdownOf, servicesOf, type Stay } from './price';

export const gone = () => new HttpError(410, 'orders.notSold', 'orders.notSold.message');

/** docs/product.md §9: 20 kg checked and 6 kg hand luggage; infants 10 kg and no hand luggage; check-in 3 h to 40 min. */
const BAGGAGE: BaggageInfo = {
  adult: { baggage_kg: 20, hand_kg: 6, hand_size: '55×40×20 cm' },
  infant: { baggage_kg: 10, hand_kg: 0, hand_size: '—' },
  check_in: { open_hours: 3, close_minutes: 40 },
};

/** An offer as it can be booked now: what GET book/{sid} shows and what POST book/{sid} stores. */
export interface Bookable {
  key: OfferKey;
  stay: Stay;
  /** The outbound flight: the package is sold until its check-in closes (docs/product.md §9). */
  outbound: Flight;
  party: Party;
  /** In the sid's currency (the search's); `offerEur` is the one an order keeps. */
  offer: Offer;
  offerEur: Offer;
  services: Service[];
  baggage: { from: BaggageInfo; to: BaggageInfo };
  nonRefundable: boolean;
  priceOf(selected: readonly Service[]): PriceBreakdown;
}

export const today = () => dayOf(portalToday());

/**
 * The offer a sid names, priced now for booking: 404 when the sid names nothing, 410 when it is
 * no longer sold (a stop-sale, a check-in already past). A flight without seats is still sold, on request.
 */
export function bookableOf(ctx: AppContext, sid: string, locale: Locale): Bookable {
  const key = decodeSid(sid);
  const now = today();
  // The operator's price change moves the offer's price and its breakdown alike.
  const factor = key ? ctx.market.factor(key.hotelId) : 1;
  const cat = ctx.search.catalogue;
  const ref = key && priceOffer(cat, { ...key, currency: 'EUR' }, { today: now, factor });
  if (!key || !ref) throw notFound();
  if (ref.stopSale || ctx.market.stopped(ref.hotel.id) || ref.checkIn < now) throw gone();
  const stay: Stay = {
    hotel: ref.hotel,
    room: ref.room,
    meal: ref.meal,
    checkIn: ref.checkIn,
    nights: ref.nights,
    out: ref.out,
    back: ref.back,
  };
  const party = partyOf(key.adults, key.childrenAges);
  const offerParty = { adults: key.adults, children_ages: key.childrenAges };
  // The offer's price is the default total of its breakdown (mandatory services only), in the sid's currency.
  const offerEur = offerOf(ref, { ...offerParty, currency: 'EUR' }, locale);
  const offer =
    key.currency === 'EUR'
      ? offerEur
      : offerOf(
          { ...ref, price: convert(ref.price, key.currency, cat.rates) },
          { ...offerParty, currency: key.currency },
          locale,
        );
  return {
    key,
    stay,
    outbound: ref.out,
    party,
    offer,
    offerEur,
    services: servicesOf(stay, party, locale),
    baggage: { from: BAGGAGE, to: BAGGAGE },
    nonRefundable: ref.out.type === 'regular' || ref.back.type === 'regular',
    priceOf: (selected) => breakdownOf(stay, party, selected, { factor, today: now }),
  };
}

/** The selected services: the mandatory ones always, the others by id; an unknown id is a 422 on `services`. */
export function selectServices(services: readonly Service[], ids: readonly string[]): Service[] {
  const known = new Set(services.map((s) => s.id));
  if (ids.some((id) => !known.has(id))) throw validationError({ services: ['orders.unknownService'] });
  const chosen = new Set(ids);
  return services.filter((s) => s.mandatory || chosen.has(s.id)).map((s) => ({ ...s, selected: true }));
}

export function bookingDataOf(bookable: Bookable): BookingData {
  const selected = bookable.services.filter((s) => s.selected);
  return {
    offer: bookable.offer,
    party: { adults: bookable.key.adults, children_ages: bookable.key.childrenAges },
    services: bookable.services,
    baggage: bookable.baggage,
    non_refundable: bookable.nonRefundable,
    price: bookable.priceOf(selected),
  };
}
