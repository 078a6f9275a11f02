import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FlightOrdersPage } from '@/components/flights/orders/flight-orders-page';
import { nullOn } from '@/lib/backend/errors';
import { getTicketOrder, getTicketOrderFilters, getTicketOrders } from '@/lib/backend/flights';
import { readOpenTicketOrder, readTicketOrdersQuery, ticketOrdersKey } from '@/lib/flights/ticket-orders-query';
import { paramsOf } from '@/lib/query-string';
import { guardRoute } from '@/lib/route-guard';

// The flight list (docs/product.md §11 "The flight list"): every staff role sees the agency's
// ticket orders; `?order={id}` opens one over the list, as the journal does.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('atsOrders.title') };
}

/** An order the URL names but the agency cannot see is the sheet's "not found", not the list's 404. */
const openOrder = (id: number | null) => (id === null ? null : nullOn(404, getTicketOrder(id)));

/** The page's data, and when it was read: the deadlines count from then until the browser's clock takes over. */
async function load(params: ReturnType<typeof paramsOf>) {
  const query = readTicketOrdersQuery(params);
  const [list, filters, order] = await Promise.all([getTicketOrders(query), getTicketOrderFilters(), openOrder(readOpenTicketOrder(params))]);
  return { query, list, filters, order, loadedAt: Date.now() };
}

export default async function FlightListPage({ searchParams }: Props) {
  // Outside the role: the 403 page before anything loads (docs/product.md "Permissions").
  await guardRoute('/ats/orders');
  const { query, list, filters, order, loadedAt } = await load(paramsOf(await searchParams));
  const t = await getTranslations('pages');
  return (
    <FlightOrdersPage
      heading={
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('atsOrders.title')}
        </h1>
      }
      initialKey={ticketOrdersKey(query)}
      initial={list}
      initialOrder={order}
      options={{ routes: filters.routes, airlines: filters.airlines }}
      renderedAt={loadedAt}
    />
  );
}
