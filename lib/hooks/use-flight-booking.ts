'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiCall } from '@/lib/hooks/fetcher';
import { isTicketOrdersKey } from '@/lib/hooks/use-flight-orders';
import type {
  FareHold,
  FareHoldRequest,
  TicketBookRequestInput,
  TicketOrder,
} from '@/lib/schemas/flights';

// Flight tickets' writes (docs/product.md §11 "Hash and booking"; docs/architecture.md §10).

// The schemas as loaders: the hold is also called from the expired hold's page, whose first load
// has no zod (docs/architecture.md §10 "The schema on a page without zod").
const schemas = () => import('@/lib/schemas/flights');
const fareHoldResponse = () => schemas().then((s) => s.fareHoldResponseSchema);
const ticketOrderResponse = () => schemas().then((s) => s.ticketOrderResponseSchema);

const holdPath = '/api/orders/air_tickets/hash';
const bookPath = (hash: string) => `/api/orders/air_tickets/book/${encodeURIComponent(hash)}`;

/**
 * POST orders/air_tickets/hash: holds a fare's seats and price for the party, a new hash. Choosing a
 * fare, and re-pricing an expired hold (the same fare and party, today's price). Changes no cached
 * key. Throws 410 `sold_out` when the seats are gone, 422 for a bad body.
 */
export async function holdFare(request: FareHoldRequest): Promise<FareHold> {
  return (await apiCall(holdPath, fareHoldResponse, { method: 'POST', json: request })).data;
}

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
      const order = (await apiCall(bookPath(hash), ticketOrderResponse, { method: 'POST', json: request })).data;
      await mutate(isTicketOrdersKey, undefined, { revalidate: false });
      return order;
    },
    [mutate],
  );
}
