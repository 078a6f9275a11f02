import { z } from 'zod';
import { addIsoDays } from '@/lib/search/date-range';
import {
  bookingDataResponseSchema,
  bookRequestSchema,
  bookResponseSchema,
  type TouristInput,
} from '@/lib/schemas/booking';
import {
  fareHoldRequestSchema,
  fareHoldResponseSchema,
  flightSearchResponseSchema,
  heldFareResponseSchema,
  ticketBookRequestSchema,
  ticketOrderResponseSchema,
} from '@/lib/schemas/flights';
import { cancelConditionsResponseSchema, cancelRequestSchema, orderResponseSchema } from '@/lib/schemas/orders';
import {
  deleteSavedOffersRequestSchema,
  offersTotalSchema,
  saveOfferRequestSchema,
  savedOfferRefSchema,
} from '@/lib/schemas/saved-offers';
import { avatarResponseSchema, profileResponseSchema } from '@/lib/schemas/profile';
import { searchResponseSchema } from '@/lib/schemas/search';
import type { Answer, CallOptions } from './client';
import { fail, pass, schemaProblem, skip, type CheckResult } from './report';

/**
 * The flows that change data, run with `--write` only, in a sandbox agency (docs/booking-api/README.md
 * "The conformance kit"): save an offer and delete it, book a tour and cancel it, hold and book a
 * flight and cancel the ticket order, upload an avatar and delete it (only when the user has none).
 * Each body is checked with the portal's own request schema before it is sent, so the kit sends
 * what the portal sends.
 */

export interface WriteContext {
  /** A signed-in call (refreshed on a 401). */
  call(path: string, options?: CallOptions): Promise<Answer>;
  /** The answers of the reads, by path: the tour search (`v2/search`) and the flight search. */
  bodies: Map<string, unknown>;
  add(result: CheckResult): void;
}

type Schema = z.core.$ZodType;

const yearsBefore = (iso: string, years: number) =>
  addIsoDays(`${Number(iso.slice(0, 4)) - years}${iso.slice(4)}`, -30);

/** Adults aged 40 and children of the search's ages, each a day short of the next birthday, passports valid long after. */
function travellers(adults: number, childrenAges: readonly number[], on: string, validUntil: string): TouristInput[] {
  const passport = { passport_expiry: addIsoDays(validUntil, 400), citizenship: 'MD' };
  const letter = (i: number) => 'ABCDEFGHIJKL'[i]!;
  return [
    ...Array.from({ length: adults }, (_, i): TouristInput => ({
      kind: 'adult',
      surname: 'Conformance',
      name: `Adult${letter(i)}`,
      birth_date: yearsBefore(on, 40),
      gender: i % 2 ? 'F' : 'M',
      passport_number: `CK${String(1000000 + i)}`,
      ...passport,
    })),
    ...childrenAges.map((age, i): TouristInput => ({
      kind: age <= 1 ? 'infant' : 'child',
      surname: 'Conformance',
      name: `Child${letter(i)}`,
      birth_date: yearsBefore(on, age),
      gender: 'F',
      passport_number: `CC${String(1000000 + i)}`,
      ...passport,
    })),
  ];
}

const CONTACT = { phone: '+37360000000', email: 'conformance@example.com' };

class Flow {
  constructor(
    private readonly context: WriteContext,
    private readonly flow: string,
  ) {}

  /** One step: the call, its status and its answer's schema; the parsed answer, or null after a failure. */
  async step<T extends Schema>(
    name: string,
    path: string,
    options: CallOptions,
    status: number,
    schema: T,
  ): Promise<z.output<T> | null> {
    const answer: Answer = await this.context.call(path, options);
    const label = `${this.flow}: ${name}`;
    if (answer.status !== status) {
      const message = z.safeParse(z.object({ message: z.string() }), answer.json);
      this.context.add(
        fail(
          'write',
          label,
          `answered ${answer.status}, expected ${status}${message.success ? `: ${message.data.message}` : ''}`,
        ),
      );
      return null;
    }
    const problem = schemaProblem(schema, answer.json);
    if (problem) {
      this.context.add(fail('write', label, problem));
      return null;
    }
    this.context.add(pass('write', label, `${status}, answer matches the schema`));
    return z.parse(schema, answer.json);
  }
}

async function savedOfferFlow(context: WriteContext): Promise<void> {
  const search = searchResponseSchema.safeParse(context.bodies.get('v2/search'));
  const sid = search.success ? search.data.data.results[0]?.offers[0]?.sid : undefined;
  if (!sid) return context.add(skip('write', 'save an offer', 'no offer: the tour search found none'));
  const flow = new Flow(context, 'save an offer');
  const saved = await flow.step(
    'POST search/offers',
    'search/offers',
    { body: saveOfferRequestSchema.parse({ sid }) },
    201,
    savedOfferRefSchema,
  );
  if (!saved) return;
  await flow.step(
    'DELETE search/offers',
    'search/offers',
    { method: 'DELETE', body: deleteSavedOffersRequestSchema.parse([saved.data.uuid]) },
    200,
    offersTotalSchema,
  );
}

async function tourFlow(context: WriteContext): Promise<void> {
  const search = searchResponseSchema.safeParse(context.bodies.get('v2/search'));
  const offer = search.success
    ? search.data.data.results.flatMap((r) => r.offers).find((o) => !o.accommodation.hotel.stop_sale)
    : undefined;
  if (!offer) return context.add(skip('write', 'book a tour', 'no sellable offer: the tour search found none'));
  const flow = new Flow(context, 'book a tour');
  const data = await flow.step(
    'GET v2/orders/book/{sid}',
    `v2/orders/book/${encodeURIComponent(offer.sid)}`,
    {},
    200,
    bookingDataResponseSchema,
  );
  if (!data) return;
  const { party, price, offer: priced } = data.data;
  const body = bookRequestSchema.parse({
    tourists: travellers(party.adults, party.children_ages, priced.dates.check_in, priced.dates.check_out),
    services: [],
    contact: CONTACT,
    note: 'Booked by the conformance kit.',
    expected_total: price.total,
  });
  const booked = await flow.step(
    'POST v2/orders/book/{sid}',
    `v2/orders/book/${encodeURIComponent(offer.sid)}`,
    { body },
    201,
    bookResponseSchema,
  );
  if (!booked) return;
  const id = booked.data.id;
  const cancel = new Flow(context, 'cancel the tour');
  const conditions = await cancel.step(
    'GET orders/{id}/cancel_request',
    `orders/${id}/cancel_request`,
    {},
    200,
    cancelConditionsResponseSchema,
  );
  if (!conditions) return;
  await cancel.step(
    'POST orders/{id}/cancel_request',
    `orders/${id}/cancel_request`,
    { body: cancelRequestSchema.parse({ reason: 'Cancelled by the conformance kit.' }) },
    200,
    orderResponseSchema,
  );
}

async function flightFlow(context: WriteContext): Promise<void> {
  const search = flightSearchResponseSchema.safeParse(context.bodies.get('air_tickets_search'));
  const fare = search.success ? search.data.data.itineraries[0]?.fares[0] : undefined;
  if (!fare) return context.add(skip('write', 'hold and book a flight', 'no fare: the flight search found none'));
  const flow = new Flow(context, 'hold and book a flight');
  const held = await flow.step(
    'POST orders/air_tickets/hash',
    'orders/air_tickets/hash',
    { body: fareHoldRequestSchema.parse({ fare_id: fare.id, passengers: { adults: 1, children: 0, infants: 0 } }) },
    201,
    fareHoldResponseSchema,
  );
  if (!held) return;
  const hash = encodeURIComponent(held.data.hash);
  const hold = await flow.step(
    'GET orders/air_tickets/book/{hash}',
    `orders/air_tickets/book/${hash}`,
    {},
    200,
    heldFareResponseSchema,
  );
  if (!hold) return;
  const body = ticketBookRequestSchema.parse({
    passengers: travellers(1, [], hold.data.age_on, hold.data.document_valid_until),
    buyer: { ...CONTACT, name: 'Conformance Kit' },
    expected_total: held.data.price.total,
  });
  const order = await flow.step(
    'POST orders/air_tickets/book/{hash}',
    `orders/air_tickets/book/${hash}`,
    { body },
    201,
    ticketOrderResponseSchema,
  );
  if (!order) return;
  await new Flow(context, 'cancel the ticket order').step(
    'POST ats/orders/{id}/cancel',
    `ats/orders/${order.data.id}/cancel`,
    { method: 'POST' },
    200,
    ticketOrderResponseSchema,
  );
}

/** The smallest PNG: one transparent pixel. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** An upload: the user's avatar (form data), read back as an image, then deleted; never over an avatar of theirs. */
async function avatarFlow(context: WriteContext): Promise<void> {
  const name = 'upload an avatar';
  const profile = profileResponseSchema.safeParse((await context.call('v1/profile')).json);
  if (!profile.success) return context.add(skip('write', name, 'GET v1/profile gave no profile to see the avatar in'));
  if (profile.data.data.avatar !== null)
    return context.add(skip('write', name, 'the user has an avatar, which the flow would replace'));
  const flow = new Flow(context, name);
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(PIXEL_PNG)], { type: 'image/png' }), 'pixel.png');
  const uploaded = await flow.step('POST v1/avatars', 'v1/avatars', { form }, 200, avatarResponseSchema);
  if (!uploaded) return;
  const address = uploaded.data.avatar;
  // The address the portal loads the image from, below the API: `/api/v1/avatars/{id}`.
  const below = address?.replace(/^\/api\//, '');
  if (!below || below === address) context.add(fail('write', `${name}: its address`, `not below /api/: ${address}`));
  else {
    const image = await context.call(below);
    context.add(
      image.status === 200 && image.type.startsWith('image/')
        ? pass('write', `${name}: GET ${address}`, `200, ${image.type}`)
        : fail('write', `${name}: GET ${address}`, `answered ${image.status} ${image.type}, expected 200 image/*`),
    );
  }
  const deleted = await flow.step('PATCH v1/avatars', 'v1/avatars', { method: 'PATCH' }, 200, avatarResponseSchema);
  if (deleted && deleted.data.avatar !== null)
    context.add(fail('write', `${name}: deleted`, `avatar is ${deleted.data.avatar}, expected null`));
}

/** The flows that change data, run with `--write` only, in a sandbox agency. */
export async function runWriteFlows(context: WriteContext): Promise<void> {
  await savedOfferFlow(context);
  await tourFlow(context);
  await flightFlow(context);
  await avatarFlow(context);
}
