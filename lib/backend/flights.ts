import 'server-only';
import {
  flightPlacesResponseSchema,
  flightQueryToParams,
  flightSearchResponseSchema,
  heldFareResponseSchema,
  holdExpiredSchema,
  ticketOrderFiltersSchema,
  ticketOrderResponseSchema,
  ticketOrdersApiQuery,
  ticketOrdersListSchema,
  type ExpiredHold,
  type FlightPlaces,
  type FlightSearchFormQuery,
  type FlightSearchResult,
  type HeldFare,
  type TicketOrder,
  type TicketOrderFilters,
  type TicketOrdersQueryValues,
} from '@/lib/schemas/flights';
import type { z } from 'zod';
import { backendJson } from './client';
import { BackendError } from './errors';

// Flight tickets for the server-rendered pages (docs/product.md §11): the search, the held fare
// and the ticket orders. Errors arrive as BackendError for the statuses each reader lists.

export type TicketOrdersList = z.infer<typeof ticketOrdersListSchema>;

/** GET air_tickets_search/places: the pickers' places and routes. */
export async function getFlightPlaces(): Promise<FlightPlaces> {
  return (await backendJson('air_tickets_search/places', flightPlacesResponseSchema)).data;
}

/** GET air_tickets_search?…: one page of results; a bad query is the backend's 422, thrown for the page. */
export async function searchFlights(query: FlightSearchFormQuery): Promise<FlightSearchResult> {
  const params = Object.fromEntries(flightQueryToParams(query));
  return (await backendJson('air_tickets_search', flightSearchResponseSchema, { query: params, handle: [422] })).data;
}

/** GET orders/air_tickets/book/{hash}: the held fare; 404 (unknown) and 410 (expired: `hold_expired`) thrown for the page. */
export async function getHeldFare(hash: string): Promise<HeldFare> {
  return (
    await backendJson(`orders/air_tickets/book/${encodeURIComponent(hash)}`, heldFareResponseSchema, {
      handle: [404, 410],
    })
  ).data;
}

/** What re-pricing an expired hold posts to `orders/air_tickets/hash`, read from getHeldFare's 410; null for any other failure. */
export function expiredHoldOf(error: unknown): ExpiredHold | null {
  if (!(error instanceof BackendError) || error.status !== 410) return null;
  const parsed = holdExpiredSchema.shape.data.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** GET ats/orders?…: one page of the agency's ticket orders. */
export async function getTicketOrders(query: TicketOrdersQueryValues): Promise<TicketOrdersList> {
  return backendJson('ats/orders', ticketOrdersListSchema, { query: ticketOrdersApiQuery(query) });
}

/** GET ats/orders/{id}; another agency's or an unknown order is the backend's 404, thrown for the caller. */
export async function getTicketOrder(id: number): Promise<TicketOrder> {
  return (await backendJson(`ats/orders/${id}`, ticketOrderResponseSchema, { handle: [404] })).data;
}

/** GET ats/orders/filters: the list's filter options. */
export async function getTicketOrderFilters(): Promise<TicketOrderFilters> {
  return (await backendJson('ats/orders/filters', ticketOrderFiltersSchema)).data;
}
