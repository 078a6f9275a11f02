import { z } from 'zod';
import { offerSchema } from './search';

/**
 * The saved-offers basket on the wire (docs/product.md §3 "Saved offer", "Offer contacts"; §7 "Saved
 * offers"). Shared by the demo backend, the BFF's PDF route and the basket dialog.
 *
 * Offers are saved priced in EUR whatever the search's currency: the dialog and the PDF show EUR
 * (docs/product.md §1), so `search_result.price` is the original EUR price and `price` the agency's own
 * (never below the original, docs/product.md §5).
 */

export const SAVED_OFFERS_CURRENCY = 'EUR';
/** docs/product.md §5: the price input takes at most 6 digits of whole euros (and cents). */
export const MAX_PRICE_DIGITS = 6;
export const MAX_SAVED_PRICE = 10 ** MAX_PRICE_DIGITS - 0.01;
/** An amount in EUR with at most two decimals (docs/product.md §10 "Prices": prices have cents). */
const savedPrice = z
  .number()
  .nonnegative()
  .max(MAX_SAVED_PRICE)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { message: 'at most two decimals' });

/** POST search/offers {sid} → 201 `{data: {uuid}}`. */
export const saveOfferRequestSchema = z.object({ sid: z.string().min(1) });
export const savedOfferRefSchema = z.object({ data: z.object({ uuid: z.string().uuid() }) });

/** GET search/offers/total → `{data: {total}}`. */
export const offersTotalSchema = z.object({ data: z.object({ total: z.number().int().nonnegative() }) });

export const savedOfferSchema = z.object({
  uuid: z.string().uuid(),
  /** The price shown to the client, EUR with cents; starts as `search_result.price.amount`. */
  price: savedPrice,
  search_result: offerSchema.extend({
    price: z.object({ amount: z.number().nonnegative(), currency: z.literal(SAVED_OFFERS_CURRENCY) }),
  }),
});
export type SavedOffer = z.infer<typeof savedOfferSchema>;

/** GET search/offers → the caller's offers in the order they were saved (index 1 first). */
export const savedOffersSchema = z.object({ data: z.array(savedOfferSchema) });

/** PATCH search/offers/{uuid} {price} → `{data: SavedOffer}`; a price below the original is a 422. */
export const updateSavedOfferRequestSchema = z.object({ price: savedPrice });
export const savedOfferResponseSchema = z.object({ data: savedOfferSchema });

/** DELETE search/offers with a JSON array of uuids as the body; `[]` deletes them all. → `{data: {total}}` left. */
export const deleteSavedOffersRequestSchema = z.array(z.string().uuid()).max(1000);

/** The contact lengths the dialog's inputs and the PDF layout allow. */
export const CONTACT_LIMITS = { title: 120, address: 200, phone: 40, email: 120 } as const;

/**
 * Offer contacts (docs/product.md §3): how the client reaches the agency, printed on the PDF. Any field
 * may be empty; what the agent typed is kept as typed (trimmed).
 */
export const offerContactsSchema = z.object({
  title: z.string().trim().max(CONTACT_LIMITS.title),
  address: z.string().trim().max(CONTACT_LIMITS.address),
  phone: z.string().trim().max(CONTACT_LIMITS.phone),
  email: z.string().trim().max(CONTACT_LIMITS.email),
});
export type OfferContacts = z.infer<typeof offerContactsSchema>;

/** GET search/offers/contacts → the agency's own contacts, the dialog's defaults and its "reset". */
export const offerContactsResponseSchema = z.object({ data: offerContactsSchema });

/** POST search/offers/print: the body is the contacts (offerContactsSchema); the answer is `offer_{date}_{time}.pdf`. */
/** `offer_2026-11-21_14-05.pdf`: the date and time (Europe/Chisinau) it was made, sortable. */
export const OFFERS_PDF_NAME = /^offer_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}\.pdf$/;
