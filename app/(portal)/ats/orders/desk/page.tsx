import { AtsDeskFilterForms } from '@/components/ats/orders/ats-desk-filter-forms';
import { AtsOrdersDesk } from '@/components/ats/orders/ats-orders-desk';
import { loadTicketList, TicketListHeading, ticketListMetadata, type TicketListSearchParams } from '@/components/flights/orders/ticket-list-page';
import { ClientIntl } from '@/components/providers/client-intl';
import { getAtsOrder, getAtsOrderFilters, getAtsOrders } from '@/lib/backend/ats';
import { readAtsDeskQuery } from '@/lib/flights/ats-orders-query';
import { ticketFiltersOf, ticketOrdersSearch, withTicketFilters } from '@/lib/flights/ticket-orders-query';
import { can } from '@/lib/schemas/permissions';
import { ATS_DESK_ROUTE } from '@/lib/bff/proxy-rules';
import { guardRoute } from '@/lib/route-guard';

// The ticket desk's view of `/ats/orders` (docs/product.md §12 "The ticket desk: the screens"):
// proxy.ts shows it at `/ats/orders` to `ats.read` (a rewrite, the address unchanged), so it is a
// page of its own whose client code only those roles load; the other roles keep the flight list.

export const generateMetadata = ticketListMetadata;

export default async function AtsDeskPage({ searchParams }: { searchParams: TicketListSearchParams }) {
  // Outside the role: the 403 page before anything loads (docs/product.md "Permissions").
  const user = await guardRoute(ATS_DESK_ROUTE);
  const { query, initialKey, list, filters, order, loadedAt } = await loadTicketList(searchParams, {
    readQuery: readAtsDeskQuery,
    list: getAtsOrders,
    filters: getAtsOrderFilters,
    order: getAtsOrder,
  });
  return (
    <ClientIntl scope="atsDesk">
      <AtsOrdersDesk
        heading={<TicketListHeading />}
        initialKey={initialKey}
        initial={list}
        initialOrder={order}
        // Keyed by the URL's filters: a navigation to other filters renders fresh forms with their values.
        filters={<AtsDeskFilterForms key={ticketOrdersSearch(withTicketFilters(query, ticketFiltersOf(query)))} query={query} options={filters} />}
        renderedAt={loadedAt}
        canManage={can(user.alias, 'ats.manage')}
      />
    </ClientIntl>
  );
}
