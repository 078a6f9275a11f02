/**
 * The calls the browser may make through the BFF: docs/product.md §7, path by path. Anything else
 * answers 404 without reaching the booking backend.
 *
 * Reading of the call list (docs/product.md §7) where it writes paths relative to a section:
 * - Orders: `{id}/agency_edit`, `country_list`, `air_tickets/hash` … live under `orders/`.
 * - Employees live under `v1/employees/`; ATS calls under `ats/`.
 * - Notifications: the list is `GET notifications`; `GET notifications/{id}` is our addition
 *   (a single notification at /notifications/{category}/{id}).
 * - Content: `v1/publications`, `v1/rules` and `v1/rules/categories` are the brief's; one item, read
 *   marks, acknowledgements, the in-context rules, the FAQ and the documents are ours.
 * - Running the agency: the reads beside the brief's writes (profile, settings, sessions, the
 *   agency's commission, contract and standing, images, a sub-partition's tourists, the dismissal
 *   preview) are ours.
 * - Client selections: `shared-selections` and its revoke and extend are ours; the public read and
 *   answer are never forwarded (the portal's server makes them).
 * - Flight tickets: `air_tickets_search/places`, `ats/orders/{id}/cancel` and
 *   `ats/orders/{id}/documents/{eticket|receipt}` are ours (docs/product.md "Flight tickets: the calls").
 * - The ticket desk: each resource's calls as docs/product.md §12 "The ticket desk: the calls" reads
 *   the brief's list (no `POST` on a list path, no `form-options` for payments).
 * `jwt/refresh-token` is deliberately absent: only the server refreshes, with the refresh token
 * from the session, so the browser never sees or sends one.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRule {
  method: HttpMethod;
  /** Segments; `:name` matches one segment in the canonical form of its kind (PARAMETERS). */
  pattern: string;
  /** Callable without a session; forwarded without a bearer token. */
  public?: true;
  /** An image upload: its body may reach UPLOAD_BODY_LIMIT_BYTES (lib/shared/request-limits.ts). */
  upload?: true;
  /**
   * A stored image the page's markup loads (`<img src>`: the agency's logo, an avatar), which
   * cannot send `x-csrf`: a same-origin image load may come without it (lib/bff/csrf.ts).
   */
  image?: true;
}

function rules(method: HttpMethod, ...patterns: string[]): RouteRule[] {
  return patterns.map((pattern) => ({ method, pattern }));
}

function uploadRules(method: HttpMethod, ...patterns: string[]): RouteRule[] {
  return patterns.map((pattern) => ({ method, pattern, upload: true as const }));
}

function imageRules(...patterns: string[]): RouteRule[] {
  return patterns.map((pattern) => ({ method: 'GET' as const, pattern, image: true as const }));
}

function publicRules(method: HttpMethod, ...patterns: string[]): RouteRule[] {
  return patterns.map((pattern) => ({ method, pattern, public: true as const }));
}

/**
 * The ticket desk's resources (docs/product.md §12 "The ticket desk: the calls"): list, one,
 * filters, create (`GET create` is a payment's create info), edit (GET values, POST save) and patch,
 * plus `form-options` or `additional` where the resource has them.
 */
function atsResource(base: string, gets: string[]): RouteRule[] {
  return [
    ...rules(
      'GET',
      base,
      `${base}/:id`,
      `${base}/filters`,
      `${base}/:id/edit`,
      ...gets.map((name) => `${base}/${name}`),
    ),
    ...rules('POST', `${base}/create`, `${base}/:id/edit`),
    ...rules('PATCH', `${base}/:id`),
  ];
}

const ORDER_PRINTS = [
  'print_invoice',
  'print_memos',
  'print_medical_insurance',
  'print_fly_tickets',
  'print_tourist_contract',
  'print_voucher',
  'print_all_documents',
].map((name) => `orders/:id/${name}`);

export const ROUTES: readonly RouteRule[] = [
  // Auth
  ...publicRules('POST', 'jwt/login', 'forgot_password', 'reset_password/:token', 'contract/agency-registration'),
  // Answered by the BFF itself: a field of the agency forms checked as the user leaves it (checked-body.ts).
  ...publicRules('POST', 'contract/agency-registration/check', 'contract/agency/check'),
  ...publicRules('GET', 'check_reset_token/:token'),
  ...rules('GET', 'jwt/logout', 'jwt/user'),

  // Saved offers
  ...rules('GET', 'search/offers', 'search/offers/contacts', 'search/offers/total'),
  ...rules('POST', 'search/offers', 'search/offers/print'),
  ...rules('PATCH', 'search/offers/:uuid'),
  ...rules('DELETE', 'search/offers'),
  // Client selections (docs/product.md "Client selections"), the agent's calls. The client's
  // (`public/shared-selections/…`) are not here: the portal's server makes them (lib/backend/shared-selections.ts).
  ...rules('GET', 'shared-selections'),
  ...rules('POST', 'shared-selections', 'shared-selections/:token/revoke', 'shared-selections/:token/extend'),

  // Search v2
  ...rules(
    'GET',
    'v2/search/departure_cities',
    'v2/search/countries',
    'v2/search/find/:searchId',
    'v2/search/calendar_hints',
    'v2/search/available_nights',
    'v2/search/countries/:id/package_templates',
    'v2/search/package_templates/:id/locations',
    'v2/search/meals',
    'v2/search/hotel_categories',
    'v2/search/hotels',
  ),
  ...rules('POST', 'v2/search'),

  // Orders
  ...rules(
    'GET',
    'orders',
    'orders/:id',
    'orders/country_list',
    'orders/hotel_list',
    'orders/owner_list',
    'orders/flight_there_list',
    'orders/flight_back_list',
    // The bonus journal (docs/product.md §2 names the menu entry, §7 no call: ours, lib/schemas/orders.ts).
    'orders/bonuses',
    'orders/:id/agency_edit',
    'orders/:id/cancel_request',
    'orders/air_tickets/book/:hash',
    'orders/:id/card_payment',
    ...ORDER_PRINTS,
  ),
  // The specification's `POST orders` and `POST orders/{id}` are not forwarded: an order is made by
  // the booking (`v2/orders/book/:sid`) and changed through its own calls (docs/product.md §7).
  ...rules('POST', 'orders/:id/cancel_request', 'orders/air_tickets/hash', 'orders/air_tickets/book/:hash'),
  ...rules('PATCH', 'orders/:id/agency_edit', 'orders/:id/charter_confirm'),

  // Booking
  ...rules('GET', 'v2/orders/book/:sid'),
  ...rules('POST', 'v2/orders/book/:sid', 'v2/orders/calculate/:sid'),

  // Profile
  ...rules(
    'POST',
    'v1/profile/change_password',
    'v1/profile/settings',
    'v1/profile/commission',
    'v1/profile/terminate',
    'v1/profile/terminate/:sessionId',
  ),
  ...uploadRules('POST', 'v1/avatars'),
  ...rules('PATCH', 'v1/avatars', 'v1/profile'),
  // Ours (docs/product.md "Running the agency: the calls"): reading the profile, settings and sessions, an avatar's image.
  ...rules('GET', 'v1/profile', 'v1/profile/settings', 'v1/profile/sessions'),
  ...imageRules('v1/avatars/:id'),

  // Core
  ...rules('POST', 'v1/core/client-error'),
  ...rules('GET', 'v1/core/exchange_rate', 'v1/core/navigation'),
  ...publicRules('GET', 'contract/agency', 'contract/banks', 'contract/banks/:id/list'),
  ...publicRules('POST', 'contract/agency'),

  // Employees
  // `GET {id}/dismiss` is ours: the dismissal wizard's open orders and colleagues.
  ...rules('GET', 'v1/employees', 'v1/employees/create', 'v1/employees/:id/edit', 'v1/employees/:id/dismiss'),
  ...rules(
    'POST',
    'v1/employees/create',
    'v1/employees/:id/edit',
    'v1/employees/:id/block',
    'v1/employees/:id/dismiss',
    'v1/employees/:id/hire',
    'v1/employees/:id/unblock',
  ),

  // Notifications
  ...rules('GET', 'notifications', 'notifications/:id'),
  ...rules('POST', 'notifications/:id/read'),

  // Content: news, rules, FAQ, documents
  ...rules(
    'GET',
    'v1/publications',
    'v1/publications/categories',
    'v1/publications/:id',
    'v1/rules',
    'v1/rules/categories',
    'v1/rules/context',
    'v1/rules/acknowledgements',
    'v1/rules/:id',
    'v1/rules/:id/acknowledgements',
    'v1/faq',
    'v1/documents',
    'v1/documents/:id/download',
  ),
  ...rules('POST', 'v1/publications/read_all', 'v1/publications/:id/read', 'v1/rules/:id/acknowledge'),

  // Other
  ...rules('GET', 'air_tickets_search', 'air_tickets_search/places'),
  ...rules('POST', 'air_tickets_search'),
  // `subpartitions/{id}/tourists` is ours: the tourists of one sub-partition.
  ...rules('GET', 'subpartitions', 'subpartitions/filters', 'subpartitions/:id/edit', 'subpartitions/:id/tourists'),
  ...rules('PATCH', 'subpartitions/:id/edit'),
  ...rules('GET', 'agencies/profile', 'giata/hotel/:id'),
  ...uploadRules('POST', 'agencies/profile'),
  ...rules('DELETE', 'agencies/profile/logo/:id'),
  // Ours: the logo's image (the top bar's <img>), the agency's commission, contract (details and signed PDF) and standing.
  ...imageRules('agencies/profile/logo/:id'),
  ...rules('GET', 'agencies/commission', 'agencies/contract', 'agencies/contract/pdf', 'agencies/standing'),
  ...rules('PATCH', 'agencies/contract'),

  // ATS
  ...rules('GET', 'ats/reports/sales', 'ats/reports/sales-filters', 'ats/orders-properties'),
  ...rules('PATCH', 'ats/orders-properties'),
  ...atsResource('ats/orders', ['form-options']),
  ...rules('POST', 'ats/orders/:id/cancel'),
  ...rules('GET', 'ats/orders/:id/documents/eticket', 'ats/orders/:id/documents/receipt'),
  ...atsResource('ats/user-links', ['form-options', 'additional']),
  ...atsResource('ats/orders-payments', ['create', 'additional']),

  // Payment gateways
  ...rules('GET', 'payment/gateways', 'payment/gateways/:id'),
  ...rules('POST', 'payment/gateways'),
  ...rules('PATCH', 'payment/gateways/:id/update'),
  ...rules('DELETE', 'payment/gateways/:id/delete'),

  // Reports
  ...rules(
    'GET',
    'reports/charter-control-financial',
    'reports/charter-control-financial/filters',
    'reports/charter-control-financial/filters-flights',
    'reports/charter-control-financial/:id/details',
    'reports/charter-control-financial/airlines-totals',
  ),
];

/**
 * What each path parameter may be, in its canonical form only: the backend reads `1.`, `01`,
 * `1e0` or ` 1` as the number 1 (a lenient parser), so such variants would reach it as other
 * spellings of an allowed call. Ids are decimal numbers without a sign or leading zero; the
 * saved offer's is a UUID; the rest (tokens, search and offer ids, hashes, session ids) are
 * URL-safe tokens (letters, digits, `-`, `_`). A name not listed here matches nothing.
 */
export const PARAMETERS: Readonly<Record<string, RegExp>> = {
  id: /^[1-9][0-9]{0,15}$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  token: /^[A-Za-z0-9_-]{1,512}$/,
  searchId: /^[A-Za-z0-9_-]{1,128}$/,
  sid: /^[A-Za-z0-9_-]{1,512}$/,
  hash: /^[A-Za-z0-9_-]{1,512}$/,
  sessionId: /^[A-Za-z0-9_-]{1,128}$/,
};

/** Never forwarded from the browser, whatever the list above says. */
const FORBIDDEN = new Set(['jwt/refresh-token']);

/**
 * Each rule's pattern split once, at load, and filed by method and segment count: matching runs
 * on every BFF call (docs/performance.md: the BFF budget) and only rules of the same shape can match.
 */
type Part = string | RegExp;
const COMPILED = new Map<string, { rule: RouteRule; parts: Part[]; literals: number }[]>();
for (const rule of ROUTES) {
  const parts: Part[] = rule.pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? (PARAMETERS[part.slice(1)] ?? /(?!)/) : part));
  const key = `${rule.method} ${parts.length}`;
  const shape = COMPILED.get(key) ?? [];
  shape.push({ rule, parts, literals: parts.filter((part) => typeof part === 'string').length });
  COMPILED.set(key, shape);
}

function matches(parts: readonly Part[], segments: readonly string[]): boolean {
  return parts.every((part, i) => (typeof part === 'string' ? part === segments[i] : part.test(segments[i]!)));
}

/** The rule allowing `method` on these (already checked) segments, or null. */
export function matchRoute(method: string, segments: readonly string[]): RouteRule | null {
  if (FORBIDDEN.has(segments.join('/'))) return null;
  const upper = method.toUpperCase();
  // A literal match wins over a parameter match, so `orders/country_list` is never "orders/:id".
  let best: RouteRule | null = null;
  let bestLiterals = -1;
  for (const { rule, parts, literals } of COMPILED.get(`${upper} ${segments.length}`) ?? []) {
    if (!matches(parts, segments)) continue;
    if (literals > bestLiterals) {
      best = rule;
      bestLiterals = literals;
    }
  }
  return best;
}
