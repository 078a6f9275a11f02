'use client';

import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ApiErrorRetry } from '@/components/ui/api-error-alert';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useOrder } from '@/lib/hooks/use-orders';
import type { Order } from '@/lib/schemas/orders';
import { StatusBadge } from '../status-badge';
import { OrderView } from './order-view';
import { CloseButton } from '@/components/ui/close-button';

// The edit form (tourist fields, masks, validation) is the heaviest part of the order: loaded
// only when the agent presses Edit, not with the journal.
const AgencyEdit = dynamic(() => import('../edit/agency-edit').then((module) => module.AgencyEdit), {
  loading: () => <div aria-busy="true" className="h-40" />,
});

/**
 * The order the URL names (`?order={id}`) in a side sheet over the journal. Rendered in place, not
 * in a portal, so a link to an order arrives with the order in the server's HTML; the journal
 * behind it is made inert by the parent. Esc, the close button or a click beside it close it,
 * and focus returns where it was.
 */
export function OrderPanel({ id, initial, onClose }: { id: number | null; initial: Order | null; onClose: () => void }) {
  const t = useTranslations('orders.view');
  const { data: order, error, mutate } = useOrder(id, initial);
  const shown = order && order.id === id ? order : undefined;
  const panel = useRef<HTMLDivElement>(null);
  const open = id !== null;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      // A dialog opened from the panel (cancellation) handles its own Esc first.
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('[role="dialog"][aria-modal="true"]:not([data-order-panel])')) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 flex justify-end">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="order-panel-title"
        tabIndex={-1}
        data-order-panel=""
        data-testid="order-panel"
        className="relative flex h-dvh w-full flex-col bg-white shadow-xl focus:outline-none sm:max-w-4xl"
      >
        <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <h2 id="order-panel-title" className="text-lg font-semibold text-slate-900">
              {shown ? t('title', { number: shown.number }) : t('loadingTitle')}
            </h2>
            {shown ? <StatusBadge status={shown.status} /> : null}
          </div>
          <CloseButton label={t('close')} onClick={onClose} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
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
        </div>
      </div>
    </div>
  );
}

function OrderBody({ order }: { order: Order }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <AgencyEdit
        order={order}
        onCancel={() => setEditing(false)}
        onSaved={() => setEditing(false)}
      />
    );
  }
  return <OrderView order={order} onEdit={() => setEditing(true)} />;
}
