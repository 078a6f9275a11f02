import { z } from 'zod';
import { isCompletePhone } from '@/lib/shared/phone';
import { pagedListSchema } from './list';
import { offerContactsSchema } from './saved-offers';
import { currencySchema, ticketLegSchema, type Offer, type TicketLeg } from './search';
import { maxLengthMessage } from '@/lib/shared/message-key';

/**
 * A selection for the client on the wire (docs/product.md "Client selections"): a link an agent
 * makes from saved offers, the agent's list of them, the public view the client's page shows and
 * the client's answer. Shared by the demo backend, the BFF's allowlist and the portal's server.
 */

/** docs/product.md "Client selections": a link is valid 1–30 days, 7 unless the agent picks. */
export const SHARE_VALIDITY_DAYS = { min: 1, max: 30, default: 7 } as const;
/** The note to the client, in characters. */
export const SHARE_NOTE_MAX = 500;
/** The token's random bytes: 192 bits, 32 base64url characters (the issue asks for at least 128). */
export const SHARE_TOKEN_BYTES = 24;
/** The answer's name and messenger handle, in characters. */
export const SHARE_ANSWER_LIMITS = { name: 100, messenger: 64 } as const;

/** The client's page of a selection: the portal serves it at this path on the agency's host. */
export const sharedSelectionPath = (token: string) => `/selection/${token}`;

/** A token as the backend makes it: base64url, URL-safe, at least 128 bits. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/);

const validityDays = z.number().int().min(SHARE_VALIDITY_DAYS.min).max(SHARE_VALIDITY_DAYS.max);

/**
 * POST shared-selections: the saved offers by uuid (omitted or empty: the whole basket), the
 * contacts the client reaches the agency by, the validity in days and an optional note. The
 * prices are the saved offers' own (the agent's).
 */
export const createSharedSelectionRequestSchema = z.object({
  offers: z.array(z.string().uuid()).max(1000).default([]),
  contacts: offerContactsSchema,
  validity_days: validityDays.default(SHARE_VALIDITY_DAYS.default),
  note: z.string().trim().max(SHARE_NOTE_MAX, maxLengthMessage(SHARE_NOTE_MAX)).default(''),
});

/** → 201 `{data: {token, url_path, valid_until}}`; `valid_until` is an ISO instant. */
export const sharedSelectionRefSchema = z.object({
  data: z.object({ token: shareTokenSchema, url_path: z.string(), valid_until: z.string() }),
});

/** POST shared-selections/{token}/extend {days}: valid `days` from now on. */
export const extendSharedSelectionRequestSchema = z.object({ days: validityDays });

const moneySchema = z.object({ amount: z.number().nonnegative(), currency: currencySchema });

/** The client's answer as the agent's list shows it. */
export const shareAnswerSchema = z.object({
  /** The offer's 1-based position in the selection. */
  position: z.number().int().positive(),
  hotel: z.string(),
  name: z.string(),
  phone: z.string(),
  messenger: z.string(),
  created_at: z.string(),
});

export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;

/** GET shared-selections (paged, newest first): one of the agent's links. */
export const sharedSelectionItemSchema = z.object({
  token: shareTokenSchema,
  url_path: z.string(),
  created_at: z.string(),
  valid_until: z.string(),
  revoked_at: z.string().nullable(),
  status: z.enum(SHARE_STATUSES),
  note: z.string(),
  opens: z.object({ count: z.number().int().nonnegative(), last_at: z.string().nullable() }),
  offers_count: z.number().int().positive(),
  /** Each offer as the client sees its price, and whether the client answered on it. */
  offers: z.array(
    z.object({
      position: z.number().int().positive(),
      hotel: z.string(),
      check_in: z.string(),
      nights: z.number().int().positive(),
      price: moneySchema,
      answered: z.boolean(),
    }),
  ),
  answers: z.array(shareAnswerSchema),
});
export type SharedSelectionItem = z.infer<typeof sharedSelectionItemSchema>;
export const sharedSelectionListSchema = pagedListSchema(sharedSelectionItemSchema);
/** revoke and extend answer the link as the list shows it. */
export const sharedSelectionItemResponseSchema = z.object({ data: sharedSelectionItemSchema });

/** What a price covers, as the client's page lists it (docs/product.md §10 "Prices": everything mandatory). */
export const PRICE_INCLUDES = ['accommodation', 'meal', 'flights', 'transfer', 'insurance', 'taxes'] as const;

/** A flight leg as the client's page shows it. */
const publicLegSchema = ticketLegSchema.pick({ name: true, departure: true, arrival: true }).extend({
  airline: z.string(),
  from: z.object({ name: z.string(), prefix: z.string() }),
  to: z.object({ name: z.string(), prefix: z.string() }),
});

/** Whether the offer is still sold at the agent's price, re-checked when the page is read. */
export const shareAvailabilitySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('available') }),
  /** The operator's price moved: the agent's price moved with it; `since` is the day it was first seen (ISO). */
  z.object({ status: z.literal('changed'), price: moneySchema, since: z.string() }),
  z.object({ status: z.literal('gone') }),
]);

/** One offer as the client's page shows it: nothing of the agency's own (no net price, no commission). */
export const publicShareOfferSchema = z.strictObject({
  position: z.number().int().positive(),
  hotel: z.strictObject({
    name: z.string(),
    stars: z.number().int(),
    city: z.string(),
    country: z.string(),
    photo: z.string(),
  }),
  dates: z.strictObject({ check_in: z.string(), check_out: z.string() }),
  nights: z.number().int().positive(),
  room: z.string(),
  placement: z.string(),
  meal: z.string(),
  flights: z.strictObject({ out: publicLegSchema, back: publicLegSchema }).nullable(),
  includes: z.array(z.enum(PRICE_INCLUDES)),
  /** The agent's price for the client. */
  price: moneySchema,
  availability: shareAvailabilitySchema,
});
export type PublicShareOffer = z.infer<typeof publicShareOfferSchema>;

/**
 * The query of both public calls: the Host the portal answered the client's page on (a selection
 * shows on its agency's hosts only).
 */
export const sharedSelectionHostQuerySchema = z.object({
  host: z.string().max(300).describe("The portal's host: a selection belongs to one brand."),
});

/**
 * The read's query: `count=none` when the portal shows the page again for the client's own answer
 * (the thank-you, or the form with its errors), which is not an open; any other read counts one.
 */
export const sharedSelectionReadQuerySchema = sharedSelectionHostQuerySchema.extend({
  count: z
    .enum(['open', 'none'])
    .default('open')
    .describe("'none': the page shown again after the client's answer, not counted as an open."),
});
export type SharedSelectionReadCount = z.infer<typeof sharedSelectionReadQuerySchema>['count'];

/** The agency as the client's page names it: its theme (logo, colours, title) and its contacts. */
const publicAgencySchema = z.strictObject({ theme: z.string(), contacts: offerContactsSchema });

/** GET public/shared-selections/{token}?host= → `{data}`: only what the client's page shows. */
export const publicSharedSelectionSchema = z.object({
  data: z.strictObject({
    agency: publicAgencySchema,
    note: z.string(),
    valid_until: z.string(),
    offers: z.array(publicShareOfferSchema),
  }),
});
export type PublicSharedSelection = z.infer<typeof publicSharedSelectionSchema>['data'];

/** The 410 of an expired or revoked link: the error, and the agency so the page can show its contacts. */
export const closedSharedSelectionSchema = z.object({
  error: z.string(),
  message: z.string(),
  data: z.object({ reason: z.enum(['expired', 'revoked']), agency: publicAgencySchema }),
});
export type ClosedSharedSelection = z.infer<typeof closedSharedSelectionSchema>['data'];

const optionalText = (max: number) => z.string().trim().max(max, maxLengthMessage(max)).default('');

/**
 * POST public/shared-selections/{token}/answers: the client is interested in an offer. A phone
 * (complete for its country's mask, docs/product.md §5) or a messenger handle, at least one.
 */
export const shareAnswerRequestSchema = z
  .object({
    position: z.number().int().positive(),
    name: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(SHARE_ANSWER_LIMITS.name, maxLengthMessage(SHARE_ANSWER_LIMITS.name)),
    phone: z
      .string()
      .trim()
      .default('')
      .refine((phone) => !phone || isCompletePhone(phone), 'validation.phone'),
    messenger: optionalText(SHARE_ANSWER_LIMITS.messenger),
  })
  .superRefine((answer, ctx) => {
    if (!answer.phone && !answer.messenger)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.required', input: answer.phone });
  });
export type ShareAnswerRequest = z.input<typeof shareAnswerRequestSchema>;

/** → 201 `{data: {received: true}}`. */
export const shareAnswerResponseSchema = z.object({ data: z.object({ received: z.literal(true) }) });

function publicLeg(leg: TicketLeg) {
  return {
    name: leg.name,
    departure: leg.departure,
    arrival: leg.arrival,
    airline: leg.airline.airline,
    from: leg.airports.from,
    to: leg.airports.to,
  };
}

/**
 * The one mapping from a saved offer to what the client's page shows of it: the names and the
 * agent's price, field by field, so nothing else of the saved offer (its original price, sid,
 * ids, stop-sale flag) can reach the client.
 */
export function publicOfferOf(
  saved: { price: number; search_result: Offer },
  position: number,
  availability: z.infer<typeof shareAvailabilitySchema>,
): PublicShareOffer {
  const offer = saved.search_result;
  const { hotel, room, placement, meal } = offer.accommodation;
  const { from, to } = offer.tickets;
  const flights = from && to ? { out: publicLeg(from), back: publicLeg(to) } : null;
  return {
    position,
    hotel: { name: hotel.name, stars: hotel.stars, city: hotel.city, country: hotel.country, photo: hotel.photo },
    dates: { check_in: offer.dates.check_in, check_out: offer.dates.check_out },
    nights: offer.nights.total,
    room: room.name,
    placement: placement.name,
    meal: meal.full_name,
    flights,
    includes: PRICE_INCLUDES.filter((item) => flights || item !== 'flights'),
    price: { amount: saved.price, currency: offer.price.currency },
    availability,
  };
}
