import { downloadFile } from '@/lib/download';
import type { Locale } from '@/lib/i18n/locales';
import type { TicketDocumentKind } from '@/lib/schemas/list-params';
import { toQueryString } from '@/lib/query-string';

/**
 * GET ats/orders/{id}/documents/{kind}[?lang=]: the e-ticket or the itinerary receipt, saved under
 * the server's name, in `lang` (without it the backend prints in the interface's language,
 * docs/product.md §11 "Documents"). Errors (409 not_available) are thrown to the caller to show.
 */
export function downloadTicketDocument(orderId: number, kind: TicketDocumentKind, lang?: Locale): Promise<string> {
  return downloadFile(
    `/api/ats/orders/${orderId}/documents/${kind}${toQueryString({ lang })}`,
    `${kind}-${orderId}.pdf`,
  );
}
