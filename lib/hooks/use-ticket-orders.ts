'use client';

import useSWR from 'swr';
import { apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { ticketOrdersKey, type TicketOrdersQuery } from '@/lib/flights/ticket-orders-query';
import type { TicketOrderSummary } from '@/lib/schemas/flights';

// The flight list's ticket orders (docs/product.md §11, `ats/orders`).
const fetchTicketOrdersPage = apiRead<TicketOrdersPage>();

export interface TicketOrdersPage {
  data: TicketOrderSummary[];
  meta: { total: number; page: number; size: number };
}

const LIST_PREFIX = '/api/ats/orders?';
/** The flight list's pages (every query): what a write that changes an order's status or amounts revalidates. */
export const isTicketOrdersKey = (key: unknown) =>
  typeof key === 'string' && (key === '/api/ats/orders' || key.startsWith(LIST_PREFIX));
export const ticketOrderKey = (id: number) => `/api/ats/orders/${id}`;

/**
 * One page of the flight list. The server rendered the URL's query: that one starts from its
 * answer; another is fetched with the previous page kept on screen meanwhile.
 */
export function useTicketOrdersPage(query: TicketOrdersQuery, initialKey: string, initial: TicketOrdersPage) {
  const key = ticketOrdersKey(query);
  return useSWR<TicketOrdersPage>(key, fetchTicketOrdersPage, {
    keepPreviousData: true,
    ...seededOptions(key === initialKey, initial),
  });
}
