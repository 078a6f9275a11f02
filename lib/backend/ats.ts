import 'server-only';
import type { z } from 'zod';
import {
  atsOrderEditSchema,
  atsOrderFiltersSchema,
  atsOrderFormOptionsSchema,
  atsOrderResponseSchema,
  atsOrdersListSchema,
  type AtsOrder,
} from '@/lib/schemas/ats';
import { ticketOrdersApiQuery } from '@/lib/schemas/list-params';
import type { AtsDeskQuery } from '@/lib/flights/ats-orders-query';
import { backendJson } from './client';

// The ticket desk's orders for the server-rendered pages (docs/product.md §12): the desk's list,
// its filters, one order with its payments, the manual order's form and the order properties.

export type AtsOrdersList = z.infer<typeof atsOrdersListSchema>;
export type AtsOrderFilters = z.infer<typeof atsOrderFiltersSchema>['data'];
export type AtsOrderFormOptions = z.infer<typeof atsOrderFormOptionsSchema>['data'];
export type AtsOrderEdit = z.infer<typeof atsOrderEditSchema>['data'];

/** GET ats/orders?… with the desk's filters (`ats.read`: every row carries the sales fields). */
export async function getAtsOrders(query: AtsDeskQuery): Promise<AtsOrdersList> {
  return backendJson('ats/orders', atsOrdersListSchema, { query: ticketOrdersApiQuery(query) });
}

/** GET ats/orders/filters: §11's options plus sellers, sources, transaction types and properties. */
export async function getAtsOrderFilters(): Promise<AtsOrderFilters> {
  return (await backendJson('ats/orders/filters', atsOrderFiltersSchema)).data;
}

/** GET ats/orders/{id} with the sales fields and payments; 404 thrown for the caller. */
export async function getAtsOrder(id: number): Promise<AtsOrder> {
  return (await backendJson(`ats/orders/${id}`, atsOrderResponseSchema, { handle: [404] })).data;
}

/** GET ats/orders/form-options (ats.manage). */
export async function getAtsOrderFormOptions(): Promise<AtsOrderFormOptions> {
  return (await backendJson('ats/orders/form-options', atsOrderFormOptionsSchema)).data;
}

/** GET ats/orders/{id}/edit: a manual order's values; 404 and 409 (`booked_order`: a portal booking) thrown for the page. */
export async function getAtsOrderEdit(id: number): Promise<AtsOrderEdit> {
  return (await backendJson(`ats/orders/${id}/edit`, atsOrderEditSchema, { handle: [404, 409] })).data;
}
