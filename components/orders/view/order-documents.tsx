'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { downloadOrderDocument } from '@/lib/orders/download-document';
import { DOCUMENT_KINDS, type DocumentKind, type Order } from '@/lib/schemas/orders';

/**
 * One download button per document kind, in a fixed order. A document the order does not have yet
 * is a disabled button with the backend's reason next to it (and tied to it for screen readers).
 */
export function OrderDocuments({ order }: { order: Pick<Order, 'id' | 'documents'> }) {
  const t = useTranslations('orders.documents');
  const { showApiError } = useAlerts();
  const [busy, setBusy] = useState<DocumentKind | null>(null);
  const byKind = new Map(order.documents.map((doc) => [doc.kind, doc]));

  const download = async (kind: DocumentKind) => {
    setBusy(kind);
    try {
      await downloadOrderDocument(order.id, kind);
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {DOCUMENT_KINDS.map((kind) => {
        const doc = byKind.get(kind);
        const available = doc?.available ?? false;
        const reason = doc?.reason || t('notIssued');
        const reasonId = `document-${order.id}-${kind}-reason`;
        return (
          <li key={kind} data-testid={`document-${kind}`} className="space-y-1">
            <Button
              variant="secondary"
              fullWidth
              disabled={!available || (busy !== null && busy !== kind)}
              loading={busy === kind}
              aria-describedby={available ? undefined : reasonId}
              onClick={() => void download(kind)}
            >
              {t(`kinds.${kind}`)}
            </Button>
            {available ? null : (
              <p id={reasonId} className="text-xs text-slate-600">
                {reason}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
