import 'server-only';
import {
  atsListApiQuery,
  TICKET_PAYMENTS_LIST,
  type AtsListQuery,
  type TicketPaymentFilter,
} from '@/lib/ats/list-query';
import { ticketPaymentsListSchema } from '@/lib/schemas/ats';
import { backendJson } from './client';

// The ticket desk's payments against ticket orders for the server-rendered page (docs/product.md
// §12 "The ticket desk: the calls"). The page calls this once proxy.ts's route check let the role in (docs/architecture.md §1 "The route table").

/** GET ats/orders-payments (one page of the URL's query). */
export async function getTicketPayments(query: AtsListQuery<TicketPaymentFilter>) {
  return backendJson('ats/orders-payments', ticketPaymentsListSchema, {
    query: atsListApiQuery(query, TICKET_PAYMENTS_LIST.defaultSort),
  });
}
