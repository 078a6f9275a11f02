'use client';

import useSWR from 'swr';
import { apiGet } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { ticketOrdersKey } from '@/lib/flights/ticket-orders-query';
import type { AtsDeskQuery } from '@/lib/flights/ats-orders-query';
import type { AtsOrderSummary } from '@/lib/schemas/ats';

// The ticket desk's list of orders (docs/product.md §12, `ats/orders` with the sales fields). In
// the desk's first load: no zod there (docs/architecture.md §10), the schema comes with the first answer.
const fetchAtsOrdersPage = apiGet(() => import('@/lib/schemas/ats').then((s) => s.atsOrdersListSchema));

export interface AtsOrdersPage {
  data: AtsOrderSummary[];
  meta: { total: number; page: number; size: number };
}

/** One page of the desk's list; the server-rendered query starts from its answer (the flight list's keys: a role sees one or the other). */
export function useAtsOrdersPage(query: AtsDeskQuery, initialKey: string, initial: AtsOrdersPage) {
  const key = ticketOrdersKey(query);
  return useSWR<AtsOrdersPage>(key, fetchAtsOrdersPage, { keepPreviousData: true, ...seededOptions(key === initialKey, initial) });
}
