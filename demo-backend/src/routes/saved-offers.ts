import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  deleteSavedOffersRequestSchema,
  saveOfferRequestSchema,
  SAVED_OFFERS_CURRENCY,
  updateSavedOfferRequestSchema,
  type SavedOffer,
} from '@/lib/schemas/saved-offers';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError, notFound, parseOr422, validationError } from '../http/errors';
import { localeOf, type Locale } from '../i18n';
import { findOfferOfSid, offerOfSid } from './offers';

const uuidParams = z.object({ uuid: z.string().uuid() });

/**
 * A saved offer in the caller's language: the names (hotel, city, room, meal, airports) come from
 * the catalogue now, the prices stay as saved. An agent who saved in Russian and prints for a
 * Romanian client gets Romanian words. An offer the catalogue no longer has is shown as saved. A
 * client selection's offers (routes/shared-selections.ts) are named the same way.
 */
export function inLanguage<T extends Pick<SavedOffer, 'search_result'>>(ctx: AppContext, saved: T, locale: Locale): T {
  const now = findOfferOfSid(ctx, saved.search_result.sid, locale, SAVED_OFFERS_CURRENCY);
  return now ? { ...saved, search_result: { ...now, price: saved.search_result.price } } : saved;
}

/**
 * The saved-offers basket (docs/product.md §7 "Saved offers"): every call works on the caller's own
 * offers only. `POST search/offers/print` is not here: the portal renders that PDF itself with
 * the agency's theme (lib/pdf/), from GET search/offers.
 */
export function registerSavedOfferRoutes(app: FastifyInstance, ctx: AppContext): void {
  const offers = ctx.savedOffers;

  // GET /api/search/offers: the caller's saved offers, in the order they were saved
  app.get('/api/search/offers', async (request) => {
    const locale = localeOf(request);
    return { data: offers.all(authOf(request).userId).map((saved) => inLanguage(ctx, saved, locale)) };
  });

  // POST /api/search/offers {sid}: save an offer as priced now, in EUR (the basket shows EUR). The
  // same offer twice (whatever the search's currency) is a 409: the basket holds it once.
  app.post('/api/search/offers', async (request, reply) => {
    const { sid } = parseOr422(saveOfferRequestSchema, request.body);
    const offer = offerOfSid(ctx, sid, localeOf(request), SAVED_OFFERS_CURRENCY);
    const { userId } = authOf(request);
    if (offers.uuidOf(userId, offer.sid))
      throw new HttpError(409, 'savedOffers.duplicate', 'savedOffers.duplicate.message');
    const uuid = offers.save(userId, offer);
    return reply.code(201).send({ data: { uuid } });
  });

  // PATCH /api/search/offers/:uuid {price}: the agency's price for its client, never below the original
  app.patch('/api/search/offers/:uuid', async (request) => {
    const { uuid } = parseOr422(uuidParams, request.params);
    const { price } = parseOr422(updateSavedOfferRequestSchema, request.body);
    const result = offers.updatePrice(authOf(request).userId, uuid, price);
    if (result.ok) return { data: inLanguage(ctx, result.offer, localeOf(request)) };
    if (result.reason === 'not-found') throw notFound();
    throw validationError({ price: ['validation.priceBelowOriginal'] });
  });

  // DELETE /api/search/offers [uuid, …]: delete those offers; [] deletes them all
  app.delete('/api/search/offers', async (request) => {
    const uuids = parseOr422(deleteSavedOffersRequestSchema, request.body ?? null);
    const { userId } = authOf(request);
    offers.remove(userId, uuids);
    return { data: { total: offers.total(userId) } };
  });

  // GET /api/search/offers/contacts: the caller's agency contacts for clients
  app.get('/api/search/offers/contacts', async (request) => {
    const contacts = offers.agencyContacts(authOf(request).userId);
    if (!contacts) throw notFound();
    return { data: contacts };
  });

  // GET /api/search/offers/total: how many offers the caller's basket holds
  app.get('/api/search/offers/total', async (request) => ({ data: { total: offers.total(authOf(request).userId) } }));
}
