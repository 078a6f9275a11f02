'use client';

import useSWR from 'swr';
import { apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { ticketOrdersKey } from '@/lib/flights/ticket-orders-query';
import type { AtsDeskQuery } from '@/lib/flights/desk-ticket-orders-query';
import type { DeskTicketOrderSummary } from '@/lib/schemas/ats';

// The ticket desk's list of orders (docs/product.md §12, `ats/orders` with the sales fields).
const fetchDeskTicketOrdersPage = apiRead<DeskTicketOrdersPage>();

export interface DeskTicketOrdersPage {
  data: DeskTicketOrderSummary[];
  meta: { total: number; page: number; size: number };
}

/** One page of the desk's list; the server-rendered query starts from its answer (the flight list's keys: a role sees one or the other). */
export function useDeskTicketOrdersPage(query: AtsDeskQuery, initialKey: string, initial: DeskTicketOrdersPage) {
  const key = ticketOrdersKey(query);
  return useSWR<DeskTicketOrdersPage>(key, fetchDeskTicketOrdersPage, {
    keepPreviousData: true,
    ...seededOptions(key === initialKey, initial),
  });
}
