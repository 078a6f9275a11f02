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

/**
 * A scope whose provider sits inside another's: its browser part is only what the enclosing
 * scope lacks, merged into the enclosing messages there (components/providers/intl-messages.tsx).
 */
export const ENCLOSING_SCOPE: Partial<Record<ClientScope, ClientScope>> = { orders: 'portal' };

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
    byScope.set(scope, (text = JSON.stringify(pickMessages(messages, own))));
  }
  return text;
}

/** `inner` laid over `outer`: objects merged key by key, anything else (a message) from `inner`. */
export function mergeMessages(outer: Tree, inner: Tree): Tree {
  const merged: Tree = { ...outer };
  for (const [key, value] of Object.entries(inner)) {
    const under = merged[key];
    merged[key] = isTree(under) && isTree(value) ? mergeMessages(under, value) : value;
  }
  return merged;
}

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
