import { z } from 'zod';
import {
  ATS_FLIGHTS_MAX,
  deskTicketOrderInputIssues,
  deskTicketOrderInputObjectSchema,
  atsPassengerInputSchema,
  type DeskTicketOrderInput,
  type DeskTicketOrderPatch,
} from '@/lib/schemas/ats';
import {
  BUYER_NAME_MAX,
  contactSchema,
  emptyTourist,
  touristErrorFields,
  touristFieldsSchema,
} from '@/lib/shared/tourist-rules';

/**
 * The manual ATS order's form (docs/product.md §12 "Screens"): the wire's fields and cross-field
 * rules (deskTicketOrderInputObjectSchema, deskTicketOrderInputIssues, which the backend checks an order by too),
 * with the passengers held as the booking form's tourist blocks (`tourists`) and the buyer as
 * its contact (`contact`), so the flight booking's passenger and buyer fields serve here as they are.
 */

const required = 'validation.required';
const wire = deskTicketOrderInputObjectSchema.shape;

export function deskTicketOrderFormSchema(today: string) {
  return z
    .object({
      pnr: wire.pnr,
      carrier: wire.carrier,
      issue_date: z.string().min(1, required).pipe(wire.issue_date),
      transaction_type: wire.transaction_type,
      flight_type: z.enum(['charter', 'regular'], required),
      status: wire.status,
      seller_id: z.number(required).int(required).positive(required),
      flights: z
        .array(
          wire.flights.element.extend({
            direction: z.enum(['out', 'back'], required),
            departure_date: z.string().min(1, required),
            arrival_date: z.string().min(1, required),
          }),
        )
        .min(1, required)
        .max(ATS_FLIGHTS_MAX),
      tourists: z
        .array(touristFieldsSchema.extend({ ticket_number: atsPassengerInputSchema.shape.ticket_number }))
        .min(1, required),
      contact: contactSchema([]).extend({
        name: z.string().trim().min(1, required).max(BUYER_NAME_MAX, 'tourist.errors.buyerNameLength'),
      }),
      fare: wire.fare,
      taxes: wire.taxes,
      fee: wire.fee,
      commission: wire.commission,
      properties: z.array(z.number().int().positive()),
    })
    .superRefine((value, ctx) => {
      for (const issue of deskTicketOrderInputIssues(
        { ...value, passengers: value.tourists } as unknown as DeskTicketOrderInput,
        today,
      )) {
        ctx.addIssue({
          code: 'custom',
          path: issue.path.map((part) => (part === 'passengers' ? 'tourists' : part)),
          message: issue.message,
        });
      }
    });
}
export type DeskTicketOrderFormInput = z.input<ReturnType<typeof deskTicketOrderFormSchema>>;
export type DeskTicketOrderFormOutput = z.output<ReturnType<typeof deskTicketOrderFormSchema>>;

/** The form's values → the call's body. */
export function deskTicketOrderBody({ tourists, contact, ...rest }: DeskTicketOrderFormOutput): DeskTicketOrderInput {
  return { ...rest, passengers: tourists as DeskTicketOrderInput['passengers'], buyer: contact };
}

/** A saved order's values (GET ats/orders/{id}/edit) → the form's. */
export function deskTicketOrderFormValues({
  passengers,
  buyer,
  ...rest
}: DeskTicketOrderInput): DeskTicketOrderFormInput {
  return { ...rest, tourists: passengers, contact: buyer };
}

export const emptyAtsFlight = (direction: 'out' | 'back' = 'out'): DeskTicketOrderFormInput['flights'][number] => ({
  direction,
  flight_number: '',
  from: '',
  to: '',
  departure_date: '',
  departure_time: '',
  arrival_date: '',
  arrival_time: '',
});
export const emptyAtsPassenger = (): DeskTicketOrderFormInput['tourists'][number] => ({
  ...emptyTourist('adult'),
  ticket_number: '',
});

/** A new manual order: issued today, a sale, one outbound flight and one adult. */
export function newDeskTicketOrderValues(today: string): DeskTicketOrderFormInput {
  return {
    pnr: '',
    carrier: '',
    issue_date: today,
    transaction_type: 'sale',
    flight_type: 'regular',
    status: 'ticketed',
    seller_id: Number.NaN,
    flights: [emptyAtsFlight()],
    tourists: [emptyAtsPassenger()],
    contact: { name: '', phone: '', email: '' },
    fare: 0,
    taxes: 0,
    fee: 0,
    commission: 0,
    properties: [],
  };
}

const FLIGHT_FIELDS = [
  'direction',
  'flight_number',
  'from',
  'to',
  'departure_date',
  'departure_time',
  'arrival_date',
  'arrival_time',
] as const;
const TOP_FIELDS = [
  'pnr',
  'carrier',
  'issue_date',
  'transaction_type',
  'flight_type',
  'status',
  'seller_id',
  'flights',
  'tourists',
  'fare',
  'taxes',
  'fee',
  'commission',
  'properties',
] as const;

/** Every field a 422 of the form's call may name, in the form's names (see deskTicketOrderFormField). */
export function deskTicketOrderErrorFields(flights: number, passengers: number): string[] {
  return [
    ...TOP_FIELDS,
    ...Array.from({ length: flights }, (_, i) => FLIGHT_FIELDS.map((field) => `flights.${i}.${field}`)).flat(),
    ...touristErrorFields(passengers),
    ...Array.from({ length: passengers }, (_, i) => `tourists.${i}.ticket_number`),
    'contact.name',
    'contact.phone',
    'contact.email',
  ];
}

/** The wire's 422 keys (`passengers.0.ticket_number`, `buyer.phone`) → the form's. */
export const deskTicketOrderFormField = (field: string) =>
  field.replace(/^passengers(\.|$)/, 'tourists$1').replace(/^buyer\./, 'contact.');

/** A portal booking's edit (PATCH ats/orders/{id}): only the sales fields it may change. */
export const atsBookedPatchSchema = z.object({
  pnr: wire.pnr,
  carrier: wire.carrier,
  seller_id: z.number(required).int(required).positive(required),
  commission: wire.commission,
  properties: z.array(z.number().int().positive()),
});
export type AtsBookedPatchInput = z.input<typeof atsBookedPatchSchema>;
export type AtsBookedPatch = z.output<typeof atsBookedPatchSchema> & DeskTicketOrderPatch;
export const ATS_BOOKED_FIELDS = ['pnr', 'carrier', 'seller_id', 'commission', 'properties'] as const;
