import type { Messages } from './catalogues';
import { isTree, type Tree } from './message-tree';

/**
 * Every portal page: the chrome (top bar, menu, alerts, notifications) and the basket, whose
 * offer cards show a hotel's stars (searchResults.hotel).
 */
const PORTAL = [
  'common',
  'validation',
  'errors',
  'alerts',
  'format',
  'shell',
  'notifications',
  'basket',
  'searchResults.hotel',
] as const;

/** An offer's stay and flights (components/search/offer/), in the search results and on the orders pages. */
const OFFER = ['searchResults.offer', 'searchResults.flight'] as const;

/** app/(portal)/orders: the booking form, the journal, the order sheet, card payment and bonuses. */
const ORDERS = [
  ...PORTAL,
  ...OFFER,
  'phone',
  'priceBreakdown',
  'booking',
  'tourist',
  'orderEdit',
  'orders',
  'bonuses',
  'pages.orders',
  'pages.bonuses',
  'pages.cardPayment',
] as const;

/**
 * A flight trip's pieces (components/flights/: legs, seats, baggage, fare rules, the party's age
 * groups), for every flight page's scope: the search, the booking page and the flight list.
 */
export const FLIGHT_DISPLAY = ['flights', 'searchResults.flight.seats'] as const;

/**
 * What each part of the app sends to the browser of the catalogue: the namespaces (or deeper
 * keys) its client components read with `useTranslations`, `useTranslate` or as field-error keys.
 * The whole catalogue was ~20 KB of every page's RSC payload, serialised, parsed and inlined
 * into the HTML on each render; the server reads the whole catalogue either way.
 * tests/unit/i18n/client-messages.test.ts checks that every namespace a client component names is here.
 */
export const CLIENT_NAMESPACES = {
  /** Error boundaries outside the route groups (app/error.tsx). */
  root: ['errors'],
  /** app/(auth): the sign-in, reset and agency-registration forms. */
  auth: ['common', 'validation', 'phone', 'errors', 'auth', 'agency'],
  /** app/(portal): the chrome and the pages without a scope of their own. */
  portal: PORTAL,
  /**
   * The tour search of `/` and /search/tour: its form and its results (a nested provider in
   * components/search/tour-search-page.tsx, so other portal pages do not carry these ~4.5 KB).
   */
  search: [...PORTAL, 'searchForm', 'searchResults', 'pages.searchTour'],
  /**
   * app/(portal)/orders: the booking form, the journal, the order sheet, card payment and bonuses
   * (a nested provider there, so other portal pages do not carry these ~10 KB).
   */
  orders: ORDERS,
  /**
   * app/(portal)/orders/flight: the flight ticket booking page, inside the orders scope (the tourist
   * blocks and contact fields are the tour booking's), plus its own texts.
   */
  flightBooking: [...ORDERS, ...FLIGHT_DISPLAY, 'flightBooking'],
  /** /search/flight: the flight search's form, filters and results, with the flight pieces (a nested provider there). */
  flightSearch: [...PORTAL, ...FLIGHT_DISPLAY, 'flightSearch', 'pages.searchFlight'],
  /** app/(portal)/publications: the news list's filters, items, pager and read marks (a nested provider there). */
  news: [...PORTAL, 'news'],
  /**
   * app/(portal)/ats/orders: the flight list, its order sheet (with the flight pieces) and the passengers' edit form (the
   * booking form's tourist blocks; a nested provider there).
   */
  flightList: [...PORTAL, ...FLIGHT_DISPLAY, 'flightList', 'tourist', 'pages.atsOrders'],
  /**
   * The ticket desk's orders (`ats.read`, a nested provider inside the flight list's): the desk's
   * list, sheet and properties, the manual order's form (the booking's passenger and buyer blocks,
   * the phone's country picker) and the shared rules' message keys (`ats`).
   */
  atsDesk: [
    ...PORTAL,
    ...FLIGHT_DISPLAY,
    'flightList',
    'tourist',
    'pages.atsOrders',
    'phone',
    'atsDesk',
    'ats',
    'atsLists.payments',
  ],
  /**
   * app/(portal)/employees: the employees screen, its form (the phone's country picker) and the
   * dismissal wizard, which names the open orders' and ticket orders' statuses (a nested provider there).
   */
  employees: [...PORTAL, 'employees', 'phone', 'orders.status', 'flightList.status'],
  /**
   * app/(portal)/agency: the agency's profile and logo, its contract (the registration's details
   * fields, `agency`) and the section tabs (a nested provider there).
   */
  agencyAdmin: [...PORTAL, 'phone', 'agency', 'agencyAdmin'],
  /** app/(portal)/subpartitions: the list's filters and the edit form with its tree (a nested provider there). */
  subpartitions: [...PORTAL, 'subpartitions'],
  /** app/(portal)/payment-gateways: the delete confirmation and the create/edit form (a nested provider there). */
  gateways: [...PORTAL, 'gateways'],
  /** app/(portal)/ats/user-links and ats/orders-payments: the linked users' and payments' lists, forms and dialogs, with the desk's field messages (a nested provider there). */
  atsLists: [...PORTAL, 'ats', 'atsLists'],
  /** app/(portal)/profile: the profile's sections (info, avatar, password, settings, commission, sessions). */
  profile: [...PORTAL, 'phone', 'profile'],
  /** app/(portal)/ats/sales-report and app/(portal)/reports: the two reports' pages (a nested provider in each). */
  reports: [...PORTAL, 'reports'],
  /** app/(portal)/client-links: the agent's client links, their pager and the extend form (a nested provider there). */
  clientLinks: [...PORTAL, 'clientLinks'],
} as const satisfies Record<string, readonly string[]>;

export type ClientScope = keyof typeof CLIENT_NAMESPACES;

/**
 * A scope whose provider sits inside another's: its browser part is only what the enclosing
 * scope lacks, merged into the enclosing messages there (components/providers/intl-messages.tsx).
 */
export const ENCLOSING_SCOPE: Partial<Record<ClientScope, ClientScope>> = {
  search: 'portal',
  orders: 'portal',
  news: 'portal',
  flightBooking: 'orders',
  flightList: 'portal',
  atsDesk: 'flightList',
  flightSearch: 'portal',
  employees: 'portal',
  agencyAdmin: 'portal',
  subpartitions: 'portal',
  gateways: 'portal',
  profile: 'portal',
  reports: 'portal',
  atsLists: 'portal',
  clientLinks: 'portal',
};

/** A copy of `messages` with only `paths` ('ns' or 'ns.sub.key'); a path that does not exist is left out. */
export function pickMessages(messages: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = messages;
    for (const key of keys) from = from && typeof from === 'object' ? (from as Tree)[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Tree;
    into[keys[keys.length - 1]!] = from;
  }
  return picked;
}

// Per catalogue object (one per locale, loaded once) and scope, the JSON text sent to the
// browser: picked and made once, not on every render.
const texts = new WeakMap<object, Map<ClientScope, string>>();

/**
 * The browser part of `scope` as JSON text, less what its enclosing scope already sends. A string
 * rather than the object as a prop: React's RSC payload serialises and parses an object key by
 * key (a portal page's catalogue part was ~360 of its ~900 keys, parsed with a reviver call each
 * on the server and again in the browser), and a long string as one chunk.
 */
export function clientMessagesJson(messages: Messages, scope: ClientScope): string {
  let byScope = texts.get(messages);
  if (!byScope) texts.set(messages, (byScope = new Map()));
  let text = byScope.get(scope);
  if (text === undefined) {
    const enclosing = ENCLOSING_SCOPE[scope];
    const inherited: readonly string[] = enclosing ? CLIENT_NAMESPACES[enclosing] : [];
    const own = CLIENT_NAMESPACES[scope].filter((path) => !inherited.includes(path));
    // Less the enclosing scope's deeper keys too (searchResults.hotel under searchResults).
    byScope.set(scope, (text = JSON.stringify(omitMessages(pickMessages(messages, own), inherited))));
  }
  return text;
}

/** A copy of `messages` without `paths` ('ns' or 'ns.sub.key'); a path that does not exist is ignored. */
export function omitMessages(messages: Tree, paths: readonly string[]): Tree {
  const kept: Tree = { ...messages };
  for (const path of paths) {
    const [key, ...deeper] = path.split('.');
    if (!(key! in kept)) continue;
    const under = kept[key!];
    if (deeper.length === 0) delete kept[key!];
    else if (isTree(under)) kept[key!] = omitMessages(under, [deeper.join('.')]);
  }
  return kept;
}
