'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { Modal } from '@/components/ui/modal';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useOrder, useOrderActions } from '@/lib/hooks/use-orders';
import type { Order } from '@/lib/schemas/orders';
import { StatusBadge } from '../status-badge';
import { OrderView } from './order-view';

// The edit form (tourist fields, masks, validation) is the heaviest part of the order: loaded
// only when the agent presses Edit, not with the journal.
const AgencyEdit = dynamic(() => import('../edit/agency-edit').then((module) => module.AgencyEdit), {
  loading: () => <div aria-busy="true" className="h-40" />,
});

/** The order the URL names (`?order={id}`), over the journal; closing it keeps the journal's filters. */
export function OrderPanel({ id, initial, onClose }: { id: number | null; initial: Order | null; onClose: () => void }) {
  const t = useTranslations('orders.view');
  const { data: order, error, mutate } = useOrder(id, initial);
  const shown = order && order.id === id ? order : undefined;
  return (
    <Modal
      open={id !== null}
      onClose={onClose}
      wide
      testId="order-panel"
      closeLabel={t('close')}
      title={shown ? t('title', { number: shown.number }) : t('loadingTitle')}
      aside={shown ? <StatusBadge status={shown.status} /> : null}
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
      {shown ? <OrderBody key={shown.id} order={shown} /> : null}
    </Modal>
  );
}

function OrderBody({ order }: { order: Order }) {
  const [editing, setEditing] = useState(false);
  const { store } = useOrderActions(order.id);
  if (editing) {
    return (
      <AgencyEdit
        order={order}
        onCancel={() => setEditing(false)}
        onSaved={(saved) => {
          void store(saved);
          setEditing(false);
        }}
      />
    );
  }
  return <OrderView order={order} onEdit={() => setEditing(true)} />;
}
