'use client';

import useSWR from 'swr';
import { apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { ticketOrdersKey } from '@/lib/flights/ticket-orders-query';
import type { AtsDeskQuery } from '@/lib/flights/ats-orders-query';
import type { AtsOrderSummary } from '@/lib/schemas/ats';

// The ticket desk's list of orders (docs/product.md §12, `ats/orders` with the sales fields).
const fetchAtsOrdersPage = apiRead<AtsOrdersPage>();

export interface AtsOrdersPage {
  data: AtsOrderSummary[];
  meta: { total: number; page: number; size: number };
}

/** One page of the desk's list; the server-rendered query starts from its answer (the flight list's keys: a role sees one or the other). */
export function useAtsOrdersPage(query: AtsDeskQuery, initialKey: string, initial: AtsOrdersPage) {
  const key = ticketOrdersKey(query);
  return useSWR<AtsOrdersPage>(key, fetchAtsOrdersPage, {
    keepPreviousData: true,
    ...seededOptions(key === initialKey, initial),
  });
}
