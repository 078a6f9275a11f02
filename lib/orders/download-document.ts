import { downloadFile } from '@/lib/download';
import { documentPath, type DocumentKind } from '@/lib/schemas/orders';

/** GET orders/{id}/print_{kind}: the PDF, saved under the server's name. Errors are thrown to the caller to show. */
export function downloadOrderDocument(orderId: number, kind: DocumentKind): Promise<string> {
  return downloadFile(`/api/orders/${orderId}/${documentPath(kind)}`, `${kind}-${orderId}.pdf`);
}
