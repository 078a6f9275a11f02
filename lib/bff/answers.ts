import { safeParse, union, type z } from 'zod/mini';
import { ANSWER_MISMATCH_HEADER } from '@/lib/shared/answer-check';
import { agencyContractSchema, agencyProfileResponseSchema } from '@/lib/schemas/agency';
import {
  deskTicketOrderResponseSchema,
  deskTicketOrdersListSchema,
  atsPropertiesSchema,
  atsPayableOrdersSchema,
  ticketPaymentCreateInfoSchema,
  ticketPaymentEditSchema,
  ticketPaymentResponseSchema,
  ticketPaymentsListSchema,
  atsUnlinkedSellersSchema,
  atsUserLinkResponseSchema,
  atsUserLinksListSchema,
} from '@/lib/schemas/ats';
import { messageResponseSchema } from '@/lib/schemas/auth';
import { bookingDataResponseSchema, bookResponseSchema, calculateResponseSchema } from '@/lib/schemas/booking';
import {
  contextResponseSchema,
  publicationCategoriesSchema,
  publicationResponseSchema,
  publicationsListSchema,
  publicationsReadAllSchema,
  ruleResponseSchema,
} from '@/lib/schemas/content';
import { gatewayResponseSchema } from '@/lib/schemas/gateways';
import {
  dismissalPreviewSchema,
  dismissResponseSchema,
  employeeEditSchema,
  employeeListSchema,
  employeeResponseSchema,
} from '@/lib/schemas/employees';
import {
  fareHoldResponseSchema,
  flightSearchResponseSchema,
  ticketOrderResponseSchema,
  ticketOrdersListSchema,
} from '@/lib/schemas/flights';
import { notificationResponseSchema, notificationsListSchema } from '@/lib/schemas/notifications';
import {
  agencyEditResponseSchema,
  bonusesListSchema,
  cancelConditionsResponseSchema,
  cardPaymentStartResponseSchema,
  orderResponseSchema,
  ordersListSchema,
} from '@/lib/schemas/orders';
import {
  avatarResponseSchema,
  changePasswordResponseSchema,
  profileCommissionSchema,
  profileResponseSchema,
  sessionListSchema,
  settingsSchema,
  terminateResponseSchema,
} from '@/lib/schemas/profile';
import { charterDetailsSchema } from '@/lib/schemas/reports';
import {
  offerContactsResponseSchema,
  offersTotalSchema,
  savedOfferRefSchema,
  savedOfferResponseSchema,
  savedOffersSchema,
} from '@/lib/schemas/saved-offers';
import {
  availableNightsSchema,
  calendarHintsSchema,
  calendarResponseSchema,
  countriesSchema,
  hotelCardSchema,
  hotelOffersResponseSchema,
  hotelSummariesSchema,
  locationsSchema,
  packageTemplatesSchema,
  searchResponseSchema,
} from '@/lib/schemas/search';
import { subpartitionResponseSchema } from '@/lib/schemas/subpartitions';
import { userSchema } from '@/lib/schemas/user';
import type { RouteRule } from './allowlist';
import type { BffRequest } from './context';
import { downstreamResponse } from './forward';
import { errorResponse, jsonResponse } from './responses';
import { NULL_BODY_STATUSES } from './transport';
import { UpstreamError, type UpstreamResponse } from './upstream';

type Schema = z.core.$ZodType;

// `ats/orders` answers the desk's orders (with the sales fields) to the ticket desk and the flight
// list's to an agency (docs/product.md §11, §12): the desk's shape first, so its fields are kept.
const ticketOrders = union([deskTicketOrdersListSchema, ticketOrdersListSchema]);
const ticketOrder = union([deskTicketOrderResponseSchema, ticketOrderResponseSchema]);
// `v2/search` answers a page of hotels, one hotel's offers (`offers_of_hotel`) or its price calendar
// (`view: calendar`), as the request asks: their `data` share no required field, so each answer
// matches one of them; the page of hotels, the common one, is tried first.
const tourSearch = union([searchResponseSchema, hotelOffersResponseSchema, calendarResponseSchema]);

/**
 * The schema of lib/schemas/ each allowlisted call's answer is read by (docs/architecture.md §10),
 * keyed `METHOD pattern` as in ./allowlist.ts. The BFF checks the backend's answer with it before
 * the browser sees it, and the browser's hooks take what arrives as that schema's output.
 */
const ANSWERS: Readonly<Record<string, Schema>> = {
  'GET jwt/user': userSchema,
  'POST forgot_password': messageResponseSchema,
  'POST reset_password/:token': messageResponseSchema,
  'POST contract/agency-registration': messageResponseSchema,

  'GET orders': ordersListSchema,
  'GET orders/bonuses': bonusesListSchema,
  'GET orders/:id': orderResponseSchema,
  'GET orders/:id/cancel_request': cancelConditionsResponseSchema,
  'POST orders/:id/cancel_request': orderResponseSchema,
  'PATCH orders/:id/charter_confirm': orderResponseSchema,
  'PATCH orders/:id/agency_edit': orderResponseSchema,
  'GET orders/:id/card_payment': cardPaymentStartResponseSchema,
  'GET orders/:id/agency_edit': agencyEditResponseSchema,
  'POST orders/air_tickets/hash': fareHoldResponseSchema,
  'POST orders/air_tickets/book/:hash': ticketOrderResponseSchema,
  'GET v2/orders/book/:sid': bookingDataResponseSchema,
  'POST v2/orders/book/:sid': bookResponseSchema,
  'POST v2/orders/calculate/:sid': calculateResponseSchema,

  'POST v2/search': tourSearch,
  'GET v2/search/countries': countriesSchema,
  'GET v2/search/countries/:id/package_templates': packageTemplatesSchema,
  'GET v2/search/package_templates/:id/locations': locationsSchema,
  'GET v2/search/hotels': hotelSummariesSchema,
  'GET v2/search/calendar_hints': calendarHintsSchema,
  'GET v2/search/available_nights': availableNightsSchema,
  'GET giata/hotel/:id': hotelCardSchema,

  'GET search/offers': savedOffersSchema,
  'POST search/offers': savedOfferRefSchema,
  'PATCH search/offers/:uuid': savedOfferResponseSchema,
  'DELETE search/offers': offersTotalSchema,
  'GET search/offers/contacts': offerContactsResponseSchema,

  'GET agencies/profile': agencyProfileResponseSchema,
  'POST agencies/profile': agencyProfileResponseSchema,
  'DELETE agencies/profile/logo/:id': agencyProfileResponseSchema,
  'GET agencies/contract': agencyContractSchema,
  'PATCH agencies/contract': agencyContractSchema,
  'PATCH subpartitions/:id/edit': subpartitionResponseSchema,
  'POST payment/gateways': gatewayResponseSchema,
  'PATCH payment/gateways/:id/update': gatewayResponseSchema,
  'DELETE payment/gateways/:id/delete': messageResponseSchema,

  'GET v1/profile': profileResponseSchema,
  'PATCH v1/profile': profileResponseSchema,
  'GET v1/profile/sessions': sessionListSchema,
  'POST v1/profile/commission': profileCommissionSchema,
  'POST v1/profile/settings': settingsSchema,
  'POST v1/profile/terminate': terminateResponseSchema,
  'POST v1/profile/terminate/:sessionId': terminateResponseSchema,
  'POST v1/profile/change_password': changePasswordResponseSchema,
  'POST v1/avatars': avatarResponseSchema,
  'PATCH v1/avatars': avatarResponseSchema,

  'GET v1/employees': employeeListSchema,
  'GET v1/employees/:id/edit': employeeEditSchema,
  'GET v1/employees/:id/dismiss': dismissalPreviewSchema,
  'POST v1/employees/create': employeeResponseSchema,
  'POST v1/employees/:id/edit': employeeResponseSchema,
  'POST v1/employees/:id/block': employeeResponseSchema,
  'POST v1/employees/:id/unblock': employeeResponseSchema,
  'POST v1/employees/:id/hire': employeeResponseSchema,
  'POST v1/employees/:id/dismiss': dismissResponseSchema,

  'GET notifications': notificationsListSchema,
  'GET notifications/:id': notificationResponseSchema,
  'POST notifications/:id/read': notificationResponseSchema,

  'GET v1/publications': publicationsListSchema,
  'GET v1/publications/categories': publicationCategoriesSchema,
  'POST v1/publications/:id/read': publicationResponseSchema,
  'POST v1/publications/read_all': publicationsReadAllSchema,
  'GET v1/rules/context': contextResponseSchema,
  'POST v1/rules/:id/acknowledge': ruleResponseSchema,

  'GET air_tickets_search': flightSearchResponseSchema,

  'GET ats/orders': ticketOrders,
  'GET ats/orders/:id': ticketOrder,
  'PATCH ats/orders/:id': ticketOrder,
  'POST ats/orders/:id/cancel': ticketOrderResponseSchema,
  'POST ats/orders/create': deskTicketOrderResponseSchema,
  'POST ats/orders/:id/edit': deskTicketOrderResponseSchema,
  'GET ats/orders-properties': atsPropertiesSchema,
  'PATCH ats/orders-properties': atsPropertiesSchema,
  'GET ats/orders-payments': ticketPaymentsListSchema,
  'GET ats/orders-payments/create': ticketPaymentCreateInfoSchema,
  'GET ats/orders-payments/additional': atsPayableOrdersSchema,
  'GET ats/orders-payments/:id/edit': ticketPaymentEditSchema,
  'POST ats/orders-payments/create': ticketPaymentResponseSchema,
  'POST ats/orders-payments/:id/edit': ticketPaymentResponseSchema,
  'PATCH ats/orders-payments/:id': ticketPaymentResponseSchema,
  'GET ats/user-links': atsUserLinksListSchema,
  'GET ats/user-links/additional': atsUnlinkedSellersSchema,
  'POST ats/user-links/create': atsUserLinkResponseSchema,
  'POST ats/user-links/:id/edit': atsUserLinkResponseSchema,
  'PATCH ats/user-links/:id': atsUserLinkResponseSchema,

  'GET reports/charter-control-financial/:id/details': charterDetailsSchema,
};

/** The schema a call's answer is checked by, if the call has one. */
export function answerSchemaOf(rule: Pick<RouteRule, 'method' | 'pattern'>): Schema | undefined {
  return ANSWERS[`${rule.method} ${rule.pattern}`];
}

/** The keys of the table above, for the test that each names an allowlisted call. */
export const CHECKED_ANSWERS: readonly string[] = Object.keys(ANSWERS);

/** A header value: the issue's text in printable ASCII. */
const headerText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').slice(0, 300);

/**
 * The browser's view of a backend answer, checked: a successful JSON answer of a call in the table
 * goes out as its schema's output (unknown fields dropped, transforms applied); one that does not
 * match is a 502 naming the first wrong field in ANSWER_MISMATCH_HEADER. Anything else (an error,
 * a file, a call not in the table) goes out as the backend sent it (./forward.ts).
 */
export async function checkedAnswer(
  call: BffRequest,
  upstream: UpstreamResponse,
  setCookies: readonly string[] = [],
): Promise<Response> {
  const schema = answerSchemaOf(call.rule);
  if (!schema || !upstream.ok || NULL_BODY_STATUSES.has(upstream.status))
    return downstreamResponse(upstream, setCookies);
  let text: string;
  try {
    text = await upstream.text();
  } catch (error) {
    // The backend went away mid-body: the same 502 as when it does not answer at all.
    throw new UpstreamError('unreachable', { cause: error });
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = safeParse(schema, body);
  if (parsed.success) return jsonResponse(upstream.status, parsed.data, setCookies);
  const issue = parsed.error.issues[0];
  const response = errorResponse(502, call.locale, 'badGateway', {}, setCookies);
  response.headers.set(
    ANSWER_MISMATCH_HEADER,
    headerText(`${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'not JSON'}`),
  );
  return response;
}
