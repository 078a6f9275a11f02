import 'server-only';
import type { z } from 'zod';
import { journalApiQuery } from '@/lib/orders/journal-query';
import type { GatewayProvider } from '@/lib/schemas/gateways';
import {
  cardPaymentGatewayResponseSchema,
  cardPaymentResultResponseSchema,
  filterOptionsSchema,
  orderResponseSchema,
  ordersListSchema,
  type FilterOption,
  type Order,
  type OrdersQuery,
} from '@/lib/schemas/orders';
import { backendJson } from './client';

export type OrdersList = z.infer<typeof ordersListSchema>;
export type CardPaymentResult = z.infer<typeof cardPaymentResultResponseSchema>['data'];

/** GET orders?…: one page of the agency's journal. */
export async function getOrders(query: OrdersQuery): Promise<OrdersList> {
  return backendJson('orders', ordersListSchema, { query: journalApiQuery(query) });
}

/** GET orders/{id}; another agency's or an unknown order is the backend's 404, thrown for the caller. */
export async function getOrder(id: number): Promise<Order> {
  return (await backendJson(`orders/${id}`, orderResponseSchema, { handle: [404] })).data;
}

export const FILTER_LISTS = [
  'country_list',
  'hotel_list',
  'owner_list',
  'flight_there_list',
  'flight_back_list',
] as const;
export type FilterList = (typeof FILTER_LISTS)[number];

/** GET orders/{list}: the journal filter's options over the agency's own orders (hotels of one country when given). */
export async function getFilterOptions(list: FilterList, countryId?: number): Promise<FilterOption[]> {
  const query = list === 'hotel_list' && countryId ? { country_id: countryId } : undefined;
  return (await backendJson(`orders/${list}`, filterOptionsSchema, query ? { query } : {})).data;
}

/** GET orders/{id}/card_payment: the agency's enabled gateway a card payment of the order would go through, or null. */
export async function getCardPaymentGateway(orderId: number): Promise<GatewayProvider | null> {
  return (await backendJson(`orders/${orderId}/card_payment`, cardPaymentGatewayResponseSchema, { handle: [404] })).data
    .provider;
}

/** GET orders/{id}/card_payment?payment=: an attempt's outcome; reading it never charges. */
export async function getCardPaymentResult(orderId: number, paymentId: string): Promise<CardPaymentResult> {
  return (
    await backendJson(`orders/${orderId}/card_payment`, cardPaymentResultResponseSchema, {
      query: { payment: paymentId },
      handle: [404],
    })
  ).data;
}
