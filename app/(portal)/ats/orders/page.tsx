import { FlightOrderFilterForm } from '@/components/flights/orders/flight-order-filter-form';
import { FlightOrdersPage } from '@/components/flights/orders/flight-orders-page';
import { loadTicketList, TicketListHeading, ticketListMetadata, type TicketListSearchParams } from '@/components/flights/orders/ticket-list-page';
import { getTicketOrder, getTicketOrderFilters, getTicketOrders } from '@/lib/backend/flights';
import { readTicketOrdersQuery, ticketFiltersOf, ticketOrdersSearch, withTicketFilters } from '@/lib/flights/ticket-orders-query';
import { guardRoute } from '@/lib/route-guard';

// The flight list (docs/product.md §11 "The flight list"): every staff role sees the agency's
// ticket orders; `?order={id}` opens one over the list, as the journal does.

export const generateMetadata = ticketListMetadata;

export default async function FlightListPage({ searchParams }: { searchParams: TicketListSearchParams }) {
  // Outside the role: the 403 page before anything loads (docs/product.md "Permissions").
  await guardRoute('/ats/orders');
  const { query, initialKey, list, filters, order, loadedAt } = await loadTicketList(searchParams, {
    readQuery: readTicketOrdersQuery,
    list: getTicketOrders,
    filters: getTicketOrderFilters,
    order: getTicketOrder,
  });
  return (
    <FlightOrdersPage
      heading={<TicketListHeading />}
      initialKey={initialKey}
      initial={list}
      initialOrder={order}
      filters={
        // Keyed by the URL's filters: a navigation to other filters renders a fresh form with its values.
        <FlightOrderFilterForm key={ticketOrdersSearch(withTicketFilters(query, ticketFiltersOf(query)))} query={query} options={{ routes: filters.routes, airlines: filters.airlines }} />
      }
      renderedAt={loadedAt}
    />
  );
}
