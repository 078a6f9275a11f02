import { pageMetadata } from '@/components/layout/page-metadata';
import { JournalFilterForm } from '@/components/orders/journal/journal-filter-form';
import { OrdersJournal } from '@/components/orders/journal/orders-journal';
import { BackendError } from '@/lib/backend/errors';
import { getFilterOptions, getOrder, getOrders } from '@/lib/backend/orders';
import { filtersOf, journalSearch, ordersListKey, readOpenOrder, withFilters } from '@/lib/orders/journal-query';
import { readJournalQuery } from '@/lib/read-query';
import { paramsOf } from '@/lib/query-string';
import { getCurrentUser } from '@/lib/backend/auth';
import { LIST_SCOPE_COOKIES, listScopeOf } from '@/lib/orders/list-scope';
import { cookies } from 'next/headers';

// The package journal (docs/product.md §2); `?order={id}` opens one order over it (the product has no order route: docs/product.md §2).
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('orders');

/** An order the URL names but the agency cannot see is the panel's "not found", not the journal's 404. */
async function orderOrNull(id: number | null) {
  if (id === null) return null;
  try {
    return await getOrder(id);
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}

export default async function OrdersPage({ searchParams }: Props) {
  const params = paramsOf(await searchParams);
  const [user, jar] = await Promise.all([getCurrentUser(), cookies()]);
  const read = readJournalQuery(params);
  // Whose orders: the URL's, else the user's last choice, else the role's (lib/orders/list-scope.ts).
  const query = { ...read, scope: listScopeOf(read.scope, user, jar.get(LIST_SCOPE_COOKIES.journal)?.value) };
  const openOrder = readOpenOrder(params);
  const [list, countries, hotels, owners, flightsThere, flightsBack, order] = await Promise.all([
    getOrders(query),
    getFilterOptions('country_list'),
    getFilterOptions('hotel_list', query.country_id),
    getFilterOptions('owner_list'),
    getFilterOptions('flight_there_list'),
    getFilterOptions('flight_back_list'),
    orderOrNull(openOrder),
  ]);
  return (
    <OrdersJournal
      query={query}
      openOrder={openOrder}
      initialKey={ordersListKey(query)}
      initial={list}
      initialOrder={order}
      filters={
        // Keyed by the URL's filters: a navigation to other filters (a submit, back/forward, Reset) renders a fresh form with its values.
        <JournalFilterForm
          key={journalSearch(withFilters(query, filtersOf(query)))}
          query={query}
          options={{ countries, hotels, owners, flightsThere, flightsBack }}
          userId={user.id}
        />
      }
    />
  );
}
