import { formatCalendarDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { SAVED_OFFERS_CURRENCY, type SavedOffer } from '@/lib/schemas/saved-offers';
import type { Offer, TicketLeg } from '@/lib/schemas/search';

/**
 * A saved offer as words for the client, in the user's language: one structure that the copied
 * text (lib/basket/offer-text.ts) and the PDF (lib/pdf/) both lay out, so the two never say
 * different things; the demo backend's order documents print an order's offer with the same rows.
 */

/** A next-intl translator over the whole catalogue (`useTranslations()` or `createTranslator`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface SummaryRow {
  label: string;
  value: string;
}

export interface OfferSummary {
  /** 1-based position in the basket. */
  index: number;
  hotel: string;
  /** "4*" as the operator writes it. */
  category: string;
  stars: number;
  /** "Antalya, Turkey" */
  place: string;
  /** "01.12.2026 – 08.12.2026" */
  dates: string;
  /** "7 nights" */
  nights: string;
  /** Room, placement, meal, then the outbound and return flights (or "hotel only"). */
  rows: SummaryRow[];
  /** The agency's price, in EUR. */
  price: string;
}

/** What legText reads of a flight leg: a search result's, or the client page's (lib/schemas/shared-selections.ts). */
export type LegWords = Pick<TicketLeg, 'name' | 'departure' | 'arrival' | 'airports'> & {
  airline: Pick<TicketLeg['airline'], 'airline'>;
};

/** "RU 7501, 01.12.2026 06:10 → 08:30, Chișinău (KIV) → Antalya (AYT), Air Moldova" */
export function legText(leg: LegWords): string {
  const departure = `${formatCalendarDate(leg.departure.date)} ${leg.departure.time}`;
  const arrival =
    leg.arrival.date === leg.departure.date
      ? leg.arrival.time
      : `${formatCalendarDate(leg.arrival.date)} ${leg.arrival.time}`;
  const { from, to } = leg.airports;
  return `${leg.name}, ${departure} → ${arrival}, ${from.name} (${from.prefix}) → ${to.name} (${to.prefix}), ${leg.airline.airline}`;
}

/** Room, placement, meal, then the flights (or "hotel only"): an offer's rows wherever it is printed. */
export function offerRows(offer: Offer, t: Translate): SummaryRow[] {
  const { room, placement, meal } = offer.accommodation;
  const rows: SummaryRow[] = [
    { label: t('basket.offer.room'), value: room.name },
    { label: t('basket.offer.placement'), value: placement.name },
    { label: t('basket.offer.meal'), value: meal.full_name },
  ];
  if (offer.tickets.from && offer.tickets.to) {
    rows.push({ label: t('basket.offer.outbound'), value: legText(offer.tickets.from) });
    rows.push({ label: t('basket.offer.return'), value: legText(offer.tickets.to) });
  } else {
    rows.push({ label: t('basket.offer.flights'), value: t('basket.offer.hotelOnly') });
  }
  return rows;
}

/** "01.12.2026 – 08.12.2026" */
export function offerDates(offer: Offer): string {
  return `${formatCalendarDate(offer.dates.check_in)} – ${formatCalendarDate(offer.dates.check_out)}`;
}

export function summarizeOffer(saved: SavedOffer, index: number, t: Translate, intlLocale: string): OfferSummary {
  const offer = saved.search_result;
  const { hotel } = offer.accommodation;
  return {
    index,
    hotel: hotel.name,
    category: hotel.category,
    stars: hotel.stars,
    place: [hotel.city, hotel.country].filter(Boolean).join(', '),
    dates: offerDates(offer),
    nights: t('format.nights', { count: offer.nights.total }),
    rows: offerRows(offer, t),
    price: formatPrice(saved.price, SAVED_OFFERS_CURRENCY, intlLocale),
  };
}
