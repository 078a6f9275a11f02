'use client';

import { useTranslations } from 'next-intl';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useOrder } from '@/lib/hooks/use-order';
import type { Order } from '@/lib/schemas/orders';
import { StatusBadge } from '../status-badge';
import { OrderBody } from './order-body';
import { OpenAsPageLink } from '@/components/ui/open-as-page-link';
import { SideSheet } from '@/components/ui/side-sheet';
import { orderPagePath } from '@/lib/orders/paths';

/** The order the URL names (`?order={id}`) in a side sheet over the journal. */
export function OrderPanel({
  id,
  initial,
  onClose,
}: {
  id: number | null;
  initial: Order | null;
  onClose: () => void;
}) {
  const t = useTranslations('orders.view');
  const { data: order, error, mutate } = useOrder(id, initial);
  const shown = order && order.id === id ? order : undefined;
  if (id === null) return null;
  return (
    <SideSheet
      titleId="order-panel-title"
      title={shown ? t('title', { number: shown.number }) : t('loadingTitle')}
      badge={shown ? <StatusBadge status={shown.status} /> : null}
      closeLabel={t('close')}
      onClose={onClose}
      testId="order-panel"
    >
      {error instanceof ApiRequestError && error.status === 404 ? (
        <p role="status" data-testid="order-not-found" className="text-slate-700">
          {t('notFound')}
        </p>
      ) : (
        <ApiErrorRetry error={error} onRetry={() => void mutate()} retryLabel={t('retry')} testId="order-error" />
      )}
      {!shown && !error ? (
        <p role="status" className="text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {shown ? <OpenAsPageLink href={orderPagePath(shown.id)} /> : null}
      {shown ? <OrderBody key={shown.id} order={shown} /> : null}
    </SideSheet>
  );
}
