import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Currency, Offer } from '@/lib/schemas/search';
import type { AppContext } from '../context';
import { notFound, parseOr422 } from '../http/errors';
import { localeOf, type Locale } from '../i18n';
import { priceOffer } from '../search/engine';
import { hotelCardOf, offerOf } from '../search/present';
import { decodeSid } from '../search/sid';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The offer a sid names, priced now (in the sid's currency unless told); null when it names nothing
 * sellable. `market`: priced as booking prices it, with the operator's price changes since the
 * search (the client selection's re-check).
 */
export function findOfferOfSid(
  ctx: AppContext,
  sid: string,
  locale: Locale,
  currency?: Currency,
  { market = false }: { market?: boolean } = {},
): Offer | null {
  const decoded = decodeSid(sid);
  const key = decoded && { ...decoded, currency: currency ?? decoded.currency };
  const factor = key && market ? ctx.market.factor(key.hotelId) : 1;
  const ref = key && priceOffer(ctx.search.catalogue, key, { today: ctx.search.today(), factor });
  if (!key || !ref) return null;
  return offerOf(ref, { adults: key.adults, children_ages: key.childrenAges, currency: key.currency }, locale);
}

/** As findOfferOfSid, or a 404. */
export function offerOfSid(ctx: AppContext, sid: string, locale: Locale, currency?: Currency): Offer {
  const offer = findOfferOfSid(ctx, sid, locale, currency);
  if (!offer) throw notFound();
  return offer;
}

export function registerOfferRoutes(app: FastifyInstance, ctx: AppContext): void {
  // GET /api/giata/hotel/:id: the hotel card
  app.get('/api/giata/hotel/:id', async (request) => {
    const { id } = parseOr422(idParams, request.params);
    const hotel = ctx.search.catalogue.hotelsById.get(id);
    if (!hotel) throw notFound();
    return { data: hotelCardOf(ctx.search.catalogue, hotel, localeOf(request)) };
  });
}
