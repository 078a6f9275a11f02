import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TicketStatusBadge } from '@/components/flights/orders/ticket-status-badge';
import { LazyDeskTicketOrderPage, LazyTicketOrderPage } from '@/components/orders/lazy-order-pages';
import { RecordPage } from '@/components/orders/record-page';
import { ClientIntl } from '@/components/providers/client-intl';
import { getCurrentUser } from '@/lib/backend/auth';
import { getDeskTicketOrder } from '@/lib/backend/ats';
import { notFoundOn404 } from '@/lib/backend/errors';
import { getTicketOrder } from '@/lib/backend/flights';
import { TICKET_LIST_URL } from '@/lib/flights/ticket-orders-query';
import { pathIdOf } from '@/lib/orders/record-id';
import { can } from '@/lib/shared/permissions';

// A ticket order on its own page (docs/product.md §11 "The flight list"): what the list's side
// sheet shows (the desk's, with its sales fields and payments, for `ats.read`), at an address to
// send a colleague. Another agency's or an unknown order is the 404 page.
type Props = { params: Promise<{ id: string }> };

/** The order as the user's view of the list reads it, and when (the deadline counts from then); once per request (the title and the page). */
const loadOrder = cache(async (id: string) => {
  const orderId = pathIdOf(id);
  if (orderId === undefined) notFound();
  const user = await getCurrentUser();
  return can(user.alias, 'ats.read')
    ? {
        desk: true as const,
        canManage: can(user.alias, 'ats.manage'),
        order: await notFoundOn404(getDeskTicketOrder(orderId)),
        loadedAt: Date.now(),
      }
    : { desk: false as const, order: await notFoundOn404(getTicketOrder(orderId)), loadedAt: Date.now() };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ order }, t] = await Promise.all([loadOrder((await params).id), getTranslations('flightList.sheet')]);
  return { title: t('title', { number: order.number }) };
}

export default async function TicketOrderRoute({ params }: Props) {
  const [loaded, t, pages] = await Promise.all([
    loadOrder((await params).id),
    getTranslations('flightList.sheet'),
    getTranslations('pages'),
  ]);
  return (
    <RecordPage
      back={{ href: TICKET_LIST_URL.path, label: pages('atsOrders.title') }}
      title={t('title', { number: loaded.order.number })}
      badge={<TicketStatusBadge status={loaded.order.status} />}
    >
      {loaded.desk ? (
        <ClientIntl scope="atsDesk">
          <LazyDeskTicketOrderPage initial={loaded.order} renderedAt={loaded.loadedAt} canManage={loaded.canManage} />
        </ClientIntl>
      ) : (
        <LazyTicketOrderPage initial={loaded.order} renderedAt={loaded.loadedAt} />
      )}
    </RecordPage>
  );
}
