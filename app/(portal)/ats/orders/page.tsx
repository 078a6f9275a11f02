import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import dynamic from 'next/dynamic';
import { FlightOrdersPage } from '@/components/flights/orders/flight-orders-page';
import { BackendError } from '@/lib/backend';
import { getAtsOrder, getAtsOrderFilters, getAtsOrders } from '@/lib/backend/ats';
import { getTicketOrder, getTicketOrderFilters, getTicketOrders } from '@/lib/backend/flights';
import { readAtsDeskQuery } from '@/lib/flights/ats-orders-query';
import { readOpenTicketOrder, readTicketOrdersQuery, ticketOrdersKey } from '@/lib/flights/ticket-orders-query';
import { paramsOf } from '@/lib/query-string';
import { can } from '@/lib/schemas/permissions';
import { guardRoute } from '@/lib/route-guard';

// The desk's view through next/dynamic: its client code is a chunk of its own that only `ats.read`
// loads (components/ats/orders/ats-desk-view.tsx says why).
const AtsDeskView = dynamic(() => import('@/components/ats/orders/ats-desk-view').then((module) => module.AtsDeskView));

// The flight list (docs/product.md §11 "The flight list"): every staff role sees the agency's
// ticket orders; `?order={id}` opens one over the list, as the journal does. With `ats.read` the
// page is the ticket desk's view of the same orders instead (§12 "Screens"): a client component of
// its own, so the other roles' first load holds none of its code.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('atsOrders.title') };
}

/** An order the URL names but the agency cannot see is the sheet's "not found", not the list's 404. */
async function orderOrNull<T>(id: number | null, read: (id: number) => Promise<T>) {
  if (id === null) return null;
  try {
    return await read(id);
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) return null;
    throw error;
  }
}

/** The page's data, and when it was read: the deadlines count from then until the browser's clock takes over. */
async function load(params: ReturnType<typeof paramsOf>) {
  const query = readTicketOrdersQuery(params);
  const [list, filters, order] = await Promise.all([getTicketOrders(query), getTicketOrderFilters(), orderOrNull(readOpenTicketOrder(params), getTicketOrder)]);
  return { query, list, filters, order, loadedAt: Date.now() };
}

async function loadDesk(params: ReturnType<typeof paramsOf>) {
  const query = readAtsDeskQuery(params);
  const [list, filters, order] = await Promise.all([getAtsOrders(query), getAtsOrderFilters(), orderOrNull(readOpenTicketOrder(params), getAtsOrder)]);
  return { query, list, filters, order, loadedAt: Date.now() };
}

export default async function FlightListPage({ searchParams }: Props) {
  // Outside the role: the 403 page before anything loads (docs/product.md "Permissions").
  const user = await guardRoute('/ats/orders');
  const params = paramsOf(await searchParams);
  const t = await getTranslations('pages');
  const heading = (
    <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
      {t('atsOrders.title')}
    </h1>
  );
  if (can(user.alias, 'ats.read')) {
    const desk = await loadDesk(params);
    return (
      <AtsDeskView
        heading={heading}
        initialKey={ticketOrdersKey(desk.query)}
        initial={desk.list}
        initialOrder={desk.order}
        options={desk.filters}
        renderedAt={desk.loadedAt}
        canManage={can(user.alias, 'ats.manage')}
      />
    );
  }
  const { query, list, filters, order, loadedAt } = await load(params);
  return (
    <FlightOrdersPage
      heading={heading}
      initialKey={ticketOrdersKey(query)}
      initial={list}
      initialOrder={order}
      options={{ routes: filters.routes, airlines: filters.airlines }}
      renderedAt={loadedAt}
    />
  );
}
