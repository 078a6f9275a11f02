'use client';

import useSWR from 'swr';
import { apiGet } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { ordersListKey } from '@/lib/orders/journal-query';
import type { OrderSummary, OrdersQuery } from '@/lib/schemas/orders';

export interface OrdersPage {
  data: OrderSummary[];
  meta: { total: number; page: number; size: number };
}

export const orderKey = (id: number) => `/api/orders/${id}`;

// The schemas come with the first answer (docs/architecture.md §10).
const schemas = () => import('@/lib/schemas/orders');
const fetchOrdersPage = apiGet(() => schemas().then((s) => s.ordersListSchema));

/**
 * One journal page. The server rendered the URL's first query: that one starts from its answer
 * without a second fetch; any other query is fetched, with the previous page kept on screen meanwhile.
 */
export function useOrdersPage(query: OrdersQuery, initialKey: string, initial: OrdersPage) {
  const key = ordersListKey(query);
  return useSWR<OrdersPage>(key, fetchOrdersPage, { keepPreviousData: true, ...seededOptions(key === initialKey, initial) });
}
