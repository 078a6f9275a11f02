// `/ats/orders` is one page with two views (docs/product.md §12 "The ticket desk: the screens"): the
// server renders the desk's view for `ats.read` and the flight list for every other role, each
// reading its own data (the desk's sellers and balances are never asked for on an agent's behalf).
import type { ReactElement } from 'react';

const user = { id: 3, alias: 'agent' };
jest.mock('@/lib/backend/auth', () => ({ getCurrentUser: async () => user }));
/** The request's cookies. */
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));
jest.mock('next/navigation', () => ({
  forbidden: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;403');
  },
}));
const reads = { flightList: jest.fn(), desk: jest.fn() };
const page = { data: [], meta: { total: 0, page: 1, size: 20 } };
jest.mock('@/lib/backend/flights', () => ({
  getTicketOrders: async () => (reads.flightList('list'), page),
  getTicketOrderFilters: async () => (reads.flightList('filters'), { routes: [], airlines: [] }),
  getTicketOrder: async () => (reads.flightList('order'), null),
}));
jest.mock('@/lib/backend/ats', () => ({
  getDeskTicketOrders: async () => (reads.desk('list'), page),
  getDeskTicketOrderFilters: async () => (
    reads.desk('filters'),
    { routes: [], airlines: [], sellers: [], sources: [], transaction_types: [], properties: [] }
  ),
  getDeskTicketOrder: async () => (reads.desk('order'), null),
}));
// The two views' client components, by name only: which one the server chose is the question here.
jest.mock('@/components/flights/orders/ticket-orders-page', () => ({
  TicketOrdersPage: function TicketOrdersPage() {},
}));
jest.mock('@/components/ats/orders/lazy-desk-ticket-orders', () => ({
  LazyDeskTicketOrders: function LazyDeskTicketOrders() {},
}));
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

import TicketOrdersPage from '@/app/(portal)/ats/orders/page';

type Element = ReactElement<Record<string, unknown>>;

/** The page's view for `role` with `?order=7`, its server components resolved down to the client component it renders. */
async function viewFor(
  role: string,
  search: Record<string, string> = {},
): Promise<{ name: string; props: Record<string, unknown> }> {
  user.alias = role;
  const chosen = (await TicketOrdersPage({ searchParams: Promise.resolve({ order: '7', ...search }) })) as Element;
  let tree = (await (chosen.type as (props: unknown) => Promise<Element>)(chosen.props)) as Element;
  // The desk's view brings its catalogue part (ClientIntl scope "atsDesk") around it.
  if (tree.props.scope === 'atsDesk') tree = tree.props.children as Element;
  return { name: (tree.type as { name: string }).name, props: tree.props };
}

beforeEach(() => {
  jar.clear();
  reads.flightList.mockClear();
  reads.desk.mockClear();
});

describe('/ats/orders', () => {
  it("opens the flight list on the URL's scope, else the user's last one, else the role's", async () => {
    const scopeOf = async (role: string, search?: Record<string, string>) =>
      ((await viewFor(role, search)).props.query as { scope?: string }).scope;
    expect(await scopeOf('agent')).toBe('mine');
    expect(await scopeOf('office_manager')).toBe('office');
    expect(await scopeOf('agency_manager')).toBe('all');
    jar.set('flight_list_scope', '3.office');
    expect(await scopeOf('agent')).toBe('office');
    expect(await scopeOf('agent', { scope: 'all' })).toBe('all');
    // Another user's choice on the same browser is not this user's.
    jar.set('flight_list_scope', '4.all');
    expect(await scopeOf('agent')).toBe('mine');
  });

  it.each(['agent', 'agency_manager', 'office_manager', 'sub_partition_manager'])(
    "is the flight list for %s, from the flight list's reads only",
    async (role) => {
      const view = await viewFor(role);
      expect(view.name).toBe('TicketOrdersPage');
      expect(reads.flightList.mock.calls.flat().sort()).toEqual(['filters', 'list', 'order']);
      expect(reads.desk).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['agency_director', false],
    ['ats_manager', true],
  ])("is the desk's view for %s (New order and Edit: %s), from the desk's reads only", async (role, canManage) => {
    const view = await viewFor(role);
    expect(view.name).toBe('LazyDeskTicketOrders');
    expect(view.props.canManage).toBe(canManage);
    expect(reads.desk.mock.calls.flat().sort()).toEqual(['filters', 'list', 'order']);
    expect(reads.flightList).not.toHaveBeenCalled();
  });
});
