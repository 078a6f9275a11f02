import { AtsDeskFilterForm } from '@/components/ats/orders/ats-desk-filter-form';
import { LazyDeskTicketOrders } from '@/components/ats/orders/lazy-desk-ticket-orders';
import { TicketOrderFilterForm } from '@/components/flights/orders/ticket-order-filter-form';
import { TicketOrdersPage } from '@/components/flights/orders/ticket-orders-page';
import {
  loadTicketList,
  TicketListHeading,
  ticketListMetadata,
  type TicketListSearchParams,
} from '@/components/flights/orders/ticket-list-page';
import { ClientIntl } from '@/components/providers/client-intl';
import { getDeskTicketOrder, getDeskTicketOrderFilters, getDeskTicketOrders } from '@/lib/backend/ats';
import { getTicketOrder, getTicketOrderFilters, getTicketOrders } from '@/lib/backend/flights';
import { ticketFiltersOf, ticketOrdersSearch, withTicketFilters } from '@/lib/flights/ticket-orders-query';
import { readAtsDeskQuery, readTicketOrdersQuery } from '@/lib/read-query';
import { can } from '@/lib/shared/permissions';
import { getCurrentUser } from '@/lib/backend/auth';
import { LIST_SCOPE_COOKIES, listScopeOf } from '@/lib/orders/list-scope';
import type { User } from '@/lib/schemas/user';
import { cookies } from 'next/headers';

// `/ats/orders` (docs/product.md §11 "The flight list", §12 "The ticket desk: the screens"): one
// page, two views chosen on the server by the role. `ats.read` (the director, the ATS manager) gets
// the desk's view, every other role the flight list; `?order={id}` opens one over either list.

export const generateMetadata = ticketListMetadata;

export default async function TicketOrdersRoute({ searchParams }: { searchParams: TicketListSearchParams }) {
  const user = await getCurrentUser();
  return can(user.alias, 'ats.read') ? (
    <DeskView searchParams={searchParams} canManage={can(user.alias, 'ats.manage')} />
  ) : (
    <FlightListView searchParams={searchParams} user={user} />
  );
}

async function FlightListView({ searchParams, user }: { searchParams: TicketListSearchParams; user: User }) {
  const remembered = (await cookies()).get(LIST_SCOPE_COOKIES.flights)?.value;
  const { query, open, initialKey, list, filters, order, loadedAt } = await loadTicketList(searchParams, {
    // Whose orders: the URL's, else the user's last choice, else the role's (lib/orders/list-scope.ts).
    readQuery: (params) => {
      const read = readTicketOrdersQuery(params);
      return { ...read, scope: listScopeOf(read.scope, user, remembered) };
    },
    list: getTicketOrders,
    filters: getTicketOrderFilters,
    order: getTicketOrder,
  });
  return (
    <TicketOrdersPage
      query={query}
      openOrder={open}
      heading={<TicketListHeading />}
      initialKey={initialKey}
      initial={list}
      initialOrder={order}
      filters={
        // Keyed by the URL's filters: a navigation to other filters renders a fresh form with its values.
        <TicketOrderFilterForm
          key={ticketOrdersSearch(withTicketFilters(query, ticketFiltersOf(query)))}
          query={query}
          options={{ routes: filters.routes, airlines: filters.airlines }}
          userId={user.id}
        />
      }
      renderedAt={loadedAt}
    />
  );
}

async function DeskView({ searchParams, canManage }: { searchParams: TicketListSearchParams; canManage: boolean }) {
  const { query, open, initialKey, list, filters, order, loadedAt } = await loadTicketList(searchParams, {
    readQuery: readAtsDeskQuery,
    list: getDeskTicketOrders,
    filters: getDeskTicketOrderFilters,
    order: getDeskTicketOrder,
  });
  return (
    <ClientIntl scope="atsDesk">
      <LazyDeskTicketOrders
        query={query}
        openOrder={open}
        heading={<TicketListHeading />}
        initialKey={initialKey}
        initial={list}
        initialOrder={order}
        // Keyed by the URL's filters: a navigation to other filters renders a fresh form with its values.
        filters={
          <AtsDeskFilterForm
            key={ticketOrdersSearch(withTicketFilters(query, ticketFiltersOf(query)))}
            query={query}
            options={filters}
          />
        }
        renderedAt={loadedAt}
        canManage={canManage}
      />
    </ClientIntl>
  );
}
