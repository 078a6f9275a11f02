import { z } from 'zod';
import * as agency from '@/lib/schemas/agency';
import * as ats from '@/lib/schemas/ats';
import * as auth from '@/lib/schemas/auth';
import * as booking from '@/lib/schemas/booking';
import * as content from '@/lib/schemas/content';
import * as contract from '@/lib/schemas/contract';
import * as core from '@/lib/schemas/core';
import * as employees from '@/lib/schemas/employees';
import { employeeQuerySchema } from '@/lib/schemas/employees-query';
import * as flights from '@/lib/schemas/flights';
import * as gateways from '@/lib/schemas/gateways';
import * as notifications from '@/lib/schemas/notifications';
import * as orders from '@/lib/schemas/orders';
import * as profile from '@/lib/schemas/profile';
import * as reports from '@/lib/schemas/reports';
import * as savedOffers from '@/lib/schemas/saved-offers';
import * as search from '@/lib/schemas/search';
import * as shared from '@/lib/schemas/shared-selections';
import * as subpartitions from '@/lib/schemas/subpartitions';
import { deskTicketOrdersQuerySchema } from '@/lib/schemas/ticket-orders-query';
import { userSchema } from '@/lib/schemas/user';
import { locales } from '@/lib/i18n/locales';
import type { HttpMethod } from '@/lib/bff/allowlist';
import { EMPLOYEE_CAPABILITIES, SUBPARTITION_CAPABILITIES, type Capability } from '@/lib/shared/permissions';

/**
 * Every call the portal makes to the booking backend (docs/booking-api/README.md): the browser's,
 * which the BFF forwards (lib/bff/allowlist.ts, one entry per rule), and the server's own. Each
 * names the zod schemas the portal checks the request and the answer with, so the OpenAPI
 * document (lib/contract/openapi.ts) is written from the same schemas the code runs.
 * tests/unit/contract/calls.test.ts keeps it and the allowlist and lib/backend in step.
 */

type Schema = z.core.$ZodType;

/** The allowlist's headings (docs/product.md §7), the document's tags. */
export const CALL_GROUPS = [
  'auth',
  'saved offers',
  'client selections',
  'search',
  'orders',
  'booking',
  'profile',
  'core',
  'employees',
  'notifications',
  'content',
  'ATS',
  'gateways',
  'reports',
] as const;
export type CallGroup = (typeof CALL_GROUPS)[number];

/** The statuses a call may answer besides its success (docs/product.md §8). */
export type ErrorStatus = 303 | 401 | 403 | 404 | 409 | 410 | 422 | 429;

export interface CallAnswer {
  status: 200 | 201;
  /** The JSON body's schema; a list when the answer depends on the query (one of them). */
  schema?: Schema | readonly Schema[];
  /** A file rather than JSON. */
  binary?: 'application/pdf' | 'image/*';
  /** The portal does not read the body: what it takes from the answer instead. */
  unread?: string;
}

export interface BackendCall {
  method: HttpMethod;
  /** Below `{BOOKING_API_URL}/api/`, parameters as `{name}` (lib/bff/allowlist.ts PARAMETERS). */
  path: string;
  group: CallGroup;
  /** `spec`: the specification's call; `ours`: added by this project (docs/product.md §7). */
  origin: 'spec' | 'ours';
  summary: string;
  /** Made without a bearer token. */
  public?: true;
  /**
   * The capabilities (any one) the caller's role needs, else 403 (lib/shared/permissions.ts); none:
   * every signed-in role may make the call.
   */
  needs?: readonly Capability[];
  /** Made by the portal's server only; the BFF never forwards it from the browser. */
  serverOnly?: true;
  /** On the allowlist, but answered by the portal itself: it never reaches the booking backend. */
  portalAnswers?: true;
  /** The query: an object schema; arrays go comma-joined. */
  query?: Schema;
  /** The query's `page` and `size` go as `page[number]` and `page[size]`. */
  paged?: true;
  body?: { type: 'json' | 'multipart'; schema: Schema };
  answer: CallAnswer;
  errors: readonly ErrorStatus[];
  /** Error bodies richer than `{error, message}` (lib/schemas/api-error.ts), by status. */
  errorBodies?: Partial<Record<ErrorStatus, Schema | readonly Schema[]>>;
}

/** The `x-localization` values every call carries (lib/i18n/locales.ts). */
export const LOCALIZATIONS = locales;

interface Options {
  query?: Schema;
  paged?: true;
  body?: Schema;
  multipart?: Schema;
  status?: 201;
  pdf?: true;
  image?: true;
  unread?: string;
  public?: true;
  needs?: readonly Capability[];
  serverOnly?: true;
  portalAnswers?: true;
  /** Statuses beyond those every call of its kind may answer (`errorsOf`). */
  errors?: readonly ErrorStatus[];
  errorBodies?: BackendCall['errorBodies'];
  origin?: 'spec' | 'ours';
}

type Entry = [
  method: HttpMethod,
  path: string,
  summary: string,
  answer: Schema | readonly Schema[] | null,
  options?: Options,
];

/**
 * What any call may answer: without a session 401, outside the role 403, and a 303 the portal
 * follows (docs/product.md §8); a call naming a record 404; one taking input 422; a public one 429
 * (the portal's limits per client address, docs/deployment.md).
 */
function errorsOf(path: string, options: Options): ErrorStatus[] {
  const errors = new Set<ErrorStatus>(options.errors ?? []);
  if (!options.public) [303, 401, 403].forEach((status) => errors.add(status as ErrorStatus));
  else errors.add(429);
  if (path.includes('{')) errors.add(404);
  if (options.body || options.multipart || options.query) errors.add(422);
  return [...errors].sort((a, b) => a - b);
}

/** A group's calls; `defaults` are options every entry has unless it says otherwise. */
function section(
  group: CallGroup,
  origin: 'spec' | 'ours',
  entries: readonly Entry[],
  defaults: Pick<Options, 'needs'> = {},
): BackendCall[] {
  return entries.map(([method, path, summary, answer, own = {}]) => {
    const options = { ...defaults, ...own };
    return {
      method,
      path,
      group,
      origin: options.origin ?? origin,
      summary,
      ...(options.public ? { public: true as const } : {}),
      ...(options.needs ? { needs: options.needs } : {}),
      ...(options.serverOnly ? { serverOnly: true as const } : {}),
      ...(options.portalAnswers ? { portalAnswers: true as const } : {}),
      ...(options.query ? { query: options.query } : {}),
      ...(options.paged ? { paged: true as const } : {}),
      ...(options.body ? { body: { type: 'json' as const, schema: options.body } } : {}),
      ...(options.multipart ? { body: { type: 'multipart' as const, schema: options.multipart } } : {}),
      answer: {
        status: options.status ?? 200,
        ...(answer ? { schema: answer } : {}),
        ...(options.pdf ? { binary: 'application/pdf' as const } : {}),
        ...(options.image ? { binary: 'image/*' as const } : {}),
        ...(options.unread ? { unread: options.unread } : {}),
      },
      errors: errorsOf(path, options),
      ...(options.errorBodies ? { errorBodies: options.errorBodies } : {}),
    };
  });
}

// Queries the portal builds from its own values (lib/backend, lib/hooks), with no URL schema of their own.
const departureCityQuery = z.object({ departure_city_id: z.int().positive() });
const tripQuery = departureCityQuery.extend({ country_id: z.int().positive() });
const nightsQuery = tripQuery.extend({ date_from: z.iso.date(), date_to: z.iso.date() });
const hotelsQuery = z.object({
  country_id: z.int().positive(),
  location_ids: z.array(z.int().positive()).optional(),
  search: z.string().max(100).optional(),
  'page[size]': z.int().positive().optional(),
});
const hotelListQuery = z.object({ country_id: z.int().positive().optional() });
const notificationsQuery = notifications.notificationsFilterSchema.extend({
  page: z.int().positive().default(1),
  size: z.int().positive().default(notifications.NOTIFICATIONS_PAGE_SIZE),
});
const cardPaymentQuery = z.object({
  return_url: z.string().optional().describe('A new attempt through the agency gateway, back to this portal address.'),
  payment: z.string().optional().describe("That attempt's result."),
});
const paymentCreateQuery = z.object({ order: z.int().positive().optional() });
const noBody = z.object({});

/** A ticket-desk resource's calls (docs/product.md §12 "The ticket desk: the calls"; lib/bff/allowlist.ts atsResource). */
function atsResource(
  base: string,
  name: string,
  s: {
    list: Schema | readonly Schema[];
    query: Schema;
    one: Schema | readonly Schema[];
    filters: Schema | readonly Schema[];
    edit: Schema;
    input: Schema;
    saved: Schema | readonly Schema[];
    patch: Schema | readonly Schema[];
    patched: Schema | readonly Schema[];
  },
  /** What reading the resource, changing its state (PATCH) and editing it need. */
  needs: { read?: readonly Capability[]; patch?: readonly Capability[]; edit: readonly Capability[] },
  extra: readonly Entry[],
): Entry[] {
  const read = needs.read ? { needs: needs.read } : {};
  const edit = { needs: needs.edit };
  return [
    ['GET', base, `The ${name} list`, s.list, { query: s.query, paged: true, ...read }],
    ['GET', `${base}/{id}`, `One ${name}`, s.one, read],
    ['GET', `${base}/filters`, `The ${name} list's filter options`, s.filters, read],
    ['GET', `${base}/{id}/edit`, `A ${name}'s values for the edit form`, s.edit, { errors: [409], ...edit }],
    ...extra,
    ['POST', `${base}/create`, `Create a ${name}`, s.saved, { body: s.input, status: 201, ...edit }],
    ['POST', `${base}/{id}/edit`, `Save a ${name}'s edit`, s.saved, { body: s.input, errors: [409], ...edit }],
    [
      'PATCH',
      `${base}/{id}`,
      `Change a ${name}'s state or fields`,
      s.patched,
      {
        body: Array.isArray(s.patch) ? z.union(s.patch as [Schema, Schema]) : (s.patch as Schema),
        errors: [409],
        ...(needs.patch ? { needs: needs.patch } : {}),
      },
    ],
  ];
}

// The capabilities of the calls that need one (lib/shared/permissions.ts).
const ATS_READ: readonly Capability[] = ['ats.read'];
const ATS_MANAGE: readonly Capability[] = ['ats.manage'];

export const CALLS: readonly BackendCall[] = [
  ...section('auth', 'spec', [
    [
      'POST',
      'jwt/login',
      'Sign in: the access and refresh tokens',
      auth.credentialsSchema,
      { body: auth.loginRequestSchema, public: true },
    ],
    [
      'POST',
      'jwt/refresh-token',
      'A new token pair for the refresh token; the backend rotates it (docs/deployment.md)',
      auth.credentialsSchema,
      { body: auth.refreshRequestSchema, public: true, serverOnly: true },
    ],
    ['GET', 'jwt/logout', 'Sign out: revokes the session and its refresh token', null, { unread: 'the status only' }],
    ['GET', 'jwt/user', 'The signed-in user', userSchema],
    [
      'POST',
      'forgot_password',
      'Send a password reset link',
      auth.messageResponseSchema,
      { body: auth.forgotPasswordRequestSchema, public: true },
    ],
    [
      'POST',
      'reset_password/{token}',
      'Set a new password with a reset token',
      auth.messageResponseSchema,
      { body: auth.resetPasswordRequestSchema, public: true, errors: [410] },
    ],
    [
      'GET',
      'check_reset_token/{token}',
      'Whether a reset token is still valid',
      auth.resetTokenCheckSchema,
      { public: true, errors: [410, 422] },
    ],
    [
      'POST',
      'contract/agency-registration',
      'Register an agency and its first user',
      auth.messageResponseSchema,
      { body: contract.agencyRegistrationSchema, public: true, status: 201 },
    ],
    [
      'POST',
      'contract/agency-registration/check',
      "Check one field of the registration form (the portal's BFF answers it)",
      null,
      { body: contract.agencyRegistrationSchema, public: true, portalAnswers: true, origin: 'ours' },
    ],
    [
      'POST',
      'contract/agency/check',
      "Check one field of the contract form (the portal's BFF answers it)",
      null,
      { body: contract.agencyDetailsSchema, public: true, portalAnswers: true, origin: 'ours' },
    ],
  ]),

  ...section('saved offers', 'spec', [
    ['GET', 'search/offers', 'The saved offers (the basket)', savedOffers.savedOffersSchema],
    [
      'POST',
      'search/offers',
      'Save an offer of a search',
      savedOffers.savedOfferRefSchema,
      { body: savedOffers.saveOfferRequestSchema, status: 201, errors: [409] },
    ],
    [
      'PATCH',
      'search/offers/{uuid}',
      "Change a saved offer's price",
      savedOffers.savedOfferResponseSchema,
      { body: savedOffers.updateSavedOfferRequestSchema },
    ],
    [
      'DELETE',
      'search/offers',
      'Delete saved offers by uuid (an empty list deletes all)',
      savedOffers.offersTotalSchema,
      { body: savedOffers.deleteSavedOffersRequestSchema },
    ],
    ['GET', 'search/offers/total', 'How many offers are saved', savedOffers.offersTotalSchema],
    [
      'GET',
      'search/offers/contacts',
      "The agent's contacts printed on the offers",
      savedOffers.offerContactsResponseSchema,
    ],
    [
      'POST',
      'search/offers/print',
      'The saved offers as a PDF (the portal renders it from GET search/offers: lib/bff/print-offers.ts)',
      null,
      { body: savedOffers.offerContactsSchema, pdf: true, portalAnswers: true },
    ],
  ]),

  ...section('client selections', 'ours', [
    ['GET', 'shared-selections', "The agent's links to client selections", shared.sharedSelectionListSchema],
    [
      'POST',
      'shared-selections',
      'Share saved offers with a client',
      shared.sharedSelectionRefSchema,
      { body: shared.createSharedSelectionRequestSchema, status: 201 },
    ],
    ['POST', 'shared-selections/{token}/revoke', 'Revoke a link', shared.sharedSelectionItemResponseSchema],
    [
      'POST',
      'shared-selections/{token}/extend',
      "Extend a link's validity",
      shared.sharedSelectionItemResponseSchema,
      { body: shared.extendSharedSelectionRequestSchema, errors: [409] },
    ],
    [
      'GET',
      'public/shared-selections/{token}',
      'The client reads a selection (410: closed, with the agency contacts)',
      shared.publicSharedSelectionSchema,
      {
        query: shared.sharedSelectionReadQuerySchema,
        public: true,
        serverOnly: true,
        errors: [410],
        errorBodies: { 410: shared.closedSharedSelectionSchema },
      },
    ],
    [
      'POST',
      'public/shared-selections/{token}/answers',
      "The client's answer to a selection",
      shared.shareAnswerResponseSchema,
      {
        query: shared.sharedSelectionHostQuerySchema,
        body: shared.shareAnswerRequestSchema,
        public: true,
        serverOnly: true,
        status: 201,
        errors: [410],
      },
    ],
  ]),

  ...section('search', 'spec', [
    ['GET', 'v2/search/departure_cities', 'Departure cities', search.departureCitiesSchema],
    [
      'GET',
      'v2/search/countries',
      'Countries with tours from a city',
      search.countriesSchema,
      { query: departureCityQuery },
    ],
    ['GET', 'v2/search/find/{searchId}', 'A search by its id', search.findResponseSchema],
    ['GET', 'v2/search/calendar_hints', 'Check-in dates with tours', search.calendarHintsSchema, { query: tripQuery }],
    [
      'GET',
      'v2/search/available_nights',
      'Nights available for check-ins in a range',
      search.availableNightsSchema,
      { query: nightsQuery },
    ],
    ['GET', 'v2/search/countries/{id}/package_templates', "A country's regions", search.packageTemplatesSchema],
    ['GET', 'v2/search/package_templates/{id}/locations', "A region's resorts", search.locationsSchema],
    ['GET', 'v2/search/meals', 'Meal plans', search.mealsSchema],
    ['GET', 'v2/search/hotel_categories', 'Hotel categories', search.hotelCategoriesSchema],
    ['GET', 'v2/search/hotels', "A country's hotels", search.hotelSummariesSchema, { query: hotelsQuery }],
    [
      'POST',
      'v2/search',
      "Search tours: hotels, one hotel's offers or the price calendar, by `view`",
      [search.searchResponseSchema, search.hotelOffersResponseSchema, search.calendarResponseSchema],
      { body: search.searchRequestSchema },
    ],
    ['GET', 'giata/hotel/{id}', "A hotel's card", search.hotelCardSchema],
  ]),

  ...section('orders', 'spec', [
    ['GET', 'orders', 'The order journal', orders.ordersListSchema, { query: orders.ordersQuerySchema, paged: true }],
    ['GET', 'orders/{id}', 'One order', orders.orderResponseSchema],
    ['GET', 'orders/country_list', "The journal's countries", orders.filterOptionsSchema],
    ['GET', 'orders/hotel_list', "The journal's hotels", orders.filterOptionsSchema, { query: hotelListQuery }],
    ['GET', 'orders/owner_list', "The journal's owners", orders.filterOptionsSchema],
    ['GET', 'orders/flight_there_list', "The journal's outbound flights", orders.filterOptionsSchema],
    ['GET', 'orders/flight_back_list', "The journal's return flights", orders.filterOptionsSchema],
    [
      'GET',
      'orders/bonuses',
      'The bonus journal',
      orders.bonusesListSchema,
      { query: orders.bonusesQuerySchema, paged: true, origin: 'ours' },
    ],
    ['GET', 'orders/{id}/agency_edit', "An order's values the agency may edit", orders.agencyEditResponseSchema],
    [
      'PATCH',
      'orders/{id}/agency_edit',
      "Save the agency's edit",
      orders.orderResponseSchema,
      { body: orders.agencyEditSchema, errors: [409] },
    ],
    ['GET', 'orders/{id}/cancel_request', 'What cancelling costs now', orders.cancelConditionsResponseSchema],
    [
      'POST',
      'orders/{id}/cancel_request',
      'Request a cancellation',
      orders.orderResponseSchema,
      { body: orders.cancelRequestSchema, errors: [409] },
    ],
    ['PATCH', 'orders/{id}/charter_confirm', 'Confirm a charter order', orders.orderResponseSchema, { errors: [409] }],
    [
      'GET',
      'orders/{id}/card_payment',
      'Card payment: without a query the gateway (ours), with `return_url` a new attempt, with `payment` its result',
      [
        orders.cardPaymentGatewayResponseSchema,
        orders.cardPaymentStartResponseSchema,
        orders.cardPaymentResultResponseSchema,
      ],
      { query: cardPaymentQuery, errors: [409] },
    ],
    ...orders.DOCUMENT_KINDS.map((kind): Entry => [
      'GET',
      `orders/{id}/print_${kind}`,
      `The order's ${kind.replace(/_/g, ' ')} (PDF)`,
      null,
      { pdf: true, errors: [409] },
    ]),
    [
      'POST',
      'orders/air_tickets/hash',
      "Hold a fare's price",
      flights.fareHoldResponseSchema,
      { body: flights.fareHoldRequestSchema, status: 201, errors: [410] },
    ],
    [
      'GET',
      'orders/air_tickets/book/{hash}',
      'The held fare (410: the hold expired)',
      flights.heldFareResponseSchema,
      { errors: [410], errorBodies: { 410: flights.holdExpiredSchema } },
    ],
    [
      'POST',
      'orders/air_tickets/book/{hash}',
      'Book the held fare: a ticket order',
      flights.ticketOrderResponseSchema,
      {
        body: flights.ticketBookRequestSchema,
        status: 201,
        errors: [409, 410],
        errorBodies: { 409: [flights.ticketPriceChangedSchema, flights.ticketAlreadyBookedSchema] },
      },
    ],
  ]),

  ...section('booking', 'spec', [
    [
      'GET',
      'v2/orders/book/{sid}',
      'The offer re-priced for the booking form',
      booking.bookingDataResponseSchema,
      { errors: [410] },
    ],
    [
      'POST',
      'v2/orders/book/{sid}',
      'Book the offer: a new order',
      booking.bookResponseSchema,
      {
        body: booking.bookRequestSchema,
        status: 201,
        errors: [409, 410],
        errorBodies: { 409: booking.priceChangedSchema },
      },
    ],
    [
      'POST',
      'v2/orders/calculate/{sid}',
      'The price with the chosen services',
      booking.calculateResponseSchema,
      { body: booking.calculateRequestSchema, errors: [410] },
    ],
  ]),

  ...section('profile', 'spec', [
    ['GET', 'v1/profile', "The user's profile", profile.profileResponseSchema, { origin: 'ours' }],
    [
      'PATCH',
      'v1/profile',
      'Change name and phone',
      profile.profileResponseSchema,
      { body: profile.profileFormSchema },
    ],
    [
      'POST',
      'v1/profile/change_password',
      'Change the password',
      profile.changePasswordResponseSchema,
      { body: profile.changePasswordSchema },
    ],
    ['GET', 'v1/profile/settings', "The user's settings", profile.settingsSchema, { origin: 'ours' }],
    ['POST', 'v1/profile/settings', 'Save the settings', profile.settingsSchema, { body: profile.settingsFormSchema }],
    [
      'POST',
      'v1/profile/commission',
      "The user's commission over a period",
      profile.profileCommissionSchema,
      { body: profile.commissionQuerySchema },
    ],
    ['GET', 'v1/profile/sessions', "The user's sessions", profile.sessionListSchema, { origin: 'ours' }],
    ['POST', 'v1/profile/terminate', 'End every other session', profile.terminateResponseSchema],
    ['POST', 'v1/profile/terminate/{sessionId}', 'End one session', profile.terminateResponseSchema, { errors: [409] }],
    [
      'POST',
      'v1/avatars',
      'Upload the avatar (form field `avatar`)',
      profile.avatarResponseSchema,
      { multipart: z.object({ avatar: z.file() }) },
    ],
    ['PATCH', 'v1/avatars', 'Delete the avatar', profile.avatarResponseSchema],
    ['GET', 'v1/avatars/{id}', "An avatar's image", null, { image: true, origin: 'ours' }],
  ]),

  ...section('core', 'spec', [
    [
      'POST',
      'v1/core/client-error',
      "Report the browser's unhandled error",
      null,
      { body: core.clientErrorSchema, status: 201, unread: 'the status only' },
    ],
    ['GET', 'v1/core/exchange_rate', "Today's exchange rate", core.exchangeRateSchema],
    ['GET', 'v1/core/navigation', "The side menu for the user's role", core.navigationSchema],
    ['GET', 'contract/agency', 'The blank agency contract (PDF)', null, { pdf: true, public: true }],
    [
      'POST',
      'contract/agency',
      'The agency contract filled in with these details (PDF)',
      null,
      { body: contract.agencyDetailsSchema, pdf: true, public: true },
    ],
    ['GET', 'contract/banks', 'Banks', contract.banksSchema, { public: true }],
    ['GET', 'contract/banks/{id}/list', "A bank's branches", contract.bankBranchesSchema, { public: true }],
    [
      'GET',
      'agencies/profile',
      "The agency's profile",
      agency.agencyProfileResponseSchema,
      { needs: ['agency.profile.read'] },
    ],
    [
      'POST',
      'agencies/profile',
      "Save the agency's profile (with the logo file)",
      agency.agencyProfileResponseSchema,
      {
        multipart: agency.agencyProfileFormSchema.extend({ logo: z.file().optional() }),
        needs: ['agency.profile.manage'],
      },
    ],
    [
      'DELETE',
      'agencies/profile/logo/{id}',
      "Delete the agency's logo",
      agency.agencyProfileResponseSchema,
      { needs: ['agency.profile.manage'] },
    ],
    ['GET', 'agencies/profile/logo/{id}', "The logo's image", null, { image: true, origin: 'ours' }],
    [
      'GET',
      'agencies/commission',
      "The agency's commission rates",
      agency.agencyCommissionSchema,
      { origin: 'ours', needs: ['agency.commission.read'] },
    ],
    [
      'GET',
      'agencies/contract',
      "The agency's signed contract",
      agency.agencyContractSchema,
      { origin: 'ours', needs: ['agency.contract.read'] },
    ],
    [
      'PATCH',
      'agencies/contract',
      "Change the contract's details (the director)",
      agency.agencyContractSchema,
      { body: contract.agencyDetailsSchema, origin: 'ours', needs: ['agency.contract.manage'] },
    ],
    [
      'GET',
      'agencies/contract/pdf',
      'The signed contract (PDF)',
      null,
      { pdf: true, origin: 'ours', needs: ['agency.contract.read'] },
    ],
    [
      'GET',
      'agencies/standing',
      "The agency's balance, credit and bonuses (the director)",
      agency.agencyStandingSchema,
      { origin: 'ours', needs: ['agency.standing.read'] },
    ],
    [
      'GET',
      'subpartitions',
      'The sub-partitions',
      subpartitions.subpartitionListSchema,
      { query: subpartitions.subpartitionQuerySchema, needs: SUBPARTITION_CAPABILITIES },
    ],
    [
      'GET',
      'subpartitions/filters',
      "The sub-partitions' filter options",
      subpartitions.subpartitionFiltersSchema,
      { needs: SUBPARTITION_CAPABILITIES },
    ],
    [
      'GET',
      'subpartitions/{id}/edit',
      "A sub-partition's values for the edit form",
      subpartitions.subpartitionEditSchema,
      { needs: SUBPARTITION_CAPABILITIES },
    ],
    [
      'PATCH',
      'subpartitions/{id}/edit',
      'Save a sub-partition',
      subpartitions.subpartitionResponseSchema,
      { body: subpartitions.subpartitionFormSchema, needs: SUBPARTITION_CAPABILITIES },
    ],
    [
      'GET',
      'subpartitions/{id}/tourists',
      "A sub-partition's tourists",
      subpartitions.subpartitionTouristListSchema,
      { query: subpartitions.subpartitionTouristQuerySchema, origin: 'ours', needs: SUBPARTITION_CAPABILITIES },
    ],
  ]),

  ...section(
    'employees',
    'spec',
    [
      [
        'GET',
        'v1/employees',
        'The staff list',
        employees.employeeListSchema,
        { query: employeeQuerySchema, paged: true },
      ],
      [
        'GET',
        'v1/employees/create',
        'The roles and offices the caller may assign',
        employees.employeeFormOptionsSchema,
      ],
      [
        'POST',
        'v1/employees/create',
        'Add an employee',
        employees.employeeResponseSchema,
        { body: employees.employeeCreateSchema, status: 201 },
      ],
      ['GET', 'v1/employees/{id}/edit', "An employee's values for the edit form", employees.employeeEditSchema],
      [
        'POST',
        'v1/employees/{id}/edit',
        'Save an employee',
        employees.employeeResponseSchema,
        { body: employees.employeeFormSchema, errors: [409] },
      ],
      ...(['block', 'unblock', 'hire'] as const).map((action): Entry => [
        'POST',
        `v1/employees/{id}/${action}`,
        `${action[0]!.toUpperCase()}${action.slice(1)} an employee`,
        employees.employeeResponseSchema,
        { body: noBody, errors: [409] },
      ]),
      [
        'GET',
        'v1/employees/{id}/dismiss',
        'What a leaver leaves and who can take it',
        employees.dismissalPreviewSchema,
        { origin: 'ours' },
      ],
      [
        'POST',
        'v1/employees/{id}/dismiss',
        'Dismiss an employee, handing over the open orders',
        employees.dismissResponseSchema,
        { body: employees.dismissSchema, errors: [409] },
      ],
    ],
    { needs: EMPLOYEE_CAPABILITIES },
  ),

  ...section('notifications', 'spec', [
    [
      'GET',
      'notifications',
      'One page of notifications',
      notifications.notificationsListSchema,
      { query: notificationsQuery, paged: true },
    ],
    ['GET', 'notifications/{id}', 'One notification', notifications.notificationResponseSchema, { origin: 'ours' }],
    ['POST', 'notifications/{id}/read', 'Mark a notification read', notifications.notificationResponseSchema],
  ]),

  ...section('content', 'ours', [
    [
      'GET',
      'v1/publications',
      'News, pinned first, then newest first',
      content.publicationsListSchema,
      { query: content.publicationsQuerySchema, paged: true, origin: 'spec' },
    ],
    [
      'GET',
      'v1/publications/categories',
      "News categories with the caller's counts",
      content.publicationCategoriesSchema,
    ],
    ['GET', 'v1/publications/{id}', 'One news item', content.publicationResponseSchema],
    ['POST', 'v1/publications/{id}/read', 'Mark a news item read', content.publicationResponseSchema],
    ['POST', 'v1/publications/read_all', 'Mark all news read', content.publicationsReadAllSchema],
    ['GET', 'v1/rules/categories', 'The rules category tree', content.ruleCategoriesSchema, { origin: 'spec' }],
    [
      'GET',
      'v1/rules',
      'Rules, by category or words',
      content.rulesListSchema,
      { query: content.rulesQuerySchema, origin: 'spec' },
    ],
    [
      'GET',
      'v1/rules/context',
      'The rules and FAQ that concern one trip',
      content.contextResponseSchema,
      { query: content.contextQuerySchema },
    ],
    [
      'GET',
      'v1/rules/acknowledgements',
      "The staff's acknowledgements of every mandatory rule",
      content.acknowledgementReportSchema,
      { needs: ['rules.acknowledgements.read'] },
    ],
    ['GET', 'v1/rules/{id}', 'One rule', content.ruleResponseSchema],
    [
      'GET',
      'v1/rules/{id}/acknowledgements',
      "The staff's acknowledgements of one rule",
      content.ruleAcknowledgementsResponseSchema,
      { needs: ['rules.acknowledgements.read'] },
    ],
    [
      'POST',
      'v1/rules/{id}/acknowledge',
      'Acknowledge a mandatory rule',
      content.ruleResponseSchema,
      { errors: [409] },
    ],
    ['GET', 'v1/faq', 'The FAQ', content.faqSchema, { query: content.faqQuerySchema }],
    ['GET', 'v1/documents', "The agency's documents by kind", content.documentGroupsSchema],
    ['GET', 'v1/documents/{id}/download', 'One document (PDF)', null, { pdf: true }],
  ]),

  ...section('ATS', 'spec', [
    [
      'GET',
      'air_tickets_search/places',
      'Where flights leave from and go to',
      flights.flightPlacesResponseSchema,
      { origin: 'ours' },
    ],
    [
      'GET',
      'air_tickets_search',
      'Search flights',
      flights.flightSearchResponseSchema,
      { query: flights.flightSearchQuerySchema },
    ],
    [
      'POST',
      'air_tickets_search',
      'Search flights (the query as a body)',
      flights.flightSearchResponseSchema,
      { body: flights.flightSearchQuerySchema },
    ],
    [
      'GET',
      'ats/reports/sales',
      'The sales report',
      reports.salesReportSchema,
      { query: reports.salesReportQuerySchema, paged: true, needs: ATS_READ },
    ],
    [
      'GET',
      'ats/reports/sales-filters',
      "The sales report's filter options",
      reports.salesFiltersSchema,
      { needs: ATS_READ },
    ],
    [
      'GET',
      'ats/orders-properties',
      "The agency's ticket order properties",
      ats.atsPropertiesSchema,
      { needs: ATS_READ },
    ],
    [
      'PATCH',
      'ats/orders-properties',
      'Add, rename or switch properties',
      ats.atsPropertiesSchema,
      { body: ats.atsPropertiesPatchSchema, needs: ATS_MANAGE },
    ],
    ...atsResource(
      'ats/orders',
      'ticket order',
      {
        list: [flights.ticketOrdersListSchema, ats.deskTicketOrdersListSchema],
        query: deskTicketOrdersQuerySchema,
        one: [flights.ticketOrderResponseSchema, ats.deskTicketOrderResponseSchema],
        filters: [flights.ticketOrderFiltersSchema, ats.deskTicketOrderFiltersSchema],
        edit: ats.deskTicketOrderEditSchema,
        input: ats.deskTicketOrderInputObjectSchema,
        saved: ats.deskTicketOrderResponseSchema,
        patch: [flights.ticketOrderPatchSchema, ats.deskTicketOrderPatchSchema],
        patched: [flights.ticketOrderResponseSchema, ats.deskTicketOrderResponseSchema],
      },
      // Every user's own ticket orders, the desk's with ats.read: decided by the call, not the role.
      { edit: ATS_MANAGE },
      [
        [
          'GET',
          'ats/orders/form-options',
          "The manual ticket order form's options",
          ats.deskTicketOrderFormOptionsSchema,
          { needs: ATS_MANAGE },
        ],
      ],
    ),
    [
      'POST',
      'ats/orders/{id}/cancel',
      'Cancel a ticket order',
      flights.ticketOrderResponseSchema,
      { errors: [409], origin: 'ours' },
    ],
    ...(['eticket', 'receipt'] as const).map((kind): Entry => [
      'GET',
      `ats/orders/{id}/documents/${kind}`,
      `The ticket order's ${kind} (PDF)`,
      null,
      { pdf: true, query: flights.ticketDocumentQuerySchema, errors: [409], origin: 'ours' },
    ]),
    ...atsResource(
      'ats/user-links',
      'linked user',
      {
        list: ats.atsUserLinksListSchema,
        query: ats.atsUserLinksQuerySchema,
        one: ats.atsUserLinkResponseSchema,
        filters: ats.atsUserLinkFiltersSchema,
        edit: ats.atsUserLinkEditSchema,
        input: ats.atsUserLinkInputObjectSchema,
        saved: ats.atsUserLinkResponseSchema,
        patch: ats.atsUserLinkPatchSchema,
        patched: ats.atsUserLinkResponseSchema,
      },
      { read: ATS_READ, patch: ATS_MANAGE, edit: ATS_MANAGE },
      [
        [
          'GET',
          'ats/user-links/form-options',
          "The link form's options",
          ats.atsUserLinkFormOptionsSchema,
          { needs: ATS_MANAGE },
        ],
        [
          'GET',
          'ats/user-links/additional',
          'Sellers with orders and no valid link',
          ats.atsUnlinkedSellersSchema,
          { needs: ATS_READ },
        ],
      ],
    ),
    ...atsResource(
      'ats/orders-payments',
      'payment',
      {
        list: ats.ticketPaymentsListSchema,
        query: ats.ticketPaymentsQuerySchema,
        one: ats.ticketPaymentResponseSchema,
        filters: ats.ticketPaymentFiltersSchema,
        edit: ats.ticketPaymentEditSchema,
        input: ats.ticketPaymentInputObjectSchema,
        saved: ats.ticketPaymentResponseSchema,
        patch: ats.ticketPaymentPatchSchema,
        patched: ats.ticketPaymentResponseSchema,
      },
      { read: ATS_READ, patch: ATS_MANAGE, edit: ATS_MANAGE },
      [
        [
          'GET',
          'ats/orders-payments/create',
          "The payment form's options and the order's balance",
          ats.ticketPaymentCreateInfoSchema,
          { query: paymentCreateQuery, needs: ATS_MANAGE },
        ],
        [
          'GET',
          'ats/orders-payments/additional',
          'Orders a payment may be recorded against',
          ats.atsPayableOrdersSchema,
          { query: ats.atsPayableOrdersQuerySchema, needs: ATS_MANAGE },
        ],
      ],
    ),
  ]),

  ...section(
    'gateways',
    'spec',
    [
      ['GET', 'payment/gateways', "The agency's payment gateways", gateways.gatewayListSchema],
      ['GET', 'payment/gateways/{id}', 'One gateway', gateways.gatewayResponseSchema],
      [
        'POST',
        'payment/gateways',
        'Add a gateway',
        gateways.gatewayResponseSchema,
        { body: gateways.gatewayFormSchema, status: 201 },
      ],
      [
        'PATCH',
        'payment/gateways/{id}/update',
        'Change a gateway',
        gateways.gatewayResponseSchema,
        { body: gateways.gatewayFormSchema },
      ],
      ['DELETE', 'payment/gateways/{id}/delete', 'Delete a gateway', auth.messageResponseSchema],
    ],
    { needs: ['gateways.manage'] },
  ),

  ...section(
    'reports',
    'spec',
    [
      [
        'GET',
        'reports/charter-control-financial',
        'Charter flights with their figures',
        reports.charterFlightsSchema,
        { query: reports.charterQuerySchema, paged: true },
      ],
      ['GET', 'reports/charter-control-financial/filters', "The report's filter options", reports.charterFiltersSchema],
      [
        'GET',
        'reports/charter-control-financial/filters-flights',
        'The flights matching the filters',
        reports.charterFilterFlightsSchema,
        { query: reports.charterFilterFlightsQuerySchema },
      ],
      ['GET', 'reports/charter-control-financial/{id}/details', "One flight's tickets", reports.charterDetailsSchema],
      [
        'GET',
        'reports/charter-control-financial/airlines-totals',
        'Totals per airline',
        reports.charterAirlineTotalsSchema,
        { query: reports.charterQuerySchema },
      ],
    ],
    { needs: ['reports.read'] },
  ),
];
