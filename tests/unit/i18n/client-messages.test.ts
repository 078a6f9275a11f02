import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ru from '@/messages/ru';
import {
  CLIENT_NAMESPACES,
  clientMessagesJson,
  omitMessages,
  pickMessages,
  type ClientScope,
} from '@/lib/i18n/client-messages';
import { mergeMessages } from '@/lib/i18n/message-tree';

const root = path.resolve(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** `useTranslations('ns.sub')` namespaces of the client modules (those marked 'use client'), and their pagers'. */
function clientNamespaces(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    if (!/^['"]use client['"]/m.test(text)) continue;
    for (const match of text.matchAll(/useTranslations\(\s*'([\w.]+)'\s*\)/g))
      found.set(match[1]!, path.relative(root, file));
    // The shared pager (components/ui/pagination.tsx) reads the namespace its caller names.
    for (const match of text.matchAll(/<Pagination\b[^/]*?\bmessages="([\w.]+)"/g))
      found.set(match[1]!, path.relative(root, file));
  }
  return found;
}

/** Everything the client components of `scope` can read there (the enclosing part included). */
const clientMessages = (messages: typeof ru, scope: ClientScope) => pickMessages(messages, CLIENT_NAMESPACES[scope]);

const covered = (namespace: string) =>
  Object.values(CLIENT_NAMESPACES).some((paths) => paths.some((p) => namespace === p || namespace.startsWith(`${p}.`)));

describe('the catalogue part sent to the browser', () => {
  it('holds every namespace a client component reads', () => {
    const namespaces = clientNamespaces();
    expect(namespaces.size).toBeGreaterThan(10);
    const missing = [...namespaces]
      .filter(([namespace]) => !covered(namespace))
      .map(([namespace, file]) => `${namespace} (${file})`);
    expect(missing).toEqual([]);
  });

  it('leaves the server-only namespaces out', () => {
    const portal = clientMessages(ru, 'portal');
    expect(portal).not.toHaveProperty('employees');
    expect(portal).not.toHaveProperty('extension');
    expect(portal).not.toHaveProperty('auth');
    // The search form and results go with the search page only; the basket's stars go everywhere.
    expect(portal).not.toHaveProperty('searchForm');
    expect(portal).not.toHaveProperty('pages');
    expect(portal).toHaveProperty('searchResults', { hotel: ru.searchResults.hotel });
    expect(clientMessages(ru, 'auth')).toHaveProperty('auth.login');
    expect(Object.keys(clientMessages(ru, 'root'))).toEqual(['errors']);
  });

  it('gives the orders pages the portal part plus their own, and only them', () => {
    const portal = clientMessages(ru, 'portal');
    const orders = clientMessages(ru, 'orders');
    for (const namespace of Object.keys(portal).filter((key) => key !== 'searchResults'))
      expect(orders).toHaveProperty([namespace], ru[namespace as keyof typeof ru]);
    for (const namespace of ['booking', 'tourist', 'orders', 'priceBreakdown']) {
      expect(orders).toHaveProperty([namespace]);
      expect(portal).not.toHaveProperty([namespace]);
    }
    // The booked offer's stay and flights as the search results show them, not the rest of the results.
    const { hotel, offer, flight } = ru.searchResults;
    expect(orders).toHaveProperty('searchResults', { hotel, offer, flight });
    expect(orders).not.toHaveProperty('searchForm');
    expect(Object.keys((orders as { pages: object }).pages).sort()).toEqual(['bonuses', 'cardPayment', 'orders']);
  });

  it('gives the flight list the flight pieces its order sheet shows (legs, baggage, fare rules, the party)', () => {
    const list = clientMessages(ru, 'flightList');
    for (const part of ['leg', 'baggage', 'rules', 'passengers'] as const)
      expect(list).toHaveProperty(['flights', part], ru.flights[part]);
  });

  it("gives the desk's scope the payment words its order sheet shows", () => {
    expect(clientMessages(ru, 'atsDesk')).toHaveProperty(['atsLists', 'payments'], ru.atsLists.payments);
  });

  it('gives the search page the portal part plus its form and results, and sends only what the portal part lacks', () => {
    const search = clientMessages(ru, 'search');
    for (const namespace of ['searchForm', 'searchResults'])
      expect(search).toHaveProperty([namespace], ru[namespace as keyof typeof ru]);
    expect(search).toHaveProperty('pages', { searchTour: ru.pages.searchTour });
    const own = JSON.parse(clientMessagesJson(ru, 'search'));
    expect(Object.keys(own).sort()).toEqual(['pages', 'searchForm', 'searchResults']);
    // searchResults.hotel comes with the portal part already.
    expect(own.searchResults).not.toHaveProperty('hotel');
    expect(mergeMessages(JSON.parse(clientMessagesJson(ru, 'portal')), own)).toEqual(search);
  });

  it('picks nested keys and skips paths that do not exist', () => {
    const tree = { a: { b: { c: 'x' }, d: 'y' }, e: 'z' };
    expect(pickMessages(tree, ['a.b', 'e', 'nope', 'a.nope.deeper'])).toEqual({ a: { b: { c: 'x' } }, e: 'z' });
  });

  it('sends each scope as JSON text; the orders pages get only what the portal part lacks, and see the same catalogue merged', () => {
    const portal = JSON.parse(clientMessagesJson(ru, 'portal'));
    const ordersOwn = JSON.parse(clientMessagesJson(ru, 'orders'));
    expect(portal).toEqual(clientMessages(ru, 'portal'));
    expect(ordersOwn).not.toHaveProperty('shell');
    expect(ordersOwn).toHaveProperty('booking', ru.booking);
    expect(Object.keys(ordersOwn.pages).sort()).toEqual(['bonuses', 'cardPayment', 'orders']);
    expect(mergeMessages(portal, ordersOwn)).toEqual(clientMessages(ru, 'orders'));
    expect(JSON.parse(clientMessagesJson(ru, 'root'))).toEqual({ errors: ru.errors });
  });

  it('omits nested keys without touching the tree it was given', () => {
    const tree = { a: { b: { c: 'x' }, d: 'y' }, e: 'z' };
    expect(omitMessages(tree, ['a.b', 'e', 'nope', 'a.nope.deeper', 'e.deeper'])).toEqual({ a: { d: 'y' } });
    expect(tree).toEqual({ a: { b: { c: 'x' }, d: 'y' }, e: 'z' });
  });

  it('merges nested parts key by key, the inner message winning', () => {
    expect(mergeMessages({ a: { b: 'outer', c: 'kept' }, d: 'x' }, { a: { b: 'inner' }, e: ['compiled'] })).toEqual({
      a: { b: 'inner', c: 'kept' },
      d: 'x',
      e: ['compiled'],
    });
  });

  it('makes each scope’s text once per catalogue, not on every render', () => {
    clientMessagesJson(ru, 'auth');
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      expect(JSON.parse(clientMessagesJson(ru, 'auth'))).toHaveProperty('auth.login');
      expect(stringify).not.toHaveBeenCalled();
    } finally {
      stringify.mockRestore();
    }
  });
});
