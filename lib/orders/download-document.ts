import { filenameFromContentDisposition, saveBlob } from '@/lib/download';
import { apiRequest } from '@/lib/hooks/fetcher';
import { documentPath, type DocumentKind } from '@/lib/schemas/orders';

/** GET orders/{id}/print_{kind}: the PDF, saved under the server's name. Errors are thrown to the caller to show. */
export async function downloadOrderDocument(orderId: number, kind: DocumentKind): Promise<string> {
  const response = await apiRequest(`/api/orders/${orderId}/${documentPath(kind)}`, { headers: { accept: 'application/pdf' } });
  const name = filenameFromContentDisposition(response.headers.get('content-disposition'), `${kind}-${orderId}.pdf`);
  saveBlob(await response.blob(), name);
  return name;
}
