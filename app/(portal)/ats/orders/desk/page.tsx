import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AtsOrdersDesk } from '@/components/ats/orders/ats-orders-desk';
import { ClientIntl } from '@/components/providers/client-intl';
import { nullOn } from '@/lib/backend/errors';
import { getAtsOrder, getAtsOrderFilters, getAtsOrders } from '@/lib/backend/ats';
import { readAtsDeskQuery } from '@/lib/flights/ats-orders-query';
import { readOpenTicketOrder, ticketOrdersKey } from '@/lib/flights/ticket-orders-query';
import { paramsOf } from '@/lib/query-string';
import { can } from '@/lib/schemas/permissions';
import { ATS_DESK_ROUTE } from '@/lib/bff/proxy-rules';
import { guardRoute } from '@/lib/route-guard';

// The ticket desk's view of `/ats/orders` (docs/product.md §12 "The ticket desk: the screens"):
// proxy.ts shows it at `/ats/orders` to `ats.read` (a rewrite, the address unchanged), so it is a
// page of its own whose client code only those roles load; the other roles keep the flight list.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('atsOrders.title') };
}

/** An order the URL names but the agency cannot see is the sheet's "not found", not the list's 404. */
const openOrder = (id: number | null) => (id === null ? null : nullOn(404, getAtsOrder(id)));

/** The page's data, and when it was read: the deadlines count from then until the browser's clock takes over. */
async function load(params: ReturnType<typeof paramsOf>) {
  const query = readAtsDeskQuery(params);
  const [list, filters, order] = await Promise.all([getAtsOrders(query), getAtsOrderFilters(), openOrder(readOpenTicketOrder(params))]);
  return { query, list, filters, order, loadedAt: Date.now() };
}

export default async function AtsDeskPage({ searchParams }: Props) {
  // Outside the role: the 403 page before anything loads (docs/product.md "Permissions").
  const user = await guardRoute(ATS_DESK_ROUTE);
  const { query, list, filters, order, loadedAt } = await load(paramsOf(await searchParams));
  const t = await getTranslations('pages');
  return (
    <ClientIntl scope="atsDesk">
      <AtsOrdersDesk
        heading={
          <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            {t('atsOrders.title')}
          </h1>
        }
        initialKey={ticketOrdersKey(query)}
        initial={list}
        initialOrder={order}
        options={filters}
        renderedAt={loadedAt}
        canManage={can(user.alias, 'ats.manage')}
      />
    </ClientIntl>
  );
}
