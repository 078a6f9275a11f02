'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall } from '@/lib/hooks/fetcher';
import { isTicketOrdersKey } from '@/lib/hooks/use-ticket-orders';
import type { TicketBookRequestInput, TicketOrder, ticketOrderResponseSchema } from '@/lib/schemas/flights';

// Flight tickets' writes (docs/product.md §11 "Hash and booking"; docs/architecture.md §10).

// Holding a fare (choosing it, and re-pricing an expired hold) is the search's `useHoldFare` (use-flight-search.ts).

const bookPath = (hash: string) => `/api/orders/air_tickets/book/${encodeURIComponent(hash)}`;

/**
 * POST orders/air_tickets/book/{hash}: books the held fare at the price the agent saw
 * (`expected_total`); the new ticket order. The flight list's cached pages lack it, so they are
 * dropped and load afresh. Failures are thrown: 409 `price_changed` (a new hold in its body),
 * 409 `already_booked`, 410 `sold_out`, 422 keyed `passengers.{i}.{field}` and `buyer.{field}`.
 */
export function useBookFlight() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (hash: string, request: TicketBookRequestInput): Promise<TicketOrder> => {
      const order = (
        await apiCall<output<typeof ticketOrderResponseSchema>>(bookPath(hash), { method: 'POST', json: request })
      ).data;
      await mutate(isTicketOrdersKey, undefined, { revalidate: false });
      return order;
    },
    [mutate],
  );
}
