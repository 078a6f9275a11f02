'use client';

import useSWR from 'swr';
import { apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { ordersListKey } from '@/lib/orders/journal-query';
import type { OrderSummary, OrdersQuery } from '@/lib/schemas/orders';

export interface OrdersPage {
  data: OrderSummary[];
  meta: { total: number; page: number; size: number };
}

export const orderKey = (id: number) => `/api/orders/${id}`;

const fetchOrdersPage = apiRead<OrdersPage>();

/**
 * One journal page. The server rendered the URL's first query: that one starts from its answer
 * without a second fetch; any other query is fetched, with the previous page kept on screen meanwhile.
 */
export function useOrdersPage(query: OrdersQuery, initialKey: string, initial: OrdersPage) {
  const key = ordersListKey(query);
  return useSWR<OrdersPage>(key, fetchOrdersPage, {
    keepPreviousData: true,
    ...seededOptions(key === initialKey, initial),
  });
}
