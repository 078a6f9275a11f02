import type { Messages } from './catalogues';

/**
 * What each part of the app sends to the browser of the catalogue: the namespaces (or deeper
 * keys) its client components read with `useTranslations`, `useTranslate` or as field-error keys.
 * The whole catalogue was ~20 KB of every page's RSC payload, serialised, parsed and inlined
 * into the HTML on each render; the server reads the whole catalogue either way.
 * tests/unit/client-messages.test.ts checks that every namespace a client component names is here.
 */
const PORTAL = ['common', 'validation', 'errors', 'alerts', 'format', 'shell', 'notifications', 'searchForm', 'searchResults', 'basket', 'pages.searchTour'] as const;

export const CLIENT_NAMESPACES = {
  /** Error boundaries outside the route groups (app/error.tsx). */
  root: ['errors'],
  /** app/(auth): the sign-in, reset and agency-registration forms. */
  auth: ['common', 'validation', 'phone', 'errors', 'auth', 'agency'],
  /** app/(portal): the chrome (top bar, menu, alerts, notifications, basket) and the pages. */
  portal: PORTAL,
  /**
   * app/(portal)/orders: the booking form, the journal, the order sheet, card payment and bonuses
   * (a nested provider there, so other portal pages do not carry these ~10 KB).
   */
  orders: [
    ...PORTAL,
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
  ],
} as const satisfies Record<string, readonly string[]>;

export type ClientScope = keyof typeof CLIENT_NAMESPACES;

type Tree = { [key: string]: unknown };

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

// Per catalogue object (one per locale, loaded once) and scope: picked once, not on every render.
const picks = new WeakMap<object, Map<ClientScope, Tree>>();

/** The part of a locale's catalogue the browser needs in `scope`. */
export function clientMessages(messages: Messages, scope: ClientScope): Tree {
  let byScope = picks.get(messages);
  if (!byScope) picks.set(messages, (byScope = new Map()));
  let picked = byScope.get(scope);
  if (!picked) byScope.set(scope, (picked = pickMessages(messages, CLIENT_NAMESPACES[scope])));
  return picked;
}
