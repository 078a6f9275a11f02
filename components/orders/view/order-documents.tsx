'use client';

import { useTranslations } from 'next-intl';
import { DocumentDownloads } from '@/components/ui/document-downloads';
import { downloadOrderDocument } from '@/lib/orders/download-document';
import { DOCUMENT_KINDS, type Order } from '@/lib/schemas/orders';

/** The order's prints: one download button per document kind, the reason beside one not issued yet. */
export function OrderDocuments({ order }: { order: Pick<Order, 'id' | 'documents'> }) {
  const t = useTranslations('orders.documents');
  return (
    <DocumentDownloads
      ownerId={order.id}
      kinds={DOCUMENT_KINDS}
      documents={order.documents}
      download={(kind) => downloadOrderDocument(order.id, kind)}
      label={(kind) => t(`kinds.${kind}`)}
      missingReason={(kind) => t('notIssued', { kind })}
    />
  );
}
