import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RecordPage } from '@/components/orders/record-page';
import { StatusBadge } from '@/components/orders/status-badge';
import { LazyOrderPage } from '@/components/orders/lazy-order-pages';
import { notFoundOn404 } from '@/lib/backend/errors';
import { getOrder } from '@/lib/backend/orders';
import { JOURNAL_URL } from '@/lib/orders/journal-query';
import { pathIdOf } from '@/lib/orders/record-id';

// A package order on its own page (docs/product.md §2): what the journal's side sheet shows, at an
// address to send a colleague. Another agency's or an unknown order is the 404 page.
type Props = { params: Promise<{ id: string }> };

/** Once per request (the title and the page). */
const loadOrder = cache(async (id: string) => {
  const orderId = pathIdOf(id);
  if (orderId === undefined) notFound();
  return notFoundOn404(getOrder(orderId));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [order, t] = await Promise.all([loadOrder((await params).id), getTranslations('orders.view')]);
  return { title: t('title', { number: order.number }) };
}

export default async function OrderRoute({ params }: Props) {
  const [order, t, pages] = await Promise.all([
    loadOrder((await params).id),
    getTranslations('orders.view'),
    getTranslations('pages'),
  ]);
  return (
    <RecordPage
      back={{ href: JOURNAL_URL.path, label: pages('orders.title') }}
      title={t('title', { number: order.number })}
      badge={<StatusBadge status={order.status} />}
    >
      <LazyOrderPage initial={order} />
    </RecordPage>
  );
}
