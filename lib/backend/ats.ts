import 'server-only';
import type { z } from 'zod';
import {
  deskTicketOrderEditSchema,
  deskTicketOrderFiltersSchema,
  deskTicketOrderFormOptionsSchema,
  deskTicketOrderResponseSchema,
  deskTicketOrdersListSchema,
  type DeskTicketOrder,
} from '@/lib/schemas/ats';
import { ticketOrdersApiQuery } from '@/lib/schemas/list-params';
import type { AtsDeskQuery } from '@/lib/flights/desk-ticket-orders-query';
import { backendJson } from './client';

// The ticket desk's orders for the server-rendered pages (docs/product.md §12): the desk's list,
// its filters, one order with its payments, the manual order's form and the order properties.

export type DeskTicketOrdersList = z.infer<typeof deskTicketOrdersListSchema>;
export type DeskTicketOrderFilters = z.infer<typeof deskTicketOrderFiltersSchema>['data'];
export type DeskTicketOrderFormOptions = z.infer<typeof deskTicketOrderFormOptionsSchema>['data'];
export type DeskTicketOrderEdit = z.infer<typeof deskTicketOrderEditSchema>['data'];

/** GET ats/orders?… with the desk's filters (`ats.read`: every row carries the sales fields). */
export async function getDeskTicketOrders(query: AtsDeskQuery): Promise<DeskTicketOrdersList> {
  return backendJson('ats/orders', deskTicketOrdersListSchema, { query: ticketOrdersApiQuery(query) });
}

/** GET ats/orders/filters: §11's options plus sellers, sources, transaction types and properties. */
export async function getDeskTicketOrderFilters(): Promise<DeskTicketOrderFilters> {
  return (await backendJson('ats/orders/filters', deskTicketOrderFiltersSchema)).data;
}

/** GET ats/orders/{id} with the sales fields and payments; 404 thrown for the caller. */
export async function getDeskTicketOrder(id: number): Promise<DeskTicketOrder> {
  return (await backendJson(`ats/orders/${id}`, deskTicketOrderResponseSchema, { handle: [404] })).data;
}

/** GET ats/orders/form-options (ats.manage). */
export async function getDeskTicketOrderFormOptions(): Promise<DeskTicketOrderFormOptions> {
  return (await backendJson('ats/orders/form-options', deskTicketOrderFormOptionsSchema)).data;
}

/** GET ats/orders/{id}/edit: a manual order's values; 404 and 409 (`booked_order`: a portal booking) thrown for the page. */
export async function getDeskTicketOrderEdit(id: number): Promise<DeskTicketOrderEdit> {
  return (await backendJson(`ats/orders/${id}/edit`, deskTicketOrderEditSchema, { handle: [404, 409] })).data;
}
